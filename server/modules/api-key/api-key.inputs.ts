import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { MaxLength, Required, WholeNumberIn } from '../../common/validation/rules.js';
import { ApiKey } from './api-key.entity.js';

/** An optional whole number within [min, max] (empty passes; `Required` speaks for required fields). */
const WholeNumber = (min: number, max: number) => WholeNumberIn('wholeNumberIn', min, max);

/** Create and update of a key (Settings -> API keys). The secret is never an input: the server makes it. */
@InputType()
export class ApiKeyInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  name!: string;

  /** Only a role whose permissions the acting admin holds, all of them (staff/privilege.ts). */
  @Field(() => Int, { nullable: true })
  @Required()
  roleId!: number;

  /** Empty: the key does not expire. */
  @Field(() => Date, { nullable: true })
  expiresAt?: Date | null;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Own cost bucket size (empty: GRAPHQL_BUCKET_STAFF)' })
  @WholeNumber(100, 10_000_000)
  costBucket?: number | null;

  @Field(() => Int, { nullable: true, description: 'Own restore rate in points per second (empty: GRAPHQL_BUCKET_STAFF)' })
  @WholeNumber(1, 1_000_000)
  costRestoreRate?: number | null;
}

@ObjectType()
export class ApiKeyList extends Paginated(ApiKey) {}

export const DEFAULT_GRACE_HOURS = 24;
export const MAX_GRACE_HOURS = 24 * 30;

import { ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { EmailFormat, MESSAGES, MaxLength, NoRepeated, Required } from '../../common/validation/rules.js';
import { Store } from './store.entity.js';

/** A register of the store form: an `id` keeps (and renames) a stored register, none adds one; one left out is removed. */
@InputType()
export class StoreRegisterInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  name!: string;

  /** Receipt number prefix, unique in the shop; empty: `R{id}`. */
  @Field(() => String, { nullable: true })
  @MaxLength(20)
  prefix?: string | null;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;
}

/**
 * The store form (api-contract "store"): name, address, opening hours and the receipt's header and
 * footer are written in the mutation's `language`; the rest is shared. `registers` replaces the list.
 */
@InputType()
export class StoreInput {
  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  name!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(1000)
  address!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(50)
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @EmailFormat()
  email?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  openingHours?: string | null;

  /** An uploaded picture's path (POST /api/admin/upload). */
  @Field(() => String, { nullable: true })
  @MaxLength(500)
  image?: string | null;

  @Field(() => Int, { nullable: true })
  @Required()
  warehouseId!: number;

  @Field(() => String, { nullable: true })
  @MaxLength(2000)
  receiptHeader?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(2000)
  receiptFooter?: string | null;

  /** Write-only: a new manager approval code; empty or absent keeps the stored one. */
  @Field(() => String, { nullable: true })
  @MaxLength(100)
  approvalCode?: string | null;

  @Field(() => [StoreRegisterInput], { nullable: true })
  @ValidateNested({ each: true })
  @NoRepeated('name', MESSAGES.noRepeated)
  registers?: StoreRegisterInput[] | null;
}

@ObjectType()
export class StoreList extends Paginated(Store) {}

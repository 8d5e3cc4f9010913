import { ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { MaxLength, Required } from '../../common/validation/rules.js';
import { IdList, ReceiverFilters, ReceiverGroup } from './broadcast.entities.js';

export const RECEIVER_GROUP_MESSAGES = {
  nameTaken: 'The name has already been taken.',
  noAudience: 'Choose at least one filter, customer or lead.',
  inUse: 'The receiver group is used by a broadcast that has not been sent yet.',
} as const;

/** The receiver group form: a name, and filters or an explicit list of customers / leads. */
@InputType()
export class ReceiverGroupInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  name!: string;

  @Field(() => ReceiverFilters, { nullable: true })
  @ValidateNested()
  filters?: ReceiverFilters | null;

  @Field(() => [Int], { nullable: true })
  @IdList()
  customerIds?: number[] | null;

  @Field(() => [Int], { nullable: true })
  @IdList()
  leadIds?: number[] | null;
}

@ObjectType()
export class ReceiverGroupList extends Paginated(ReceiverGroup) {}

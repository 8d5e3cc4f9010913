import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { Required } from '../../common/validation/rules.js';
import { Broadcast } from './broadcast.entities.js';

export const BROADCAST_MESSAGES = {
  unknownGroup: 'No receiver group has this name.',
  unknownMessage: 'No message has this id.',
  started: 'The broadcast has started and can not be changed.',
  notCancelable: 'Only a draft, scheduled or sending broadcast can be canceled.',
} as const;

/** What saving does: keep as a draft, or schedule (at send_at, or at once when it is empty or past). */
export enum BroadcastAction {
  draft = 'draft',
  scheduled = 'scheduled',
}
registerEnumType(BroadcastAction, { name: 'BroadcastAction' });

@InputType()
export class BroadcastInput {
  @Field(() => Int, { nullable: true })
  @Required()
  messageId!: number;

  @Field(() => [String], { nullable: true, description: 'Receiver group names' })
  @Required()
  receiverGroups!: string[];

  @Field(() => Date, { nullable: true, description: 'Send at this time (shop time zone in the screens); empty: at once' })
  sendAt?: Date | null;

  @Field(() => BroadcastAction, { nullable: true, description: 'draft (default) or scheduled' })
  status?: BroadcastAction | null;
}

@ObjectType()
export class BroadcastList extends Paginated(Broadcast) {}

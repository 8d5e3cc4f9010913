import { Field, InputType, ObjectType } from 'type-graphql';
import { ListOptions, Paginated } from '../../common/pagination.js';
import { MailOutbox, MailStatus } from '../../mail/outbox.entity.js';

@InputType({ description: 'List options of the mail outbox: paging, sort, keyword (recipient, subject) and status' })
export class MailOutboxListOptions extends ListOptions {
  @Field(() => MailStatus, { nullable: true })
  status?: MailStatus | null;
}

@ObjectType()
export class MailOutboxList extends Paginated(MailOutbox) {}

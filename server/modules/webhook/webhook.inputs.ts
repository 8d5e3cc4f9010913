import { Field, InputType, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { MaxLength, NoRepeated, Required } from '../../common/validation/rules.js';
import { Permission } from '../../common/permissions.js';
import { Webhook, WebhookDelivery } from './webhook.entity.js';

/** Settings -> Webhooks: where to send which events. The signing secret is made by the server. */
@InputType()
export class WebhookInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(2000)
  url!: string;

  @Field(() => [String], { nullable: true, description: 'Event names (webhookEvents)' })
  @Required()
  @NoRepeated()
  events!: string[];

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;
}

@ObjectType()
export class WebhookList extends Paginated(Webhook) {}

@ObjectType()
export class WebhookDeliveryList extends Paginated(WebhookDelivery) {}

/** One event a webhook can subscribe to, and the permission that reads its resource. */
@ObjectType()
export class WebhookEventEntry {
  @Field()
  name!: string;

  @Field(() => Permission)
  permission!: Permission;
}

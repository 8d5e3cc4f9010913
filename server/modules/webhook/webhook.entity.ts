import { Entity, Index, ManyToOne, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { AdminAccount } from '../staff/admin-account.entity.js';

/**
 * A partner's subscription to shop events (issue 23, section 3). The secret signs every delivery
 * (HMAC-SHA256), so it is kept as is, never answered but by create and rotate.
 */
@ObjectType()
@Entity({ tableName: 'webhook' })
export class Webhook extends BaseEntity {
  @Field()
  @Property({ type: 'string', length: 2000 })
  url!: string;

  /** Event names (webhook-events.ts); jsonb so that "who listens to X" is one indexed containment test. */
  @Field(() => [String])
  @Property({ type: 'jsonb' })
  events: string[] & Opt = [];

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  @Field(() => String, { nullable: true, description: 'Why the shop disabled it (deliveries failing for 24 hours)' })
  @Property({ type: 'string', length: 500, nullable: true })
  disabledReason?: string | null;

  @Property({ type: 'string', length: 100, hidden: true })
  signingSecret!: string;

  /** The staff member who made it: mailed when the shop disables it. */
  @ManyToOne(() => AdminAccount, { ref: true, nullable: true, deleteRule: 'set null' })
  createdBy?: Ref<AdminAccount> | null;

  /** The new secret, on the answer of create and rotate only. */
  @Field(() => String, { nullable: true, description: 'The signing secret: only in the answer of create and rotate' })
  secret?: string | null;
}

/** One attempt of one delivery: the log of a subscription, with the body to send again. */
@ObjectType()
@Entity({ tableName: 'webhook_delivery' })
@Index({ properties: ['webhook', 'createdAt'] })
export class WebhookDelivery extends BaseEntity {
  @ManyToOne(() => Webhook, { ref: true, deleteRule: 'cascade', hidden: true })
  webhook!: Ref<Webhook>;

  @Field({ description: 'The same on every attempt (X-Shop-Delivery)' })
  @Index()
  @Property({ type: 'string', length: 36 })
  deliveryId!: string;

  @Field()
  @Property({ type: 'string', length: 100 })
  event!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  attempt!: number;

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; empty when none came (refused address, timeout)" })
  @Property({ type: 'integer', nullable: true })
  statusCode?: number | null;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  durationMs: number & Opt = 0;

  @Field(() => String, { description: 'The first 1 KB of the answer, or why there was none' })
  @Property({ type: 'text', default: '' })
  responseExcerpt: string & Opt = '';

  @Field(() => Date)
  @Property({ type: 'datetime' })
  deliveredAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the next attempt runs (none after a success or the last attempt)' })
  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt?: Date | null;

  /** The signed body, kept to send again with the same delivery id. */
  @Property({ type: 'text', hidden: true })
  body!: string;
}

import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ValidateBy } from 'class-validator';
import { BaseEntity } from '../../common/base.entity.js';
import { MESSAGES, WholeNumberIn } from '../../common/validation/rules.js';
import type { Translations } from '../../common/translations.js';

const MAX_DAYS = 3650;

/** Whole positive ids (explicit lists, filter ids). */
export const IdList = () =>
  ValidateBy({
    name: 'idList',
    validator: {
      validate: (value: unknown) => value === null || value === undefined || (Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0)),
      defaultMessage: () => MESSAGES.noSpecific,
    },
  });

/** A whole number of days from 1 to ten years. */
const Days = () => WholeNumberIn('days', 1, MAX_DAYS);

/**
 * A receiver group's filters (contract: subscribed, tier_ids, status_ids, lead_sources, tags, stage_ids,
 * ordered_within_days, language). Stored as JSON; an empty or absent filter does not narrow. How each one
 * becomes SQL, for customers and for leads: broadcast.sql.ts.
 */
@ObjectType('ReceiverFilters')
@InputType('ReceiverFiltersInput')
export class ReceiverFilters {
  @Field(() => Boolean, { nullable: true, description: 'true: subscribed customers and consenting leads only; false: the others only' })
  subscribed?: boolean | null;

  @Field(() => [Int], { nullable: true, description: 'Membership tiers (customers; a group with it reaches no lead)' })
  @IdList()
  tierIds?: number[] | null;

  @Field(() => [Int], { nullable: true, description: 'Lead statuses' })
  @IdList()
  statusIds?: number[] | null;

  @Field(() => [String], { nullable: true, description: 'Lead sources' })
  leadSources?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Any of these tags' })
  tags?: string[] | null;

  @Field(() => [Int], { nullable: true, description: 'Funnel stages (leads; a group with it reaches no customer)' })
  @IdList()
  stageIds?: number[] | null;

  @Field(() => Int, { nullable: true, description: 'Ordered within this many days' })
  @Days()
  orderedWithinDays?: number | null;

  @Field(() => String, { nullable: true, description: 'Content language (en_us, zh_hk, zh_cn); no language set counts as the main one' })
  language?: string | null;
}

/** A named audience of broadcasts: filters, or an explicit list of customers and leads (keyed by name, spec 7). */
@ObjectType()
@Entity({ tableName: 'receiver_group' })
export class ReceiverGroup extends BaseEntity {
  @Field()
  @Unique()
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => ReceiverFilters)
  @Property({ type: 'json' })
  filters: ReceiverFilters & Opt = {};

  @Field(() => [Int])
  @Property({ type: 'json' })
  customerIds: number[] & Opt = [];

  @Field(() => [Int])
  @Property({ type: 'json' })
  leadIds: number[] & Opt = [];

  /** Distinct addresses the group reaches now (filled in by the service; not stored). */
  @Field(() => Int, { description: 'The number of addresses the group reaches now' })
  @Property({ persist: false })
  count: number & Opt = 0;
}

/** A broadcast's text: subject and sanitised rich-text body per content language. */
@ObjectType()
@Entity({ tableName: 'broadcast_message' })
export class BroadcastMessage extends BaseEntity {
  /** Exposed resolved in the request's language as `subject`. */
  @Property({ type: 'json' })
  subject: Translations & Opt = {};

  /** Exposed resolved as `body`. */
  @Property({ type: 'json' })
  body: Translations & Opt = {};
}

export enum BroadcastStatus {
  draft = 'draft',
  scheduled = 'scheduled',
  sending = 'sending',
  sent = 'sent',
  canceled = 'canceled',
}
registerEnumType(BroadcastStatus, { name: 'BroadcastStatus' });

/**
 * A message sent to receiver groups. scheduled -> sending (recipients frozen, one job each) -> sent when
 * every recipient is sent, failed or skipped; a draft is not sent, canceled stops what has not gone yet.
 */
@ObjectType()
@Entity({ tableName: 'broadcast' })
export class Broadcast extends BaseEntity {
  @ManyToOne(() => BroadcastMessage, { ref: true, deleteRule: 'restrict', hidden: true })
  message!: Ref<BroadcastMessage>;

  /** Group names, as chosen: the recipients are frozen from them when sending starts. */
  @Field(() => [String])
  @Property({ type: 'json' })
  receiverGroups: string[] & Opt = [];

  @Field(() => Date, { nullable: true, description: 'Not before this time; null: at once when scheduled' })
  @Property({ type: 'datetime', nullable: true })
  sendAt?: Date | null;

  @Field(() => BroadcastStatus)
  @Enum({ items: () => BroadcastStatus, default: BroadcastStatus.draft })
  status: BroadcastStatus & Opt = BroadcastStatus.draft;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  recipients: number & Opt = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  sent: number & Opt = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  failed: number & Opt = 0;

  @Field(() => Int, { description: 'Skipped: unsubscribed by the time their turn came' })
  @Property({ type: 'integer', default: 0 })
  skipped: number & Opt = 0;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  startedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;
}

export enum RecipientStatus {
  pending = 'pending',
  sent = 'sent',
  failed = 'failed',
  skipped = 'skipped',
  canceled = 'canceled',
}

/** One frozen recipient of a broadcast (one per address); its job is keyed by this row's id. */
@Entity({ tableName: 'broadcast_recipient' })
@Unique({ properties: ['broadcast', 'email'] })
@Index({ properties: ['broadcast', 'status'] })
export class BroadcastRecipient {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Broadcast, { ref: true, deleteRule: 'cascade' })
  broadcast!: Ref<Broadcast>;

  @Property({ type: 'integer', nullable: true })
  customerId?: number | null;

  @Property({ type: 'integer', nullable: true })
  leadId?: number | null;

  @Property({ type: 'string', length: 255 })
  email!: string;

  @Property({ type: 'string', length: 100, default: '' })
  firstName: string & Opt = '';

  @Property({ type: 'string', length: 100, default: '' })
  lastName: string & Opt = '';

  @Property({ type: 'string', length: 10, nullable: true })
  language?: string | null;

  @Enum({ items: () => RecipientStatus, default: RecipientStatus.pending })
  status: RecipientStatus & Opt = RecipientStatus.pending;

  @Property({ type: 'datetime', nullable: true })
  doneAt?: Date | null;
}

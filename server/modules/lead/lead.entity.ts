import { Entity, Enum, Index, ManyToOne, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { AdminAccount } from '../staff/admin-account.entity.js';
import { Customer, LeadSource } from '../customer/customer.entity.js';
import { Funnel, FunnelStage } from './funnel.entity.js';
import { LeadStatus } from '../lead-status/lead-status.entity.js';

/**
 * A lead of the CRM (issue 17; api-contract "lead"). Receiver groups of broadcasts filter on status,
 * lead source, tags and stage, so those names are part of the contract. E-mails are stored lowercase and
 * phones normalised (lead-phone.ts), so duplicates are found by plain equality. `version` rises with every
 * change: the board sends it back with a move and a stale one is refused (two people moving one card).
 */
@ObjectType()
@Entity({ tableName: 'lead' })
// Duplicate warnings look leads up by any of their e-mails or phones (jsonb ?| array: lead.sql.ts).
// Declared here as the migration wrote them, so that the schema diff knows them (it would drop them).
@Index({ name: 'lead_emails_gin', expression: 'create index "lead_emails_gin" on "lead" using gin ("emails")' })
@Index({ name: 'lead_phones_gin', expression: 'create index "lead_phones_gin" on "lead" using gin ("phones")' })
export class Lead extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: '' })
  lastName: string & Opt = '';

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  company?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  jobTitle?: string | null;

  @Field(() => [String])
  @Property({ type: 'json' })
  emails: string[] & Opt = [];

  @Field(() => [String])
  @Property({ type: 'json' })
  phones: string[] & Opt = [];

  @Field(() => LeadSource, { nullable: true })
  @Enum({ items: () => LeadSource, nullable: true })
  leadSource?: LeadSource | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  leadSourceDescription?: string | null;

  @Index()
  @ManyToOne(() => LeadStatus, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  status?: Ref<LeadStatus> | null;

  /** The assigned staff member. */
  @Index()
  @ManyToOne(() => AdminAccount, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  admin?: Ref<AdminAccount> | null;

  @Index()
  @ManyToOne(() => Funnel, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  funnel?: Ref<Funnel> | null;

  @Index()
  @ManyToOne(() => FunnelStage, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  stage?: Ref<FunnelStage> | null;

  /** Position of the card in its board column (ascending); exposed as `order`. */
  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  /** Base currency, decimal string. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  expectedValue?: string | null;

  @Field(() => Date, { nullable: true })
  @Index()
  @Property({ type: 'datetime', nullable: true })
  followUpAt?: Date | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => [String])
  @Property({ type: 'json' })
  tags: string[] & Opt = [];

  /** The customer account of the lead: converted, or matched by a form submission's e-mail. */
  @Index()
  @ManyToOne(() => Customer, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  customer?: Ref<Customer> | null;

  @Field(() => Date, { nullable: true, description: 'When the lead was converted to a customer' })
  @Property({ type: 'datetime', nullable: true })
  convertedAt?: Date | null;

  @Field(() => Int)
  @Property({ type: 'integer', default: 1 })
  version: number & Opt = 1;
}

import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AdminAccount } from '../staff/admin-account.entity.js';
import { FunnelStage } from './funnel.entity.js';
import { LeadStatus } from '../lead-status/lead-status.entity.js';
import { Lead } from './lead.entity.js';

export enum LeadActivityKind {
  call = 'call',
  meeting = 'meeting',
  email = 'email',
  note = 'note',
}
registerEnumType(LeadActivityKind, { name: 'LeadActivityKind' });

/** One entry of a lead's timeline: a note or an activity (call, meeting, e-mail), with author and time. */
@ObjectType()
@Entity({ tableName: 'lead_activity' })
export class LeadActivity {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Lead, { ref: true, deleteRule: 'cascade', hidden: true })
  lead!: Ref<Lead>;

  @Field(() => LeadActivityKind)
  @Enum({ items: () => LeadActivityKind })
  kind!: LeadActivityKind;

  @Field(() => String)
  @Property({ type: 'text' })
  body!: string;

  @ManyToOne(() => AdminAccount, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  author?: Ref<AdminAccount> | null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}

/**
 * One change of a lead's status or stage (from, to, who, when), written in the transaction that makes
 * the change. Status rows drive the timeline; stage rows drive the funnel figures (lead-funnel-figures.ts).
 */
@ObjectType()
@Entity({ tableName: 'lead_status_change' })
@Index({ properties: ['toStage', 'createdAt'] })
export class LeadStatusChange {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Lead, { ref: true, deleteRule: 'cascade', hidden: true })
  lead!: Ref<Lead>;

  @ManyToOne(() => LeadStatus, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  fromStatus?: Ref<LeadStatus> | null;

  @ManyToOne(() => LeadStatus, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  toStatus?: Ref<LeadStatus> | null;

  @ManyToOne(() => FunnelStage, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  fromStage?: Ref<FunnelStage> | null;

  @ManyToOne(() => FunnelStage, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  toStage?: Ref<FunnelStage> | null;

  /** Who made the change; null: a form submission or an import without a signed-in admin. */
  @ManyToOne(() => AdminAccount, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  admin?: Ref<AdminAccount> | null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}

import { Entity, Enum, Property, type Opt } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';

/** What happens when a customer enters the status (spec 3: empty, ..., labelled Campaign for the last). */
export enum LeadStatusTrigger {
  none = 'none',
  email_to_assigned = 'email_to_assigned',
  email_to_lead = 'email_to_lead',
  email_to_assigned_and_lead = 'email_to_assigned_and_lead',
}
registerEnumType(LeadStatusTrigger, { name: 'LeadStatusTrigger', description: 'none, or whom to mail when a customer enters the status' });

/**
 * A lead status of the CRM (spec 3). Its trigger mail is the admin's own text: a subject and a rich-text
 * body per content language (JSONB maps like every translatable field), with `{first_name}`-style
 * variables filled in when the mail is queued (see lead-trigger.ts).
 */
@ObjectType()
@Entity({ tableName: 'lead_status' })
export class LeadStatus extends BaseEntity {
  @Field()
  @Property({ type: 'string', length: 255 })
  title!: string;

  @Field(() => LeadStatusTrigger)
  @Enum({ items: () => LeadStatusTrigger, default: LeadStatusTrigger.none })
  trigger: LeadStatusTrigger & Opt = LeadStatusTrigger.none;

  /** Mail subject per language (exposed resolved as `triggerSubject`); empty: the status title. */
  @Property({ type: 'json' })
  triggerSubject: Translations & Opt = {};

  /** Sanitised rich-text mail body per language (exposed resolved as `triggerTemplate`). */
  @Property({ type: 'json' })
  triggerTemplate: Translations & Opt = {};
}

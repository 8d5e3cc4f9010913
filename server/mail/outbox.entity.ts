import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';

/**
 * What became of a mail:
 * - stored: no SMTP is configured (SMTP_URL empty), so the mail is kept here instead of sent;
 * - sent: the SMTP server accepted it (kept as a copy for support);
 * - failed: the last attempt to send it failed (error says why); earlier failed attempts leave no row.
 */
export enum MailStatus {
  stored = 'stored',
  sent = 'sent',
  failed = 'failed',
}

registerEnumType(MailStatus, { name: 'MailStatus', description: 'stored (no SMTP configured), sent, or failed for good' });

/** Every mail the shop produced, one row per mail job (written by server/mail/mail.job.ts). */
@ObjectType()
@Entity({ tableName: 'mail_outbox' })
@Index({ properties: ['status', 'createdAt'] })
export class MailOutbox extends BaseEntity {
  /** The job that produced it: a retried job finds its row and never sends twice. */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true, unique: true })
  jobId?: number | null;

  /** Recipients, comma separated. */
  @Field(() => String)
  @Property({ type: 'text', fieldName: 'recipients' })
  to!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 320, fieldName: 'sender' })
  from!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 320, nullable: true })
  replyTo?: string | null;

  @Field(() => String)
  @Property({ type: 'text' })
  subject!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  html!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  text!: string;

  /** The template's name (`mail.<template>` in i18n/) and the UI locale it was rendered in. */
  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  template!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 10 })
  language!: string;

  @Field(() => MailStatus)
  @Enum({ items: () => MailStatus })
  status!: MailStatus;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'The SMTP Message-ID of a sent mail' })
  @Property({ type: 'string', length: 500, nullable: true })
  messageId?: string | null;
}

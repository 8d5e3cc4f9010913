import { Entity, Enum, Index, ManyToOne, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { AdminAccount } from '../staff/admin-account.entity.js';
import { LeadStatus } from '../lead-status/lead-status.entity.js';
import { MembershipTier } from '../membership/membership-tier.entity.js';

export enum Gender {
  female = 'female',
  male = 'male',
}
registerEnumType(Gender, { name: 'Gender' });

/** Where a lead came from (spec 3, admin customer view). */
export enum LeadSource {
  existing_customer = 'existing_customer',
  employee = 'employee',
  partner = 'partner',
  email = 'email',
  campaign = 'campaign',
  public_relations = 'public_relations',
}
registerEnumType(LeadSource, { name: 'LeadSource' });

/**
 * A shopper's account, with the back office's CRM fields (spec 3, admin customer view). The CRM
 * columns are nullable in the table because shoppers sign up on their own (no status, no source);
 * the admin form requires status and source (modules/customer-admin). The CRM fields are the back
 * office's notes: they are no GraphQL fields of Customer (which a shopper reads as their profile) but of
 * CustomerRecord (modules/customer-admin/customer-record.ts), the type of the admin customer fields.
 */
@ObjectType()
@Entity({ tableName: 'customer' })
export class Customer extends BaseEntity {
  @Field()
  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Field()
  @Property({ type: 'string', length: 100 })
  lastName!: string;

  /** Stored lowercase; unique. */
  @Field()
  @Unique()
  @Property({ type: 'string', length: 255 })
  email!: string;

  /** argon2id hash; empty for accounts created through social login until a password is set. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  passwordHash?: string | null;

  /** Raised by a password change: tokens of an older version are refused (common/sessions.ts). */
  @Property({ type: 'integer', default: 0, hidden: true })
  sessionVersion: number & Opt = 0;

  /** The token that made the last password change, which stays signed in (common/sessions.ts). */
  @Property({ type: 'string', length: 36, nullable: true, hidden: true })
  sessionJti?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 50, nullable: true })
  phone?: string | null;

  @Field(() => Gender, { nullable: true })
  @Enum({ items: () => Gender, nullable: true })
  gender?: Gender | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  isSubscribe: boolean & Opt = true;

  /** The content language the shopper reads (en_us, zh_hk...), for their mail; null: the main language. */
  @Property({ type: 'string', length: 10, nullable: true })
  language?: string | null;

  /** The Facebook user id (modules/facebook) once the account signed in with Facebook; never shown. */
  @Unique()
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  facebookId?: string | null;

  /** Extra e-mail addresses (the login e-mail is `email`). */
  @Property({ type: 'json' })
  emails: string[] & Opt = [];

  @Property({ type: 'json' })
  mobiles: string[] & Opt = [];

  @Property({ type: 'string', length: 255, nullable: true })
  jobTitle?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  department?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  officePhone?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  fax?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  website?: string | null;

  /** The assigned staff member (exposed as adminId and admin). */
  @Index()
  @ManyToOne(() => AdminAccount, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  admin?: Ref<AdminAccount> | null;

  /** The lead status (exposed as statusId and status); a status in use can not be deleted. */
  @Index()
  @ManyToOne(() => LeadStatus, { ref: true, nullable: true, deleteRule: 'restrict', hidden: true })
  status?: Ref<LeadStatus> | null;

  @Property({ type: 'text', nullable: true })
  statusDescription?: string | null;

  @Enum({ items: () => LeadSource, nullable: true })
  leadSource?: LeadSource | null;

  @Property({ type: 'text', nullable: true })
  leadSourceDescription?: string | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'json' })
  tags: string[] & Opt = [];

  /** The membership tier (issue 14), given by the evaluation (membership/membership-evaluation.ts) or by staff. */
  @Index()
  @ManyToOne(() => MembershipTier, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  membershipTier?: Ref<MembershipTier> | null;

  /** When the membership ends (UTC); the daily evaluation looks again then. */
  @Property({ type: 'datetime', nullable: true })
  membershipExpiresAt?: Date | null;
}

import { Entity, Index, ManyToOne, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { AdminAccount } from '../staff/admin-account.entity.js';
import { Role } from '../staff/role.entity.js';

/**
 * A partner's key (issue 23, section 1): acts with its role's current permissions. Only the SHA-256 of
 * the secret and its last four characters are stored; the secret itself is answered once, by the create
 * or rotate call (`secret`, never persisted). After a rotation the previous secret keeps working until
 * `previousValidUntil` (the grace period).
 */
@ObjectType()
@Entity({ tableName: 'api_key' })
export class ApiKey extends BaseEntity {
  @Field()
  @Property({ type: 'string', length: 100 })
  name!: string;

  @ManyToOne(() => Role, { ref: true, deleteRule: 'restrict' })
  role!: Ref<Role>;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  /** The staff member who made the key (null once their account is deleted). */
  @ManyToOne(() => AdminAccount, { ref: true, nullable: true, deleteRule: 'set null' })
  createdBy?: Ref<AdminAccount> | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  /** Hex SHA-256 of the current secret. */
  @Unique()
  @Property({ type: 'string', length: 64, hidden: true })
  secretHash!: string;

  @Field({ description: 'The last four characters of the current secret' })
  @Property({ type: 'string', length: 4 })
  lastFour!: string;

  /** Hex SHA-256 of the secret before the last rotation, accepted until previousValidUntil. */
  @Index()
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  previousSecretHash?: string | null;

  @Field(() => Date, { nullable: true, description: 'Until when the secret before the last rotation still works' })
  @Property({ type: 'datetime', nullable: true })
  previousValidUntil?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  lastUsedIp?: string | null;

  @Field(() => Int, { nullable: true, description: 'Cost bucket size of this key (empty: the staff default)' })
  @Property({ type: 'integer', nullable: true })
  costBucket?: number | null;

  @Field(() => Int, { nullable: true, description: 'Points restored per second (empty: the staff default)' })
  @Property({ type: 'integer', nullable: true })
  costRestoreRate?: number | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  /** The new secret, on the answer of create and rotate only; never stored. */
  @Field(() => String, { nullable: true, description: 'The secret: only in the answer of create and rotate' })
  secret?: string | null;
}

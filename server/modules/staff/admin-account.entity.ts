import { Entity, ManyToOne, Property, Unique, type Ref, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { Role } from './role.entity.js';

/** A member of staff who signs in to the back office. */
@ObjectType()
@Entity({ tableName: 'admin_account' })
export class AdminAccount extends BaseEntity {
  @Field()
  @Property({ type: 'string', length: 100 })
  name!: string;

  /** Stored lowercase; unique. */
  @Field()
  @Unique()
  @Property({ type: 'string', length: 255 })
  email!: string;

  /** argon2id hash; never part of any answer. */
  @Property({ type: 'string', length: 255, hidden: true, lazy: false })
  passwordHash!: string;

  /** Raised by a password change: tokens of an older version are refused (common/sessions.ts). */
  @Property({ type: 'integer', default: 0, hidden: true })
  sessionVersion: number & Opt = 0;

  /** The token that made the last password change, which stays signed in (common/sessions.ts). */
  @Property({ type: 'string', length: 36, nullable: true, hidden: true })
  sessionJti?: string | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  @ManyToOne(() => Role, { ref: true, deleteRule: 'restrict' })
  role!: Ref<Role>;
}

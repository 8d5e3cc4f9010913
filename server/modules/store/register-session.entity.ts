import { Entity, Index, ManyToOne, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { Store, StoreRegister } from './store.entity.js';

/**
 * A register's shift: opened with a cash float, closed with the counted cash (the Z report keeps the
 * expected amount beside it). At most one open session per register (partial unique index); sales need one.
 */
@ObjectType()
@Entity({ tableName: 'register_session' })
@Index({
  name: 'register_session_one_open',
  expression: 'create unique index "register_session_one_open" on "register_session" ("register_id") where "closed_at" is null',
})
export class RegisterSession extends BaseEntity {
  @Index()
  @ManyToOne(() => Store, { ref: true, deleteRule: 'cascade', hidden: true })
  store!: Ref<Store>;

  @ManyToOne(() => StoreRegister, { ref: true, deleteRule: 'cascade', hidden: true })
  register!: Ref<StoreRegister>;

  @Field(() => String)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  float!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: '' })
  openedBy: string & Opt = '';

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  closedAt?: Date | null;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: '' })
  closedBy: string & Opt = '';

  @Field(() => String, { nullable: true })
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  countedCash?: string | null;

  /** The expected cash when it closed (float + cash taken - cash given + cash in - cash out). */
  @Field(() => String, { nullable: true })
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  expectedCash?: string | null;
}

/** Cash put into (positive) or taken out of (negative) a register's drawer, with its reason. */
@ObjectType()
@Entity({ tableName: 'register_cash_movement' })
export class RegisterCashMovement extends BaseEntity {
  @Index()
  @ManyToOne(() => RegisterSession, { ref: true, deleteRule: 'cascade', hidden: true })
  session!: Ref<RegisterSession>;

  @Field(() => String)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  reason!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: '' })
  adminName: string & Opt = '';
}

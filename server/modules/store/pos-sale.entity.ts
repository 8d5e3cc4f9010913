import { Entity, Index, ManyToOne, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { Order } from '../order/order.entity.js';
import { RegisterSession } from './register-session.entity.js';
import { Store, StoreRegister } from './store.entity.js';

/**
 * What makes an order a counter sale: its store, register, session, cashier and receipt number. The
 * client's id of the sale is unique, so a sale sent twice (a retry after a timeout, or later a sync of
 * sales made offline) makes one order.
 */
@ObjectType()
@Entity({ tableName: 'pos_sale' })
export class PosSale extends BaseEntity {
  @Unique()
  @ManyToOne(() => Order, { ref: true, deleteRule: 'cascade', hidden: true })
  order!: Ref<Order>;

  @Field(() => String, { description: 'The id the selling screen generated for the sale (idempotency key)' })
  @Unique()
  @Property({ type: 'string', length: 64 })
  clientId!: string;

  @Index()
  @ManyToOne(() => Store, { ref: true, deleteRule: 'restrict', hidden: true })
  store!: Ref<Store>;

  @ManyToOne(() => StoreRegister, { ref: true, deleteRule: 'restrict', hidden: true })
  register!: Ref<StoreRegister>;

  @Index()
  @ManyToOne(() => RegisterSession, { ref: true, deleteRule: 'restrict', hidden: true })
  session!: Ref<RegisterSession>;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  cashierName!: string;

  @Field(() => String, { description: "The register's prefix and sequence" })
  @Unique()
  @Property({ type: 'string', length: 40 })
  receiptNumber!: string;

  @Field(() => String, { description: 'Cash handed back' })
  @Property({ type: 'decimal', precision: 12, scale: 2, default: '0' })
  change: string & Opt = '0.00';

  @Field(() => String, { description: 'Manual discounts of the ticket (lines and whole ticket)' })
  @Property({ type: 'decimal', precision: 12, scale: 2, default: '0' })
  manualDiscount: string & Opt = '0.00';
}

/**
 * Money taken (sale) or given back (refund, negative) at a register, by method: cash, card (an external
 * terminal; its reference), or an offline method of the payment settings. The X and Z reports add these up.
 */
@ObjectType()
@Entity({ tableName: 'pos_payment' })
export class PosPayment extends BaseEntity {
  @Index()
  @ManyToOne(() => RegisterSession, { ref: true, deleteRule: 'cascade', hidden: true })
  session!: Ref<RegisterSession>;

  @Index()
  @ManyToOne(() => Order, { ref: true, deleteRule: 'cascade', hidden: true })
  order!: Ref<Order>;

  @Field(() => String)
  @Property({ type: 'string', length: 30 })
  method!: string;

  @Field(() => String, { description: 'Signed: negative for a refund; cash is net of the change (base currency)' })
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Field(() => String, { description: "The sale's currency (blank: the base currency, for payments made before currencies at the counter)" })
  @Property({ type: 'string', length: 10, default: '' })
  currency: string & Opt = '';

  @Field(() => String, { description: 'The amount in the sale currency (what changed hands)' })
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  currencyAmount!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: '' })
  reference: string & Opt = '';
}

/** Units of a counter sale's line brought back (the sum per line never passes what was sold). */
@ObjectType()
@Entity({ tableName: 'pos_return_line' })
export class PosReturnLine extends BaseEntity {
  @Index()
  @ManyToOne(() => Order, { ref: true, deleteRule: 'cascade', hidden: true })
  order!: Ref<Order>;

  @Field(() => Int)
  @Property({ type: 'integer' })
  orderLineId!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  quantity!: number;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  restock!: boolean;

  @Field(() => String)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 30 })
  refundMethod!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: '' })
  adminName: string & Opt = '';
}

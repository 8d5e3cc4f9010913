import { Collection, Entity, Enum, Index, ManyToOne, OneToMany, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { Customer } from '../customer/customer.entity.js';
import { PaymentMethod } from '../payment/payment-method.entity.js';
import { Product } from '../product/product.entity.js';
import { Stock } from '../product/stock.entity.js';
import { ShippingMethod } from '../shipping/shipping-method.entity.js';
import { OrderStatus } from './order-status.js';

/** An address as it was when the order was placed (the address book may change later). */
@ObjectType('OrderAddress')
export class OrderAddressSnapshot {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) country!: string;
  @Field(() => String) contactNumber!: string;
  @Field(() => String) address!: string;
}

/** Where a line's units were taken from, so that a cancellation puts them back in the same place. */
export interface StockAllocation {
  inventoryId: number;
  warehouseId: number;
  warehouseName: string;
  quantity: number;
}

/**
 * An order (spec section 3). Amounts are decimal strings: subtotal, fees, discounts and grand total in
 * the base currency, `chargedTotal` in the order's currency at the rate of the moment (what a card is
 * charged). Names, skus, options, prices and addresses are snapshots. `accessKey` lets a guest reach
 * their own order's payment page; it never appears in a list.
 */
@ObjectType()
@Entity({ tableName: 'shop_order' })
@Index({ name: 'shop_order_status_created_at_index', properties: ['status', 'createdAt'] })
@Index({ name: 'shop_order_created_at_index', properties: ['createdAt'] })
export class Order extends BaseEntity {
  @Field(() => String)
  @Unique()
  @Property({ type: 'string', length: 20 })
  orderNumber!: string;

  @Property({ type: 'uuid', hidden: true })
  accessKey: string & Opt = randomUUID();

  @Index()
  @ManyToOne(() => Customer, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  customer?: Ref<Customer> | null;

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  email!: string;

  @Field(() => OrderStatus)
  @Enum({ items: () => OrderStatus })
  status: OrderStatus & Opt = OrderStatus.pending;

  /** Whether the order's units are out of the inventories (see order-status.ts holdsStock). */
  @Property({ type: 'boolean', default: true })
  stockHeld: boolean & Opt = true;

  @Field(() => String, { description: 'Content language of the order (mails, snapshots)' })
  @Property({ type: 'string', length: 10 })
  language!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 10 })
  currency!: string;

  @Field(() => String, { description: 'Base currency x rate = order currency, at the time of the order' })
  @Property({ type: 'decimal', precision: 18, scale: 8 })
  currencyRate!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 10, default: '' })
  currencyMark: string & Opt = '';

  @Field(() => String)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  subtotal!: string;

  @Field(() => String)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  shippingFee!: string;

  @Field(() => String)
  @Property({ type: 'decimal', precision: 12, scale: 2, default: '0' })
  discountTotal: string & Opt = '0.00';

  @Field(() => String, { description: 'Part of discountTotal taken off the shipping fee' })
  @Property({ type: 'decimal', precision: 12, scale: 2, default: '0' })
  shippingDiscount: string & Opt = '0.00';

  @Field(() => String, { description: 'Paid with reward points (base currency)' })
  @Property({ type: 'decimal', precision: 12, scale: 2, default: '0' })
  pointsDiscount: string & Opt = '0.00';

  @Field(() => Int, { description: 'Reward points redeemed for pointsDiscount' })
  @Property({ type: 'integer', default: 0 })
  pointsUsed: number & Opt = 0;

  /** Bonus points of the order's promotions, credited when its points become usable (points/order-points.ts). */
  @Property({ type: 'json', default: '[]', hidden: true })
  bonusPoints: { promotionId: number; points: number; expiryType: string; expiryDate: string | null }[] & Opt = [];

  /** Percent off every line from the customer's membership tier when the order was priced. */
  @Field(() => String, { description: "Part of discountTotal given by the customer's membership tier" })
  @Property({ type: 'decimal', precision: 12, scale: 2, default: '0' })
  tierDiscount: string & Opt = '0.00';

  @Field(() => String, { description: 'Base currency' })
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  grandTotal!: string;

  @Field(() => String, { description: 'The grand total in the order currency' })
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  chargedTotal!: string;

  @Index()
  @ManyToOne(() => ShippingMethod, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  shippingMethod?: Ref<ShippingMethod> | null;

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  shippingMethodName!: string;

  @Index()
  @ManyToOne(() => PaymentMethod, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  paymentMethod?: Ref<PaymentMethod> | null;

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  paymentMethodName!: string;

  @Field(() => String, { description: 'stripe, cash_on_delivery or bank_transfer' })
  @Property({ type: 'string', length: 30 })
  paymentKind!: string;

  @Field(() => OrderAddressSnapshot)
  @Property({ type: 'json' })
  shippingAddress!: OrderAddressSnapshot;

  @Field(() => OrderAddressSnapshot)
  @Property({ type: 'json' })
  billingAddress!: OrderAddressSnapshot;

  @Field(() => String)
  @Property({ type: 'text', default: '' })
  remark: string & Opt = '';

  @Unique()
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  paymentIntentId?: string | null;

  /**
   * The `stripe_key` of the /stripe card page (spec section 2): an opaque key of this order's card
   * payment, so the page's address never carries the order number or the access key. Card orders only.
   */
  @Unique()
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  stripeKey?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  paidAt?: Date | null;

  /** Where it was placed (OrderSource): storefront, admin for an order taken by phone, pos at a counter. */
  @Field(() => String)
  @Property({ type: 'string', length: 20, default: 'storefront' })
  source: string & Opt = 'storefront';

  @OneToMany(() => OrderLine, (line) => line.order, { orderBy: { id: 'asc' } })
  lines = new Collection<OrderLine>(this);
}

@ObjectType()
@Entity({ tableName: 'order_line' })
export class OrderLine extends BaseEntity {
  @Index()
  @ManyToOne(() => Order, { ref: true, deleteRule: 'cascade', hidden: true })
  order!: Ref<Order>;

  @ManyToOne(() => Stock, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  stock?: Ref<Stock> | null;

  @ManyToOne(() => Product, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  product?: Ref<Product> | null;

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  productName!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 255, default: '' })
  productUrl: string & Opt = '';

  @Field(() => String)
  @Property({ type: 'string', length: 120 })
  sku!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 500, default: '' })
  options: string & Opt = '';

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  image?: string | null;

  @Field(() => Int)
  @Property({ type: 'integer' })
  quantity!: number;

  @Field(() => String)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  unitPrice!: string;

  @Field(() => String)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  lineTotal!: string;

  @Field(() => String, { description: 'Promotions, coupons and points given to this line (order_discount has each share)' })
  @Property({ type: 'decimal', precision: 12, scale: 2, default: '0' })
  discount: string & Opt = '0.00';

  @Field(() => String, { description: 'What the line is paid: lineTotal - discount (refunds and reports read it)' })
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  netTotal!: string;

  @Property({ type: 'json', hidden: true })
  allocations: StockAllocation[] & Opt = [];
}

/** Who moved an order: the shopper (placing), an admin, the payment provider or the system. */
export type OrderActor = 'customer' | 'admin' | 'payment' | 'system';

@ObjectType()
@Entity({ tableName: 'order_status_change' })
export class OrderStatusChange extends BaseEntity {
  @Index()
  @ManyToOne(() => Order, { ref: true, deleteRule: 'cascade', hidden: true })
  order!: Ref<Order>;

  @Field(() => OrderStatus, { nullable: true })
  @Enum({ items: () => OrderStatus, nullable: true })
  fromStatus?: OrderStatus | null;

  @Field(() => OrderStatus)
  @Enum({ items: () => OrderStatus })
  toStatus!: OrderStatus;

  @Field(() => String)
  @Property({ type: 'string', length: 20 })
  actor!: OrderActor;

  @Field(() => String, { description: 'The admin who moved it, when an admin did' })
  @Property({ type: 'string', length: 100, default: '' })
  adminName: string & Opt = '';

  @Field(() => String)
  @Property({ type: 'text', default: '' })
  note: string & Opt = '';
}

@ObjectType()
@Entity({ tableName: 'order_comment' })
export class OrderComment extends BaseEntity {
  @Index()
  @ManyToOne(() => Order, { ref: true, deleteRule: 'cascade', hidden: true })
  order!: Ref<Order>;

  @Field(() => String, { description: 'customer or admin' })
  @Property({ type: 'string', length: 20 })
  author!: 'customer' | 'admin';

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  authorName!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  comment!: string;

  @Field(() => Boolean, { description: 'Internal notes are for staff only' })
  @Property({ type: 'boolean', default: false })
  internal: boolean & Opt = false;
}

/** A payment provider event already handled: a replayed webhook changes nothing twice. */
@Entity({ tableName: 'payment_event' })
export class PaymentEvent {
  @PrimaryKey({ type: 'string', length: 255 })
  id!: string;

  @Property({ type: 'string', length: 100 })
  type!: string;

  @Property({ type: 'integer', nullable: true })
  orderId?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  receivedAt: Date & Opt = new Date();
}

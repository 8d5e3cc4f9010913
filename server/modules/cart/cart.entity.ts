import { Check, Collection, Entity, Index, ManyToOne, OneToMany, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { BaseEntity } from '../../common/base.entity.js';
import { Customer } from '../customer/customer.entity.js';
import { Stock } from '../product/stock.entity.js';

/**
 * A shopping cart (spec section 3: cart_id cookie, items). The id is a random UUID issued by the
 * server, so a cart is readable only by whoever was given its id. A guest cart has no customer; a
 * member has at most one cart, into which a guest cart is merged on login.
 */
@Entity({ tableName: 'cart' })
export class Cart {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Unique()
  @ManyToOne(() => Customer, { ref: true, nullable: true, deleteRule: 'cascade' })
  customer?: Ref<Customer> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  /** Coupon codes the shopper applied (POST /api/cart/coupon), as typed. */
  @Property({ type: 'json', default: '[]' })
  coupons: string[] & Opt = [];

  @OneToMany(() => CartItem, (item) => item.cart, { orderBy: { id: 'asc' } })
  items = new Collection<CartItem>(this);
}

/** One line of a cart: a stock and its quantity (at least 1; one line per stock). */
@Entity({ tableName: 'cart_item' })
@Unique({ name: 'cart_item_cart_id_stock_id_unique', properties: ['cart', 'stock'] })
@Check({ name: 'cart_item_quantity_check', expression: 'quantity >= 1' })
export class CartItem extends BaseEntity {
  @ManyToOne(() => Cart, { ref: true, deleteRule: 'cascade' })
  cart!: Ref<Cart>;

  @ManyToOne(() => Stock, { ref: true, deleteRule: 'cascade', index: true })
  stock!: Ref<Stock>;

  @Property({ type: 'integer' })
  quantity!: number;
}

import { Entity, Enum, Index, ManyToOne, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { Inventory } from './inventory.entity.js';
import { Product } from '../product/product.entity.js';

export enum InventoryHistoryType {
  plus = 'plus',
  minus = 'minus',
  transfer = 'transfer',
  update = 'update',
  /** Units taken by an order. */
  order = 'order',
  /** Units an order gave back (cancelled, rejected, refunded with restock). */
  order_return = 'order_return',
  /** Units sold at the counter (point of sale). */
  pos = 'pos',
  /** Units brought back to a store at the counter (a point-of-sale return with restock). */
  pos_return = 'pos_return',
}
registerEnumType(InventoryHistoryType, { name: 'InventoryHistoryType' });

/**
 * One stock movement, written with every change of an inventory. The texts (warehouse name, sku,
 * option, admin name) are copied at the time of the movement, so the history survives renames and the
 * deletion of the inventory (inventory_id and product_id are then set null).
 */
@ObjectType()
@Entity({ tableName: 'inventory_history' })
@Index({ name: 'inventory_history_inventory_id_created_at_index', properties: ['inventory', 'createdAt'] })
@Index({ name: 'inventory_history_product_id_created_at_index', properties: ['product', 'createdAt'] })
export class InventoryHistory extends BaseEntity {
  @ManyToOne(() => Inventory, { ref: true, nullable: true, deleteRule: 'set null' })
  inventory?: Ref<Inventory> | null;

  /** The inventory's product, for the product's histories. */
  @ManyToOne(() => Product, { ref: true, nullable: true, deleteRule: 'set null' })
  product?: Ref<Product> | null;

  @Field(() => InventoryHistoryType)
  @Enum({ items: () => InventoryHistoryType })
  type!: InventoryHistoryType;

  @Field()
  @Property({ type: 'string', length: 100 })
  warehouseName!: string;

  /** Signed change of the quantity (+N for plus, -N for minus; the moved amount for a transfer). */
  @Field(() => Int)
  @Property({ type: 'integer' })
  quantity!: number;

  /** '+N stock' / '-N stock' (spec section 4). */
  @Field()
  @Property({ type: 'string', length: 100 })
  action!: string;

  @Field(() => String)
  @Property({ type: 'text', default: '' })
  remark: string & Opt = '';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: '' })
  adminName: string & Opt = '';

  @Field(() => String)
  @Property({ type: 'string', length: 120, default: '' })
  sku: string & Opt = '';

  /** The stock's option labels, e.g. 'Red / XL'. */
  @Field(() => String)
  @Property({ type: 'string', length: 500, default: '' })
  option: string & Opt = '';
}

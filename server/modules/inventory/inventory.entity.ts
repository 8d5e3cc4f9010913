import { Check, Entity, Index, ManyToOne, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { Warehouse } from '../warehouse/warehouse.entity.js';
import { Stock } from '../product/stock.entity.js';

/**
 * The quantity of a stock in one warehouse: one row per (stock, warehouse) ("Can't use same
 * warehouse_id in one stock"), never below zero (CHECK). Change quantities with one conditional
 * statement or under a row lock, and write an InventoryHistory row for every movement.
 */
@ObjectType()
@Entity({ tableName: 'inventory' })
@Unique({ name: 'inventory_stock_id_warehouse_id_unique', properties: ['stock', 'warehouse'] })
@Check({ name: 'inventory_quantity_check', expression: 'quantity >= 0' })
// Low stock (the dashboard, the inventory report): the few rows at or under a threshold, not all of them.
@Index({ name: 'inventory_quantity_index', properties: ['quantity'] })
export class Inventory extends BaseEntity {
  @ManyToOne(() => Stock, { ref: true, deleteRule: 'cascade' })
  stock!: Ref<Stock>;

  /** A warehouse holding inventory can not be deleted (restrict). */
  @ManyToOne(() => Warehouse, { ref: true, deleteRule: 'restrict', index: true })
  warehouse!: Ref<Warehouse>;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  quantity: number & Opt = 0;
}

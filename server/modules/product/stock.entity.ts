import { Collection, Entity, ManyToMany, ManyToOne, OneToMany, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { AttributeValue } from '../attribute/attribute-value.entity.js';
import { Inventory } from '../inventory/inventory.entity.js';
import { Product } from './product.entity.js';
import { StockOption } from './stock-option.entity.js';

/**
 * A sellable variant of a product: its option values (one per attribute), sku ({product sku}-stock{n}),
 * price, special price and cost price. Money is PostgreSQL numeric(12,2), a decimal string in JavaScript: never a float.
 */
@ObjectType()
@Entity({ tableName: 'stock' })
export class Stock extends BaseEntity {
  @ManyToOne(() => Product, { ref: true, deleteRule: 'cascade', index: true })
  product!: Ref<Product>;

  @Field()
  @Unique()
  @Property({ type: 'string', length: 120 })
  sku!: string;

  /** Decimal string, e.g. '199.00'. */
  @Field(() => String)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  price!: string;

  /** Decimal string or null (omitted when empty). */
  @Field(() => String, { nullable: true })
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  specialPrice?: string | null;

  /** What one unit cost the merchant (the inventory report's stock value at cost); staff only, never on the storefront. */
  @Field(() => String, { nullable: true, description: 'Decimal or null (not known): what one unit cost the merchant' })
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  costPrice?: string | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  visibled: boolean & Opt = true;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  /**
   * The pictures of this option (a red tote's red pictures): paths among the product's images, shown on
   * the product page when the shopper chooses the option. Empty: the product's pictures.
   */
  @Field(() => [String], { description: "This option's pictures: some of the product's images (empty: all of them)" })
  @Property({ type: 'json', default: '[]' })
  images: string[] & Opt = [];

  /** Attribute values of this stock (pivot stock_option, indexed both ways). */
  @ManyToMany({ entity: () => AttributeValue, pivotEntity: () => StockOption })
  optionValues = new Collection<AttributeValue>(this);

  @OneToMany(() => Inventory, (inventory) => inventory.stock, { orderBy: { id: 'asc' } })
  inventories = new Collection<Inventory>(this);
}

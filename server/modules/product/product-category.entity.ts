import { Entity, Index, ManyToOne, type Ref } from '@mikro-orm/core';
import { Menu } from '../menu/menu.entity.js';
import { Product } from './product.entity.js';

/** The link of a product and a category (a menu item of type category); primary key (product, category). */
@Entity({ tableName: 'product_category' })
@Index({ name: 'product_category_category_id_product_id_index', properties: ['category', 'product'] })
export class ProductCategory {
  @ManyToOne(() => Product, { ref: true, primary: true, deleteRule: 'cascade' })
  product!: Ref<Product>;

  @ManyToOne(() => Menu, { ref: true, primary: true, deleteRule: 'cascade' })
  category!: Ref<Menu>;
}

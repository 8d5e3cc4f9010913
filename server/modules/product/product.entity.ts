import { Collection, Entity, Index, ManyToMany, ManyToOne, OneToMany, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';
import { Brand } from '../brand/brand.entity.js';
import { Menu } from '../menu/menu.entity.js';
import { ProductCategory } from './product-category.entity.js';
import { Stock } from './stock.entity.js';

/**
 * A product (spec section 3). name, description (rich text), meta title and meta description are per
 * language; the rest is global. sku and url are unique.
 *
 * search_text: the text the storefront search matches (names and descriptions in every language with
 * tags stripped, the product's and its stocks' skus), lowercased. It is not computed by the database:
 * the product service rewrites it whenever a product or its stocks change (and the importer too).
 * A GIN trigram index (pg_trgm, `gin_trgm_ops`) serves `search_text ILIKE '%word%'` and similarity
 * ranking for every language, Chinese included (no word boundaries needed).
 */
@ObjectType()
@Entity({ tableName: 'product' })
@Index({
  name: 'product_search_text_trgm_index',
  expression: 'create index "product_search_text_trgm_index" on "product" using gin ("search_text" gin_trgm_ops)',
})
// Chinese (CJK) keywords of one or two characters, which trigrams cannot serve: the characters and
// character pairs of search_text (function shop_cjk_grams, migration 20261122024900_catalogue_speed).
@Index({
  name: 'product_search_text_cjk_index',
  expression: 'create index "product_search_text_cjk_index" on "product" using gin ("shop_cjk_grams"("search_text"))',
})
@Index({ name: 'product_created_at_index', properties: ['createdAt'] })
export class Product extends BaseEntity {
  @Field()
  @Unique()
  @Property({ type: 'string', length: 100 })
  sku!: string;

  @Field()
  @Unique()
  @Property({ type: 'string', length: 255 })
  url!: string;

  /** Translatable, required in the main language (exposed resolved as `name`). */
  @Property({ type: 'json' })
  name: Translations & Opt = {};

  /** Translatable sanitised rich text (exposed resolved as `description`). */
  @Property({ type: 'json' })
  description: Translations & Opt = {};

  /** Translatable (exposed resolved as `metaTitle`). */
  @Property({ type: 'json' })
  metaTitle: Translations & Opt = {};

  /** Translatable (exposed resolved as `metaDescription`). */
  @Property({ type: 'json' })
  metaDescription: Translations & Opt = {};

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isNew: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isFeatured: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isHot: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  visibled: boolean & Opt = true;

  /** Upload paths (`/uploads/...`) in display order; the first is the main picture. */
  @Field(() => [String])
  @Property({ type: 'json' })
  images: string[] & Opt = [];

  @ManyToOne(() => Brand, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  brand?: Ref<Brand> | null;

  /** Menu items of type category (pivot product_category, indexed both ways). */
  @ManyToMany({ entity: () => Menu, pivotEntity: () => ProductCategory })
  categories = new Collection<Menu>(this);

  @OneToMany(() => Stock, (stock) => stock.product, { orderBy: { position: 'asc', id: 'asc' } })
  stocks = new Collection<Stock>(this);

  /** Maintained by the product service (see above); never part of an answer. */
  @Property({ type: 'text', default: '', hidden: true, lazy: true })
  searchText: string & Opt = '';
}

import { Collection, Entity, Enum, Index, ManyToOne, OneToMany, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';

/** Menu item types and their storefront link targets (spec section 2). */
export enum MenuType {
  category = 'category',
  page = 'page',
  link = 'link',
  blog_article = 'blog_article',
  blog_category = 'blog_category',
  form = 'form',
}
registerEnumType(MenuType, { name: 'MenuType', description: 'category, page, link, blog_article, blog_category, form' });

/**
 * An item of the storefront navigation; an item of type category is a catalogue category holding
 * products (product_category). Title, short description and meta fields are per language; the rest is
 * global. The url is unique among items of the same type, except links (any address, repeats allowed).
 * Deleting an item deletes its descendants (FK on delete cascade).
 */
@ObjectType()
@Entity({ tableName: 'menu' })
@Index({ name: 'menu_parent_id_sort_order_index', properties: ['parent', 'order'] })
@Index({
  name: 'menu_type_url_unique',
  expression: `create unique index "menu_type_url_unique" on "menu" ("type", "url") where "type" <> 'link'`,
})
@Index({ name: 'menu_url_index', properties: ['url'] })
export class Menu extends BaseEntity {
  @ManyToOne(() => Menu, { ref: true, nullable: true, deleteRule: 'cascade' })
  parent?: Ref<Menu> | null;

  @OneToMany(() => Menu, (menu) => menu.parent, { orderBy: { order: 'asc', id: 'asc' } })
  children = new Collection<Menu>(this);

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  /** Translatable (exposed resolved as `title`). */
  @Property({ type: 'json' })
  title: Translations & Opt = {};

  /** Translatable (exposed resolved as `shortDescription`). */
  @Property({ type: 'json' })
  shortDescription: Translations & Opt = {};

  /** Translatable (exposed resolved as `metaTitle`). */
  @Property({ type: 'json' })
  metaTitle: Translations & Opt = {};

  /** Translatable (exposed resolved as `metaDescription`). */
  @Property({ type: 'json' })
  metaDescription: Translations & Opt = {};

  @Field(() => MenuType)
  @Enum({ items: () => MenuType })
  type!: MenuType;

  @Field()
  @Property({ type: 'string', length: 500 })
  url!: string;

  /** Position among siblings, in steps of 100 (spec section 4). Column `sort_order` (ORDER is reserved). */
  @Field(() => Int)
  @Property({ type: 'integer', fieldName: 'sort_order', default: 0 })
  order: number & Opt = 0;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  openInCurrentTab: boolean & Opt = true;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  displayInMobile: boolean & Opt = true;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  displayInDesktop: boolean & Opt = true;

  /** Banner upload path (`/uploads/...`) or empty. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  image?: string | null;

  /** Depth in the tree: 1 for a top item; kept by the menu service when an item moves. */
  @Field(() => Int)
  @Property({ type: 'integer', default: 1 })
  level: number & Opt = 1;
}

import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ValidateBy } from 'class-validator';
import { Paginated } from '../../common/pagination.js';
import { Matches, MaxLength, MESSAGES, Money, NoRepeated, Required, isPresent } from '../../common/validation/rules.js';
import { SEARCH_KEYWORD_PATTERN } from '../../../core/messages.js';
import { CategoryRef, StockOptionValue } from './product.views.js';

/** Search keyword (spec section 5; see searchWords), shared with the web's search box. */
export const KEYWORD_PATTERN = SEARCH_KEYWORD_PATTERN;

/** The distinct words of a keyword, lowercased (search_text is lowercase); at most 10 count. */
export function searchWords(keyword: string): string[] {
  return [...new Set(keyword.toLowerCase().split(/ +/).filter(Boolean))].slice(0, 10);
}

const PageNumber = () =>
  ValidateBy({
    name: 'page',
    validator: { validate: (v) => v == null || (Number.isInteger(v) && v >= 1 && v <= 100000), defaultMessage: () => MESSAGES.noSpecific },
  });
const PageSize = () =>
  ValidateBy({
    name: 'perPage',
    validator: { validate: (v) => v == null || (Number.isInteger(v) && v >= 1 && v <= 100), defaultMessage: () => MESSAGES.noSpecific },
  });
@InputType()
export class SearchProductsInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  @Matches('keyword', KEYWORD_PATTERN)
  keyword!: string;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @PageNumber()
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: 24, description: '1 to 100' })
  @PageSize()
  perPage?: number;

  @Field(() => Boolean, { nullable: true, description: 'True: only products some visible stock of which can be sold (as available)' })
  inStock?: boolean | null;
}

export const CATEGORY_SORTS = ['newest', 'price', '-price', 'name', '-name'] as const;

@InputType()
export class CategoryProductsInput {
  @Field(() => String, { nullable: true, description: 'The category (menu item of type category) url' })
  @Required()
  url!: string;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @PageNumber()
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: 24, description: '1 to 100' })
  @PageSize()
  perPage?: number;

  @Field(() => String, { nullable: true, description: 'newest (default), price, -price, name, -name' })
  @ValidateBy({
    name: 'sort',
    validator: { validate: (v) => v == null || v === '' || (CATEGORY_SORTS as readonly string[]).includes(v), defaultMessage: () => MESSAGES.noSpecific },
  })
  sort?: string | null;

  @Field(() => [Int], { nullable: true, description: 'Attribute value ids: any of one attribute, all attributes (on one visible stock)' })
  @NoRepeated()
  options?: number[] | null;

  @Field(() => [Int], { nullable: true, description: 'Brand ids (any of)' })
  brands?: number[] | null;

  @Field(() => String, { nullable: true, description: 'Lowest selling price (special price when set)' })
  @Money()
  priceMin?: string | null;

  @Field(() => String, { nullable: true })
  @Money()
  priceMax?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'True: only products some visible stock of which can be sold (as available)' })
  inStock?: boolean | null;
}

export const WIDGET_TYPES = ['new', 'featured', 'hot', 'category', 'brand'] as const;

@InputType()
export class ProductWidgetInput {
  @Field(() => String, { nullable: true, description: 'new, featured, hot, category or brand' })
  @Required()
  @ValidateBy({
    name: 'widgetType',
    validator: { validate: (v) => !isPresent(v) || (WIDGET_TYPES as readonly string[]).includes(v), defaultMessage: () => MESSAGES.noSpecific },
  })
  type!: string;

  @Field(() => Int, { nullable: true, description: 'The category or brand id' })
  id?: number | null;

  @Field(() => String, { nullable: true, description: 'The category or brand url' })
  url?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 8, description: '1 to 50' })
  @ValidateBy({
    name: 'limit',
    validator: { validate: (v) => v == null || (Number.isInteger(v) && v >= 1 && v <= 50), defaultMessage: () => MESSAGES.noSpecific },
  })
  limit?: number;
}

/** A product in a storefront list: prices of its cheapest visible stock (null for visitors in member-only mode). */
@ObjectType()
export class ProductCard {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  sku!: string;

  @Field(() => String)
  url!: string;

  @Field(() => String)
  name!: string;

  @Field(() => [String])
  images!: string[];

  @Field(() => [String])
  imageList!: string[];

  @Field(() => Boolean)
  isNew!: boolean;

  @Field(() => Boolean)
  isFeatured!: boolean;

  @Field(() => Boolean)
  isHot!: boolean;

  @Field(() => String, { nullable: true })
  price?: string | null;

  @Field(() => String, { nullable: true })
  specialPrice?: string | null;

  @Field(() => Boolean, { description: 'Some visible stock can be sold' })
  available!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
export class ProductCardList extends Paginated(ProductCard) {}

@ObjectType()
export class StorefrontStock {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  sku!: string;

  @Field(() => String, { nullable: true, description: 'Null for visitors in member-only mode' })
  price?: string | null;

  @Field(() => String, { nullable: true, description: 'Null when there is none (or for visitors in member-only mode)' })
  specialPrice?: string | null;

  @Field(() => [Int], { description: 'Attribute value ids' })
  options!: number[];

  @Field(() => [StockOptionValue])
  optionValues!: StockOptionValue[];

  @Field(() => Int, { description: 'What can be bought: quantities in the selling warehouses' })
  allAvailableInventories!: number;

  @Field(() => [String], { description: "This option's pictures (absolute addresses, as imageList); empty: the product's" })
  imageList!: string[];
}

@ObjectType()
export class StorefrontAttributeValue {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  code!: string;

  @Field(() => String)
  label!: string;
}

/** An option kind of the product with the values its visible stocks use (the option selector). */
@ObjectType()
export class StorefrontAttribute {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  key!: string;

  @Field(() => String)
  title!: string;

  @Field(() => [StorefrontAttributeValue])
  values!: StorefrontAttributeValue[];
}

@ObjectType()
export class StorefrontBrand {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  url!: string;
}

@ObjectType()
export class StorefrontProduct extends ProductCard {
  @Field(() => String)
  description!: string;

  @Field(() => String)
  metaTitle!: string;

  @Field(() => String)
  metaDescription!: string;

  @Field(() => Boolean, { description: 'False for visitors in member-only mode: prices are null' })
  priceVisible!: boolean;

  @Field(() => StorefrontBrand, { nullable: true })
  brand?: StorefrontBrand | null;

  @Field(() => [CategoryRef])
  categories!: CategoryRef[];

  @Field(() => [StorefrontStock], { description: 'Visible stocks' })
  stocks!: StorefrontStock[];

  @Field(() => [StorefrontAttribute])
  attributes!: StorefrontAttribute[];
}

/**
 * What a category page can filter by: the option values, brands and price range that occur among the
 * visible products of the category and its enabled subcategories (the filter panel offers only these).
 */
@ObjectType()
export class CategoryFacets {
  @Field(() => [StorefrontAttribute], { description: 'Attributes (in attribute order) with the values visible stocks use' })
  attributes!: StorefrontAttribute[];

  @Field(() => [StorefrontBrand], { description: 'Enabled brands of the products' })
  brands!: StorefrontBrand[];

  @Field(() => String, { nullable: true, description: "Lowest of the products' lowest selling prices (null without priced products)" })
  priceMin?: string | null;

  @Field(() => String, { nullable: true, description: "Highest of the products' lowest selling prices" })
  priceMax?: string | null;
}

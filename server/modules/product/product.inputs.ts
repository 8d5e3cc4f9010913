import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsOptional, ValidateBy, ValidateNested } from 'class-validator';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { ListOptions, Paginated } from '../../common/pagination.js';
import { MAX_INT, MaxItems, MaxLength, MESSAGES, Money, NoRepeated, Required, WholeNumberIn } from '../../common/validation/rules.js';
import { Product } from './product.entity.js';
import { STOCK_MESSAGES } from '../../../core/messages.js';

export const PRODUCT_MESSAGES = {
  skuTaken: 'The sku has already been taken.',
  urlTaken: 'The url has already been taken.',
  oneValuePerAttribute: 'Choose one value per option.',
  ...STOCK_MESSAGES,
} as const;

const NonNegativeInt = () => WholeNumberIn('nonNegativeInt', 0, MAX_INT);
/** Upload paths of this shop (what uploadImage answers), or absolute http(s) addresses. */
const ImagePaths = () =>
  ValidateBy({
    name: 'imagePaths',
    validator: {
      validate: (v) =>
        !Array.isArray(v) ||
        v.every(
          (p) =>
            typeof p === 'string' && p.length <= 500 && (/^\/uploads\/[A-Za-z0-9/_.-]+$/.test(p) ? !p.split('/').includes('..') : /^https?:\/\/\S+$/i.test(p)),
        ),
      defaultMessage: () => MESSAGES.noSpecific,
    },
  });
/** No two inventories of one stock in the same warehouse (spec section 5). */
const OneInventoryPerWarehouse = () => NoRepeated('warehouseId', PRODUCT_MESSAGES.sameWarehouse);

@InputType()
export class InventoryInput {
  @Field(() => Int, { nullable: true, description: 'An existing inventory of this stock; absent for a new one' })
  id?: number | null;

  @Field(() => Int, { nullable: true })
  @Required()
  warehouseId!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Quantity of a new inventory; an existing one changes only when expectedQuantity is sent and still stored (an update movement)',
  })
  @Required()
  @NonNegativeInt()
  quantity!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The quantity the form showed for an existing inventory: a different quantity is written only while this is still the stored one',
  })
  @NonNegativeInt()
  expectedQuantity?: number | null;
}

@InputType()
export class StockInput {
  @Field(() => Int, { nullable: true, description: 'An existing stock of this product; absent for a new one' })
  id?: number | null;

  @Field(() => String, { nullable: true, description: 'Empty: {product sku}-stock{n}' })
  @MaxLength(120)
  sku?: string | null;

  @Field(() => String, { nullable: true, description: "Decimal, e.g. '199.00'" })
  @Required()
  @Money()
  price!: string;

  @Field(() => String, { nullable: true, description: 'Decimal or empty (no special price)' })
  @Money()
  specialPrice?: string | null;

  @Field(() => String, { nullable: true, description: 'What one unit cost: decimal, empty for not known; absent keeps it' })
  @Money()
  costPrice?: string | null;

  @Field(() => Boolean, { nullable: true })
  visibled?: boolean | null;

  @Field(() => [String], { nullable: true, description: "This option's pictures, among the product's images (others are left out); absent keeps them" })
  @IsOptional()
  @MaxLength(500, { each: true })
  images?: string[] | null;

  @Field(() => [Int], { nullable: true, description: 'Attribute value ids, at most one per attribute' })
  @NoRepeated()
  options?: number[] | null;

  @Field(() => [InventoryInput], { nullable: true })
  @IsOptional()
  @OneInventoryPerWarehouse()
  @ValidateNested({ each: true })
  inventories?: InventoryInput[] | null;
}

@InputType({ description: 'A product as the back office form sends it; translatable texts are for the request language' })
export class ProductInput {
  @Field(() => String, { nullable: true, description: 'Empty: generated from the name in the main language' })
  @MaxLength(85)
  sku?: string | null;

  @Field(() => String, { nullable: true, description: 'Empty: generated from the name in the main language' })
  @MaxLength(200)
  url?: string | null;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  name!: string;

  @Field(() => String, { nullable: true, description: 'Rich text (sanitised)' })
  description?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(255)
  metaTitle?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  metaDescription?: string | null;

  @Field(() => Boolean, { nullable: true })
  isNew?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isFeatured?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isHot?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  visibled?: boolean | null;

  @Field(() => [String], { nullable: true, description: 'Upload paths kept, in order (from uploadImage)' })
  @ImagePaths()
  images?: string[] | null;

  @Field(() => [GraphQLUpload], { nullable: true, description: 'New pictures, appended after images' })
  uploadImages?: Promise<FileUpload>[] | null;

  @Field(() => [Int], { nullable: true, description: 'Menu items of type category' })
  @NoRepeated()
  categories?: number[] | null;

  @Field(() => Int, { nullable: true })
  brandId?: number | null;

  @Field(() => [StockInput], { nullable: true })
  @IsOptional()
  @ValidateNested({ each: true })
  stocks?: StockInput[] | null;
}

@InputType({ description: "One stock's selling prices (setStockPrices)" })
export class StockPriceInput {
  @Field(() => Int, { nullable: true, description: 'A stock of the product (its id)' })
  @Required()
  stockId!: number;

  @Field(() => String, { nullable: true, description: "Decimal, e.g. '199.00'" })
  @Required()
  @Money()
  price!: string;

  @Field(() => String, { nullable: true, description: 'Decimal, or empty to end a sale; absent keeps it' })
  @Money()
  specialPrice?: string | null;
}

@InputType({ description: "Selling prices of some of a product's stocks; the other stocks, quantities and fields stay as they are" })
export class StockPricesInput {
  @Field(() => [StockPriceInput], { nullable: true })
  @Required()
  @MaxItems('maxItems', 500)
  @ValidateNested({ each: true })
  stocks!: StockPriceInput[];
}

@InputType({ description: 'List options of the product list: paging, sort, keyword (name in any language, sku) and filters' })
export class ProductListOptions extends ListOptions {
  @Field(() => Int, { nullable: true })
  brandId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Products in this category' })
  categoryId?: number | null;

  @Field(() => [Int], { nullable: true, description: 'Only these products (e.g. the names of ids a picker holds), at most 100' })
  @ValidateBy({ name: 'atMost100', validator: { validate: (v) => !Array.isArray(v) || v.length <= 100, defaultMessage: () => MESSAGES.noSpecific } })
  ids?: number[] | null;

  @Field(() => Boolean, { nullable: true })
  visibled?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isNew?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isFeatured?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isHot?: boolean | null;
}

@ObjectType()
export class ProductList extends Paginated(Product) {}

import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchResult, BatchVisibilityInput } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { Brand } from '../brand/index.js';
import { InventoryHistory, InventoryService } from '../inventory/index.js';
import { Product } from './product.entity.js';
import { ProductInput, ProductList, ProductListOptions, StockPricesInput } from './product.inputs.js';
import { PRODUCT_HISTORY_LIMIT, productLoaders } from './product.loaders.js';
import { ProductService } from './product.service.js';
import type { ProductView } from './helpers/product-list.js';
import { Stock } from './stock.entity.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { translated } from '../settings/index.js';

/**
 * The back office's products (permission `product`) and the fields every product answer has. A field's
 * root is a Product entity or a listed product's plain row (ProductView): typed as the view, so that
 * type-graphql hands it over as it is (for a root typed as an entity class it builds an entity from each
 * plain row, for every field of every product).
 */
@Resolver(() => Product)
export class ProductResolver {
  // Orders taken by phone pick their stocks from this list, so order staff may read it too.
  @RequirePermission(Permission.product, Permission.order)
  @Query(() => ProductList)
  products(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ProductListOptions, { nullable: true }) options?: ProductListOptions,
    @Arg('language', () => String, { nullable: true }) language?: string,
  ) {
    return ProductService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.product)
  @Query(() => Product)
  product(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, { nullable: true }) language?: string) {
    return ProductService.of(ctx).get(id, language);
  }

  @RequirePermission(Permission.product)
  @Mutation(() => Product)
  createProduct(
    @Ctx() ctx: AppContext,
    @Arg('input', () => ProductInput) input: ProductInput,
    @Arg('language', () => String, { nullable: true }) language?: string,
  ) {
    return ProductService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.product)
  @Mutation(() => Product)
  updateProduct(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ProductInput, PARTIAL_UPDATE) input: ProductInput,
    @Arg('language', () => String, { nullable: true }) language?: string,
  ) {
    return ProductService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.product)
  @Mutation(() => Product, { description: "Sets the selling prices of some of a product's stocks; everything else stays as it is" })
  setStockPrices(
    @Ctx() ctx: AppContext,
    @Arg('productId', () => Int) productId: number,
    @Arg('input', () => StockPricesInput) input: StockPricesInput,
    @Arg('language', () => String, { nullable: true }) language?: string,
  ) {
    return ProductService.of(ctx).setStockPrices(productId, input, language);
  }

  @RequirePermission(Permission.product)
  @Mutation(() => Boolean)
  deleteProduct(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return ProductService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.product)
  @Mutation(() => BatchResult)
  async deleteProducts(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await ProductService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.product)
  @Mutation(() => BatchResult, { description: 'Batch visibility: {ids, data: {visibled}}' })
  async updateProducts(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchVisibilityInput) data: BatchVisibilityInput) {
    return { affected: await ProductService.of(ctx).updateVisibility(ids, data.visibled) };
  }

  @FieldResolver(() => String)
  name(@Root() product: ProductView, @Ctx() ctx: AppContext) {
    return translated(ctx, product.name);
  }

  @FieldResolver(() => String, { description: 'Sanitised rich text' })
  description(@Root() product: ProductView, @Ctx() ctx: AppContext) {
    return translated(ctx, product.description);
  }

  @FieldResolver(() => String)
  metaTitle(@Root() product: ProductView, @Ctx() ctx: AppContext) {
    return translated(ctx, product.metaTitle);
  }

  @FieldResolver(() => String)
  metaDescription(@Root() product: ProductView, @Ctx() ctx: AppContext) {
    return translated(ctx, product.metaDescription);
  }

  @FieldResolver(() => [String], { description: 'The images as absolute addresses, in order' })
  imageList(@Root() product: ProductView, @Ctx() ctx: AppContext): string[] {
    const base = ctx.runtime.config.publicUrl.replace(/\/+$/, '');
    return product.images.map((image) => (image.startsWith('/') ? `${base}${image}` : image));
  }

  @FieldResolver(() => Int, { nullable: true })
  brandId(@Root() product: ProductView): number | null {
    return product.brand?.id ?? null;
  }

  @FieldResolver(() => Brand, { nullable: true })
  brand(@Root() product: ProductView, @Ctx() ctx: AppContext) {
    return product.brand ? productLoaders(ctx).brand.load(product.brand.id) : null;
  }

  @FieldResolver(() => [Int], { description: 'Category (menu item) ids' })
  async categories(@Root() product: ProductView, @Ctx() ctx: AppContext): Promise<number[]> {
    return (await productLoaders(ctx).categories.load(product.id)).map((menu) => menu.id);
  }

  @FieldResolver(() => [String], { description: 'Category titles in the request language' })
  async categoriesNames(@Root() product: ProductView, @Ctx() ctx: AppContext): Promise<string[]> {
    const menus = await productLoaders(ctx).categories.load(product.id);
    return Promise.all(menus.map((menu) => translated(ctx, menu.title)));
  }

  @FieldResolver(() => [Stock])
  stocks(@Root() product: ProductView, @Ctx() ctx: AppContext) {
    return productLoaders(ctx).stocks.load(product.id);
  }

  @FieldResolver(() => [InventoryHistory], {
    description: `The latest ${PRODUCT_HISTORY_LIMIT} stock movements of the product's inventories, newest first (all of them: productInventoryHistories)`,
  })
  inventoriesHistories(@Root() product: ProductView, @Ctx() ctx: AppContext) {
    return productLoaders(ctx).histories.load(product.id);
  }

  @RequirePermission(Permission.product)
  @Query(() => [InventoryHistory])
  async productInventoryHistories(@Ctx() ctx: AppContext, @Arg('productId', () => Int) productId: number) {
    await ProductService.of(ctx).assertExists(productId);
    return InventoryService.of(ctx).productHistories(productId);
  }
}

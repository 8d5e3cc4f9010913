import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../common/context.js';
import { refId } from '../../common/loaders.js';
import { stockOptionValues } from './helpers/option-values.js';
import { Inventory, InventoryHistory } from '../inventory/index.js';
import { productLoaders, type StockView } from './product.loaders.js';
import { StockOptionValue } from './product.views.js';
import { Stock } from './stock.entity.js';
import { inventoryStatus, sellableTotal, sellingRule } from '../warehouse/index.js';

/** Fields of a stock: its options, inventories and what the storefront can sell of it. */
@Resolver(() => Stock)
export class StockResolver {
  @FieldResolver(() => Int)
  productId(@Root() stock: StockView): number {
    return stock.product.id;
  }

  @FieldResolver(() => [Int], { description: 'Attribute value ids' })
  async options(@Root() stock: StockView, @Ctx() ctx: AppContext): Promise<number[]> {
    return (await productLoaders(ctx).optionValues.load(stock.id)).map((value) => value.id);
  }

  @FieldResolver(() => [StockOptionValue])
  async optionValues(@Root() stock: StockView, @Ctx() ctx: AppContext): Promise<StockOptionValue[]> {
    const loaders = productLoaders(ctx);
    return stockOptionValues(ctx, loaders, await loaders.optionValues.load(stock.id));
  }

  @FieldResolver(() => [Inventory])
  inventories(@Root() stock: StockView, @Ctx() ctx: AppContext) {
    return productLoaders(ctx).inventories.load(stock.id);
  }

  @FieldResolver(() => Int, { description: 'What the storefront can sell: quantities in selling warehouses (settings product)' })
  async allAvailableInventories(@Root() stock: StockView, @Ctx() ctx: AppContext): Promise<number> {
    const [rule, quantities] = await Promise.all([sellingRule(ctx), productLoaders(ctx).quantities.load(stock.id)]);
    return sellableTotal(rule, quantities);
  }
}

/** Fields of an inventory: its warehouse and status (disabled with the warehouse). */
@Resolver(() => Inventory)
export class InventoryResolver {
  @FieldResolver(() => Int)
  stockId(@Root() inventory: Inventory): number {
    return inventory.stock.id;
  }

  @FieldResolver(() => Int)
  warehouseId(@Root() inventory: Inventory): number {
    return inventory.warehouse.id;
  }

  @FieldResolver(() => String)
  async warehouseName(@Root() inventory: Inventory, @Ctx() ctx: AppContext): Promise<string> {
    return (await sellingRule(ctx)).warehouses.get(inventory.warehouse.id)?.name ?? '';
  }

  @FieldResolver(() => String, { description: "'enabled', or 'disabled' when the warehouse is disabled (not sellable)" })
  async status(@Root() inventory: Inventory, @Ctx() ctx: AppContext): Promise<string> {
    return inventoryStatus(await sellingRule(ctx), inventory.warehouse.id);
  }

  @FieldResolver(() => Int, { description: 'The quantity, or 0 when the warehouse is disabled' })
  async availableInventories(@Root() inventory: Inventory, @Ctx() ctx: AppContext): Promise<number> {
    return inventoryStatus(await sellingRule(ctx), inventory.warehouse.id) === 'enabled' ? inventory.quantity : 0;
  }
}

@Resolver(() => InventoryHistory)
export class InventoryHistoryResolver {
  @FieldResolver(() => Int, { nullable: true })
  inventoryId(@Root() history: InventoryHistory): number | null {
    return refId(history.inventory);
  }

  @FieldResolver(() => Int, { nullable: true })
  productId(@Root() history: InventoryHistory): number | null {
    return refId(history.product);
  }
}

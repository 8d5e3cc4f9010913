import type DataLoader from 'dataloader';
import type { AppContext } from '../../common/context.js';
import { groupedBy } from '../../common/loaders.js';
import { Attribute } from '../attribute/index.js';
import { Brand } from '../brand/index.js';
import { Warehouse } from '../warehouse/index.js';
import { Inventory, InventoryHistory } from '../inventory/index.js';
import type { Stock } from './stock.entity.js';
import { intArray, run } from '../../common/sql.js';
import type { Translations } from '../../common/translations.js';
import {
  PRODUCT_HISTORY_LIMIT,
  latestMovementIds,
  productCategoryRows,
  productStockRows,
  stockOptionValueRows,
  stockQuantityRows,
  type StockRow,
} from './product.sql.js';

/** How many stock movements a product answer carries (the newest). */
export { PRODUCT_HISTORY_LIMIT };

/**
 * The catalogue's per-request loaders (on top of common/loaders.ts): whatever a field resolver of a
 * product, stock or inventory needs, fetched for every row of the answer at once. A page of 100
 * products costs the same number of SQL statements as a page of 10.
 */
export function productLoaders(ctx: AppContext) {
  const { loaders, em } = ctx;
  return {
    /**
     * A product's stocks in form order (position, id), visible or not. Their option values and quantities
     * come in the same rows and are handed to those loaders (nearly every answer with stocks shows them).
     */
    stocks: loaders.custom<StockView[]>('product:stocks', async (productIds) => {
      const rows = (await run(em, productStockRows, [intArray(productIds)])).map((row) => row.stock);
      const all: StockPartLoaders = productLoaders(ctx);
      return groupedBy(
        productIds,
        rows,
        (row) => row.product_id,
        (row) => stockView(all, row),
      );
    }),
    /** A stock's inventories (one per warehouse). */
    inventories: loaders.many(Inventory, 'stock', { orderBy: { id: 'asc' } }),
    /**
     * A product's latest stock movements, newest first (at most PRODUCT_HISTORY_LIMIT each: every order
     * adds movements, and a list of products must not grow with its sales; productInventoryHistories
     * has all of them). Two statements for any number of products: the latest ids by the
     * (product_id, created_at) index, then the rows.
     */
    histories: loaders.custom<InventoryHistory[]>('product:latestHistories', async (productIds) => {
      const latest = await run(em, latestMovementIds, [intArray(productIds)]);
      const rows = latest.length ? await em.find(InventoryHistory, { id: { $in: latest.map((row) => row.id) } }) : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return groupedBy(
        productIds,
        latest,
        (row) => row.product_id,
        (row) => byId.get(row.id)!,
      );
    }),
    brand: loaders.byId(Brand),
    warehouse: loaders.byId(Warehouse),
    attribute: loaders.byId(Attribute),
    /** A stock's option values (through stock_option), by attribute value id. */
    optionValues: loaders.custom<StockValue[]>('product:stockOptionValues', async (stockIds) =>
      groupedBy(stockIds, await run(em, stockOptionValueRows, [intArray(stockIds)]), (row) => row.stock_id, stockValue),
    ),
    /** A stock's inventories as warehouse and quantity: what the storefront can sell of it (warehouse/selling.ts sellableTotal). */
    quantities: loaders.custom<WarehouseQuantity[]>('product:stockQuantities', async (stockIds) =>
      groupedBy(stockIds, await run(em, stockQuantityRows, [intArray(stockIds)]), (row) => row.stock_id, warehouseQuantity),
    ),
    /** A product's categories (through product_category), in menu order. */
    categories: loaders.custom<CategoryRef[]>('product:categories', async (productIds) =>
      groupedBy(
        productIds,
        await run(em, productCategoryRows, [intArray(productIds)]),
        (row) => row.product_id,
        (row) => ({ id: row.id, title: row.title }),
      ),
    ),
  };
}

export type ProductLoaders = ReturnType<typeof productLoaders>;

/** The loaders a stock row fills besides the stocks'. */
interface StockPartLoaders {
  optionValues: DataLoader<number, StockValue[]>;
  quantities: DataLoader<number, WarehouseQuantity[]>;
}

/** A product's stocks read with another statement (the admin list's page): its stocks loader holds them. */
export function primeStocks(loaders: ProductLoaders, productId: number, rows: StockRow[]): void {
  loaders.stocks.prime(
    productId,
    rows.map((row) => stockView(loaders, row)),
  );
}

/** A stock as answered, its option values and quantities handed to their loaders. */
function stockView({ optionValues, quantities }: StockPartLoaders, row: StockRow): StockView {
  optionValues.prime(row.id, row.option_values.map(stockValue));
  quantities.prime(row.id, row.quantities.map(warehouseQuantity));
  return {
    id: row.id,
    product: { id: row.product_id },
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    sku: row.sku,
    price: row.price,
    specialPrice: row.special_price,
    costPrice: row.cost_price,
    visibled: row.visibled,
    position: row.position,
    images: row.images,
  };
}

function stockValue(row: { id: number; code: string; label: Translations; attribute_id: number }): StockValue {
  return { id: row.id, code: row.code, label: row.label, attributeId: row.attribute_id };
}

function warehouseQuantity(row: { warehouse_id: number; quantity: number }): WarehouseQuantity {
  return { warehouseId: row.warehouse_id, quantity: row.quantity };
}

/** A stock as the GraphQL type Stock answers it: its columns and its product's id (an entity is one too). */
export type StockView = Pick<Stock, 'id' | 'createdAt' | 'updatedAt' | 'sku' | 'price' | 'specialPrice' | 'costPrice' | 'visibled' | 'position' | 'images'> & {
  product: { id: number };
};

/** An option value of a stock, as the stock answers name it. */
export interface StockValue {
  id: number;
  code: string;
  label: Translations;
  attributeId: number;
}

export interface WarehouseQuantity {
  warehouseId: number;
  quantity: number;
}

/** A category of a product: its id and title. */
export interface CategoryRef {
  id: number;
  title: Translations;
}

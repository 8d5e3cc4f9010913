import type { AppContext } from '../../common/context.js';
import { refId } from '../../common/loaders.js';
import { Attribute } from '../attribute/attribute.entity.js';
import { AttributeValue } from '../attribute/attribute-value.entity.js';
import { Brand } from '../brand/brand.entity.js';
import { Menu } from '../menu/menu.entity.js';
import { Warehouse } from '../warehouse/warehouse.entity.js';
import { Inventory } from '../inventory/inventory.entity.js';
import { InventoryHistory } from '../inventory/inventory-history.entity.js';
import { ProductCategory } from './product-category.entity.js';
import { Stock } from './stock.entity.js';
import { StockOption } from './stock-option.entity.js';
import { intArray, run } from '../../common/sql.js';
import { PRODUCT_HISTORY_LIMIT, latestMovementIds } from './product.sql.js';

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
    /** A product's stocks in form order (position, id), visible or not. */
    stocks: loaders.many(Stock, 'product', { orderBy: { position: 'asc', id: 'asc' } }),
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
      const byProduct = new Map<number, InventoryHistory[]>(productIds.map((id) => [id, []]));
      for (const row of latest) byProduct.get(row.product_id)?.push(byId.get(row.id)!);
      return productIds.map((id) => byProduct.get(id)!);
    }),
    brand: loaders.byId(Brand),
    warehouse: loaders.byId(Warehouse),
    attribute: loaders.byId(Attribute),
    /** A stock's option values (through stock_option), in attribute order. */
    optionValues: loaders.custom<AttributeValue[]>('product:stockOptionValues', async (stockIds) => {
      const links = await em.find(StockOption, { stock: { $in: [...stockIds] } }, { populate: ['attributeValue'], strategy: 'joined' });
      const byStock = new Map<number, AttributeValue[]>(stockIds.map((id) => [id, []]));
      for (const link of links) byStock.get(refId(link.stock)!)?.push(link.attributeValue.getEntity());
      return stockIds.map((id) => byStock.get(id)!);
    }),
    /** A product's categories (through product_category), in menu order. */
    categories: loaders.custom<Menu[]>('product:categories', async (productIds) => {
      const links = await em.find(ProductCategory, { product: { $in: [...productIds] } }, { populate: ['category'], strategy: 'joined' });
      const byProduct = new Map<number, Menu[]>(productIds.map((id) => [id, []]));
      for (const link of links) byProduct.get(refId(link.product)!)?.push(link.category.getEntity());
      for (const list of byProduct.values()) list.sort((a, b) => a.order - b.order || a.id - b.id);
      return productIds.map((id) => byProduct.get(id)!);
    }),
  };
}

export type ProductLoaders = ReturnType<typeof productLoaders>;

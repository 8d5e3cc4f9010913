import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray, run } from '../../common/sql.js';
import { productsMovedSince, sellableOfStocks } from './inventory.sql.js';

/**
 * Read-only views of the stock for other modules (the product feed, issue 45): what each stock holds in
 * the warehouses that sell, and which products' stock moved. Only this module writes quantities.
 *
 * Units of each stock in these (selling) warehouses; a stock without any is left out (0). */
export async function sellableQuantities(em: EntityManager, stockIds: readonly number[], warehouseIds: readonly number[]): Promise<Map<number, number>> {
  if (!stockIds.length || !warehouseIds.length) return new Map();
  const rows = await run(em, sellableOfStocks, [intArray(warehouseIds), intArray(stockIds)]);
  return new Map(rows.map((row) => [Number(row.stock_id), Number(row.quantity)]));
}

/** The products one of whose inventories was written after `since` (a sale, a movement, a count). */
export async function productsWithStockMovedSince(em: EntityManager, since: Date): Promise<number[]> {
  return (await run(em, productsMovedSince, [since])).map((row) => Number(row.product_id));
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../common/errors.js';
import { intArray, run } from '../../common/sql.js';
import { applyMovementsSql, lockInventories, lockOrdersInventories, lockStocksInventories, takeAtCounterSql } from './inventory.sql.js';
import { stockWritten } from './stock-written.js';
import { InventoryHistoryType, historyTexts } from './history.js';
import type { StockAllocation } from '../order/index.js';
import { type SellingRule, sellsFrom } from '../warehouse/index.js';

/** What a sale is told when its stock is not there (checkout, phone orders and the counter). */
export const SALE_STOCK_MESSAGES = {
  outOfStock: (sku: string) => `Sorry, ${sku} has just sold out or has fewer units left than you asked for. Nothing was charged; please change your cart.`,
} as const;

export interface StockDemand {
  stockId: number;
  productId: number;
  quantity: number;
  sku: string;
  /** Option labels for the history row. */
  options: string;
}

/**
 * Part of the stock ledger (stock-ledger.ts): callers use StockLedger.sellForOrder / sellAtCounter / giveBack.
 *
 * Takes the units of an order out of the selling warehouses, inside the order's transaction. The
 * inventories of every stock in the order are locked in one statement, in id order (two orders that
 * share stocks lock them in the same order, so they queue instead of deadlocking), then allocated
 * largest-first and decremented in one statement. Whoever comes second sees what the first left: two
 * buyers never both take the last unit, and the CHECK (quantity >= 0) is the last guard. Short of
 * units -> 409 naming the sku, and the caller's transaction rolls back whole.
 */
export async function sellForOrder(
  em: EntityManager,
  rule: SellingRule,
  demands: readonly StockDemand[],
  remark: string,
  adminName = '',
): Promise<Map<number, StockAllocation[]>> {
  const stockIds = [...new Set(demands.map((d) => d.stockId))].sort((a, b) => a - b);
  const locked = await run(em, lockStocksInventories, [intArray(stockIds)]);
  const byStock = new Map<number, (typeof locked)[number][]>();
  for (const row of locked) {
    if (!sellsFrom(rule, row.warehouse_id)) continue;
    const list = byStock.get(row.stock_id) ?? [];
    list.push({ ...row, quantity: Number(row.quantity) });
    byStock.set(row.stock_id, list);
  }
  const result = new Map<number, StockAllocation[]>();
  for (const demand of demands) {
    const inventories = (byStock.get(demand.stockId) ?? []).sort((a, b) => b.quantity - a.quantity || a.id - b.id);
    let missing = demand.quantity;
    const allocations: StockAllocation[] = [];
    for (const inventory of inventories) {
      if (missing === 0) break;
      const taken = Math.min(missing, inventory.quantity);
      if (taken <= 0) continue;
      inventory.quantity -= taken;
      missing -= taken;
      const warehouseName = rule.warehouses.get(inventory.warehouse_id)?.name ?? '';
      allocations.push({ inventoryId: inventory.id, warehouseId: inventory.warehouse_id, warehouseName, quantity: taken });
    }
    if (missing > 0) throw new ConflictError(SALE_STOCK_MESSAGES.outOfStock(demand.sku));
    result.set(demand.stockId, allocations);
  }
  await applyMovements(em, demands, result, -1, InventoryHistoryType.order, remark, adminName);
  return result;
}

/**
 * A sale at the counter (the point of sale): only the store's warehouse sells, whatever the web shop's
 * setting, and only while it is enabled; recorded as type `pos`. One statement (takeAtCounterSql) locks
 * that warehouse's rows of the sale's stocks in id order, as sellForOrder locks every warehouse's rows of
 * an order's stocks, so web checkouts and counter sales racing for the last units of that warehouse queue
 * on the same rows; it takes each stock's units only if they are all there. Short -> 409 naming the sku,
 * and the caller's transaction rolls back whole (what the statement took of the other stocks too).
 */
export async function sellAtCounter(
  em: EntityManager,
  warehouse: { id: number; name: string; enabled: boolean },
  demands: readonly StockDemand[],
  remark: string,
  adminName = '',
): Promise<Map<number, StockAllocation[]>> {
  const units = new Map<number, number>();
  for (const demand of demands) units.set(demand.stockId, (units.get(demand.stockId) ?? 0) + demand.quantity);
  const taken = warehouse.enabled
    ? await run(em, takeAtCounterSql, [
        intArray([...units.keys()]),
        warehouse.id,
        JSON.stringify([...units].map(([stockId, quantity]) => ({ stock_id: stockId, quantity }))),
        InventoryHistoryType.pos,
        remark,
        adminName.slice(0, 100),
        JSON.stringify(
          demands.map((demand) => ({
            stockId: demand.stockId,
            productId: demand.productId,
            ...historyTexts({ delta: -demand.quantity, warehouseName: warehouse.name, sku: demand.sku, option: demand.options }),
          })),
        ),
      ])
    : [];
  const inventoryOf = new Map(taken.map((row) => [row.stock_id, row.id]));
  const short = demands.find((demand) => !inventoryOf.has(demand.stockId));
  if (short) throw new ConflictError(SALE_STOCK_MESSAGES.outOfStock(short.sku));
  const result = new Map<number, StockAllocation[]>();
  for (const demand of demands) {
    const allocation = { inventoryId: inventoryOf.get(demand.stockId)!, warehouseId: warehouse.id, warehouseName: warehouse.name, quantity: demand.quantity };
    result.set(demand.stockId, [...(result.get(demand.stockId) ?? []), allocation]);
  }
  await stockWritten(em, [...inventoryOf.values()]);
  return result;
}

/** Units returned at the counter put back into the inventories they were sold from (type `pos_return`). */
export function returnAtCounter(
  em: EntityManager,
  demands: readonly StockDemand[],
  allocations: ReadonlyMap<number, StockAllocation[]>,
  remark: string,
  adminName = '',
): Promise<void> {
  return putBack(em, demands, allocations, remark, adminName, InventoryHistoryType.pos_return);
}

/** Puts an order's units back where they came from (cancel, reject, refund with restock). */
export function giveBack(
  em: EntityManager,
  demands: readonly StockDemand[],
  allocations: ReadonlyMap<number, StockAllocation[]>,
  remark: string,
  adminName = '',
): Promise<void> {
  return putBack(em, demands, allocations, remark, adminName, InventoryHistoryType.order_return);
}

async function putBack(
  em: EntityManager,
  demands: readonly StockDemand[],
  allocations: ReadonlyMap<number, StockAllocation[]>,
  remark: string,
  adminName: string,
  type: InventoryHistoryType,
): Promise<void> {
  const ids = [...allocations.values()].flat().map((a) => a.inventoryId);
  if (!ids.length) return;
  // A product or warehouse deleted since the sale has nothing to give back to.
  const existing = await run(em, lockInventories, [intArray(ids)]);
  const alive = new Set(existing.map((row) => Number(row.id)));
  const kept = new Map([...allocations].map(([stockId, list]) => [stockId, list.filter((a) => alive.has(a.inventoryId))]));
  await applyMovements(em, demands, kept, 1, type, remark, adminName);
}

/**
 * A batch of orders changing status may give back or take the stock of many orders: every inventory
 * of their stocks is locked first, in ascending id order, so that the per-order locks that follow are
 * already held and a batch never takes rows in an order that crosses a checkout's or a transfer's.
 */
export async function lockOrdersStock(em: EntityManager, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length < 2) return;
  await run(em, lockOrdersInventories, [intArray(orderIds)]);
}

async function applyMovements(
  em: EntityManager,
  demands: readonly StockDemand[],
  allocations: ReadonlyMap<number, StockAllocation[]>,
  sign: 1 | -1,
  type: InventoryHistoryType,
  remark: string,
  adminName: string,
): Promise<void> {
  const totals = new Map<number, number>();
  for (const list of allocations.values()) for (const a of list) totals.set(a.inventoryId, (totals.get(a.inventoryId) ?? 0) + a.quantity);
  if (!totals.size) return;
  const changes = [...totals].map(([id, quantity]) => ({ id, delta: sign * quantity }));
  const history = demands.flatMap((demand) =>
    (allocations.get(demand.stockId) ?? []).map((allocation) => ({
      inventoryId: allocation.inventoryId,
      productId: demand.productId,
      ...historyTexts({ delta: sign * allocation.quantity, warehouseName: allocation.warehouseName, sku: demand.sku, option: demand.options }),
    })),
  );
  await run(em, applyMovementsSql, [JSON.stringify(changes), type, remark, adminName.slice(0, 100), JSON.stringify(history)]);
  await stockWritten(em, [...totals.keys()]);
}

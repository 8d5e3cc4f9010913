import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../common/errors.js';
import { run } from '../../common/sql.js';
import { lockInventoryQuantity, lockTransferRows, receiveTransfer, receiveUnits, setQuantity, takeUnits } from './inventory.sql.js';
import { InventoryHistoryType, recordMovement } from './history.js';
import { giveBack, lockOrdersStock, returnAtCounter, sellAtCounter, sellForOrder } from './order-stock.js';
import { stockWritten } from './stock-written.js';

/**
 * The stock ledger: the ONLY code that writes an inventory quantity (test/unit/stock-owner.test.ts
 * fails on any other writer). Every call runs inside the caller's transaction (`em` is its `tx`), changes
 * quantities with conditional statements or under row locks taken in ascending inventory id order, and
 * writes the movement's history row in that same transaction, so a rollback takes both back.
 *
 * - receive: + units (a new inventory's first quantity too)
 * - take: - units, only if that many are there (never below zero)
 * - set: the quantity the caller wants, only if the stored one is still what the caller saw
 * - transfer: units from one warehouse to another of the same stock
 * - sellForOrder: several lines at once from the selling warehouses (order-stock.ts)
 * - sellAtCounter: a counter sale's lines from its store's warehouse, the only one that sells there
 * - returnAtCounter: units of a counter sale brought back to the store
 * - giveBack: an order's units back where they came from (cancel, reject, refund with restock)
 * - lockOrdersStock: before a batch of orders moves, their stock's rows in id order
 */

/** What a movement is about, copied into its history row (texts survive renames and deletions). */
export interface LedgerSubject {
  inventoryId: number;
  productId: number;
  warehouseName: string;
  sku: string;
  option: string;
  remark?: string | null;
  adminName: string;
}

/** Where a transfer goes: the same stock's inventory in `warehouseId` (created when missing). */
export interface TransferTarget {
  stockId: number;
  warehouseId: number;
  warehouseName: string;
}

/** The outcome of `set`: written, nothing to write, or the stored quantity is no longer what the caller saw. */
export type SetOutcome = 'set' | 'unchanged' | 'stale';

function record(
  em: EntityManager,
  subject: LedgerSubject,
  type: InventoryHistoryType,
  delta: number,
  inventoryId = subject.inventoryId,
  warehouseName = subject.warehouseName,
): void {
  recordMovement(em, { ...subject, inventory: inventoryId, product: subject.productId, warehouseName, type, delta });
}

async function receive(em: EntityManager, subject: LedgerSubject, quantity: number, type = InventoryHistoryType.plus): Promise<void> {
  const rows = await run(em, receiveUnits, [quantity, subject.inventoryId]);
  if (!rows.length) throw new NotFoundError();
  record(em, subject, type, quantity);
  await stockWritten(em, [subject.inventoryId]);
}

/** Answers false (nothing written) when fewer than `quantity` units are there. */
async function take(em: EntityManager, subject: LedgerSubject, quantity: number): Promise<boolean> {
  const rows = await run(em, takeUnits, [quantity, subject.inventoryId, quantity]);
  if (!rows.length) return false;
  record(em, subject, InventoryHistoryType.minus, -quantity);
  await stockWritten(em, [subject.inventoryId]);
  return true;
}

/**
 * Sets the quantity under the row's lock. `expected` is the quantity the caller showed: the write
 * happens only when the stored quantity still equals it ('stale' otherwise, nothing written), so a
 * form never writes back a number it read before a sale. `expected: null` is an explicit absolute
 * set (the "Update" stock movement, whose dialog asks for the new total), recorded with the real
 * difference. A quantity equal to the stored one writes nothing.
 */
async function set(em: EntityManager, subject: LedgerSubject, quantity: number, expected: number | null): Promise<SetOutcome> {
  const [row] = await run(em, lockInventoryQuantity, [subject.inventoryId]);
  if (!row) throw new NotFoundError();
  const before = Number(row.quantity);
  if (before === quantity) return 'unchanged';
  if (expected !== null && before !== expected) return 'stale';
  await run(em, setQuantity, [quantity, subject.inventoryId]);
  record(em, subject, InventoryHistoryType.update, quantity - before);
  await stockWritten(em, [subject.inventoryId]);
  return 'set';
}

/**
 * Moves units to the same stock's inventory in another warehouse. Both rows are locked first, in id
 * order, so that transfers in opposite directions (and checkouts) queue instead of deadlocking.
 * Answers the destination inventory's id, or null (nothing written) when the source is short.
 */
async function transfer(em: EntityManager, subject: LedgerSubject, target: TransferTarget, quantity: number): Promise<number | null> {
  await run(em, lockTransferRows, [subject.inventoryId, target.stockId, target.warehouseId]);
  const taken = await run(em, takeUnits, [quantity, subject.inventoryId, quantity]);
  if (!taken.length) return null;
  const [destination] = await run(em, receiveTransfer, [target.stockId, target.warehouseId, quantity]);
  record(em, subject, InventoryHistoryType.transfer, -quantity);
  record(em, subject, InventoryHistoryType.transfer, quantity, Number(destination.id), target.warehouseName);
  await stockWritten(em, [subject.inventoryId, Number(destination.id)]);
  return Number(destination.id);
}

export const StockLedger = { receive, take, set, transfer, sellForOrder, sellAtCounter, returnAtCounter, giveBack, lockOrdersStock } as const;

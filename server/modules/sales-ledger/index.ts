import type { ShopModule } from '../../common/shop-module.js';
import { SalesDaily, SalesLedgerEntry } from './sales-ledger.entity.js';

/**
 * The sales ledger: every money event of a sale (placed, paid, canceled, refunded, a counter sale or
 * return) is written here by the transaction that causes it, and the reports read the daily sums.
 */
export const salesLedgerModule: ShopModule = {
  name: 'sales-ledger',
  entities: [SalesLedgerEntry, SalesDaily],
};

// Public face: what other modules use.
export { recordMoneyEvent, unwrittenOrderLedger, writtenOrderFigures } from './sales-ledger.js';
export { ADD_ENTRY_TO_DAILY, ledgerEntryCte } from './sales-ledger.sql.js';
export type { MoneyEvent } from './sales-ledger.js';

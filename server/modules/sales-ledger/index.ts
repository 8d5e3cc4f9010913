// Public face: what other modules use.
export { recordMoneyEvent, unwrittenOrderLedger, writtenOrderFigures } from './sales-ledger.js';
export { ADD_ENTRY_TO_DAILY, ledgerEntryCte } from './sales-ledger.sql.js';

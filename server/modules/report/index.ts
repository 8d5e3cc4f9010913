// Public face: what other modules use.
export { shopTimeZone } from './inventory-snapshot.js';
export { REPORT_MESSAGES, reportRange } from './report-range.js';
export { recordMoneyEvent, unwrittenOrderLedger, writtenOrderFigures } from './sales-ledger.js';
export { ADD_ENTRY_TO_DAILY, ledgerEntryCte } from './sales-ledger.sql.js';

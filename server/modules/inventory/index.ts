// Public face: what other modules use.
export { optionText } from './history.js';
export { InventoryHistory } from './inventory-history.entity.js';
export { Inventory } from './inventory.entity.js';
export type { StockDemand } from './order-stock.js';
export { StockLedger } from './stock-ledger.js';
export { InventoryService } from './inventory.service.js';
export { SALE_STOCK_MESSAGES } from './order-stock.js';

import type { ShopModule } from '../../common/shop-module.js';
import { InventoryHistory } from './inventory-history.entity.js';
import { Inventory } from './inventory.entity.js';
import { InventoryMovementResolver } from './inventory.resolver.js';

export const inventoryModule: ShopModule = {
  name: 'inventory',
  entities: [Inventory, InventoryHistory],
  onStorefrontPages: [Inventory],
  resolvers: [InventoryMovementResolver],
};

// Public face: what other modules use.
export { optionText } from './history.js';
export { InventoryHistory } from './inventory-history.entity.js';
export { Inventory } from './inventory.entity.js';
export type { StockDemand } from './order-stock.js';
export { StockLedger } from './stock-ledger.js';
export { InventoryService } from './inventory.service.js';
export { SALE_STOCK_MESSAGES } from './order-stock.js';
export { productsWithStockMovedSince, sellableQuantities } from './stock-readings.js';

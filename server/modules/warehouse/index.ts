// Public face: what other modules use.
export { Warehouse } from './warehouse.entity.js';
export { inventoryStatus, sellableTotal, sellingRule, sellingWarehouseIds, sellsFrom } from './selling.js';
export type { InventoryStatus, SellingRule } from './selling.js';

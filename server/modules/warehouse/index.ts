import type { ShopModule } from '../../common/shop-module.js';
import { Warehouse } from './warehouse.entity.js';
import { WarehouseResolver } from './warehouse.resolver.js';
import { warehouseRoutes } from './warehouse.routes.js';

export const warehouseModule: ShopModule = {
  name: 'warehouse',
  entities: [Warehouse],
  onStorefrontPages: [Warehouse],
  resolvers: [WarehouseResolver],
  routes: warehouseRoutes,
};

// Public face: what other modules use.
export { Warehouse } from './warehouse.entity.js';
export { inventoryStatus, sellableTotal, sellingRule, sellingWarehouseIds, sellsFrom } from './selling.js';
export type { InventoryStatus, SellingRule } from './selling.js';

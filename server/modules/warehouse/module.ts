import type { ShopModule } from '../../common/shop-module.js';
import { Warehouse } from './warehouse.entity.js';
import { WarehouseResolver } from './warehouse.resolver.js';
import { warehouseRoutes } from './warehouse.routes.js';

export const warehouseModule: ShopModule = {
  name: 'warehouse',
  entities: [Warehouse],
  resolvers: [WarehouseResolver],
  routes: [...warehouseRoutes],
};

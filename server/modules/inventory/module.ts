import type { ShopModule } from '../../common/shop-module.js';
import { InventoryHistory } from './inventory-history.entity.js';
import { Inventory } from './inventory.entity.js';
import { InventoryMovementResolver } from './inventory.resolver.js';

export const inventoryModule: ShopModule = {
  name: 'inventory',
  entities: [Inventory, InventoryHistory],
  resolvers: [InventoryMovementResolver],
};

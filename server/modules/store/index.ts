import type { ShopModule } from '../../common/shop-module.js';
import { OrderCounterSaleResolver } from './order-counter-sale.resolver.js';
import { PosPayment, PosReturnLine, PosSale } from './pos-sale.entity.js';
import { PosResolver } from './pos.resolver.js';
import { RegisterCashMovement, RegisterSession } from './register-session.entity.js';
import { Store, StoreRegister } from './store.entity.js';
import { StoreRegisterResolver, StoreResolver } from './store.resolver.js';
import { storeRoutes } from './store.routes.js';

export const storeModule: ShopModule = {
  name: 'store',
  entities: [Store, StoreRegister, RegisterCashMovement, RegisterSession, PosPayment, PosReturnLine, PosSale],
  onStorefrontPages: [Store],
  resolvers: [StoreRegisterResolver, StoreResolver, PosResolver, OrderCounterSaleResolver],
  routes: storeRoutes,
};

// Public face: what other modules use.
export { StoreService } from './store.service.js';

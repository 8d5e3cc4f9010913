import type { ShopModule } from '../../common/shop-module.js';
import { OrderLineDiscountsResolver, OrderPromotionsResolver } from './order-promotions.resolver.js';

export const pricingModule: ShopModule = {
  name: 'pricing',
  resolvers: [OrderLineDiscountsResolver, OrderPromotionsResolver],
};

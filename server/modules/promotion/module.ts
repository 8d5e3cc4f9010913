import type { ShopModule } from '../../common/shop-module.js';
import { OrderDiscount, Promotion, PromotionCode, PromotionUsage } from './promotion.entity.js';
import { PromotionResolver } from './promotion.resolver.js';
import { promotionRoutes } from './promotion.routes.js';

export const promotionModule: ShopModule = {
  name: 'promotion',
  entities: [OrderDiscount, Promotion, PromotionCode, PromotionUsage],
  resolvers: [PromotionResolver],
  routes: [...promotionRoutes],
};

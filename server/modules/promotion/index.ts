import type { ShopModule } from '../../common/shop-module.js';
import { OrderDiscount, Promotion, PromotionCode, PromotionUsage } from './promotion.entity.js';
import { PromotionResolver } from './promotion.resolver.js';
import { promotionRoutes } from './promotion.routes.js';

export const promotionModule: ShopModule = {
  name: 'promotion',
  entities: [OrderDiscount, Promotion, PromotionCode, PromotionUsage],
  onStorefrontPages: [Promotion],
  resolvers: [PromotionResolver],
  routes: promotionRoutes,
};

// Public face: what other modules use.
export { parseAction, parseCondition } from './promotion-rules.js';
export type { Action, Condition, LineFilter } from './promotion-rules.js';
export { COUPON_MESSAGES, takeUses, usesOnStatusMove } from './promotion-usage.js';
export type { UseHolder } from './promotion-usage.js';
export { automaticPromotions, couponPromotions } from './promotion-candidates.js';
export type { Candidate } from './promotion-candidates.js';

import type { ShopModule } from '../../common/shop-module.js';
import { PointsResolver } from './points.resolver.js';
import { RewardPoint, RewardPointUse } from './reward-point.entity.js';

export const pointsModule: ShopModule = {
  name: 'points',
  entities: [RewardPoint, RewardPointUse],
  resolvers: [PointsResolver],
};

// Public face: what other modules use.
export { pointsOnStatusMove, redeemPointsForOrder, returnPointsForRefund } from './order-points.js';
export { POINTS_MESSAGES, expirePoints, spendableBalance } from './points-ledger.js';

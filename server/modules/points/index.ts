// Public face: what other modules use.
export { pointsOnStatusMove, redeemPointsForOrder, returnPointsForRefund } from './order-points.js';
export { POINTS_MESSAGES, expirePoints, shopToday, spendableBalance } from './points-ledger.js';

// Public face: what other modules use.
export { pointsOnStatusMove, redeemPointsForOrder, returnPointsForRefund } from './order-points.js';
export { POINTS_MESSAGES, expirePoints, spendableBalance } from './points-ledger.js';

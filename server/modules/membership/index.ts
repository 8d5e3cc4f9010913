import type { ShopModule } from '../../common/shop-module.js';
import { MembershipChange, MembershipTier } from './membership-tier.entity.js';
import { MembershipResolver } from './membership.resolver.js';
import { membershipRoutes } from './membership.routes.js';
import { scheduleLoyaltyDaily } from './membership.job.js'; // registers its job handlers too

export const membershipModule: ShopModule = {
  name: 'membership',
  entities: [MembershipChange, MembershipTier],
  onStorefrontPages: [MembershipTier],
  resolvers: [MembershipResolver],
  routes: membershipRoutes,
  // Reward points expiry and ended memberships, daily (issue 14).
  schedule: scheduleLoyaltyDaily,
};

// Public face: what other modules use.
export { MembershipTier } from './membership-tier.entity.js';
export { queueTierEvaluation } from './membership.job.js';
export { MembershipService } from './membership.service.js';
export { AssignTierInput } from './membership.inputs.js';

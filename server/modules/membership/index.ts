// Public face: what other modules use.
export { MembershipTier } from './membership-tier.entity.js';
export { queueTierEvaluation } from './membership.job.js';
export { MembershipService } from './membership.service.js';
export { AssignTierInput } from './membership.inputs.js';

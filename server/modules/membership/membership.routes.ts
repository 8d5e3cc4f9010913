import { crudRoutes, type RestRoute } from '../../rest/route.js';

const userId = (req: { params: Record<string, string> }) => Number(req.params.id);

/** Membership tiers (permission membershiptier) and reward points (issue 14; api-contract "membership tier"). */
export const membershipRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/account/membership',
    field: 'myMembership',
    summary: 'My membership: {tier, expires_at, next_tier, spent, remaining, progress}',
  },
  {
    method: 'GET',
    path: '/api/account/points',
    field: 'myPoints',
    summary: 'My reward points: {balance, expiring_soon, expiring_on, history: [{remark, type, used_points, points, expiry_date, created_at}]}',
  },
  {
    method: 'GET',
    path: '/api/admin/user/:id/points',
    field: 'customerPoints',
    args: (req) => ({ customerId: userId(req) }),
    summary: "Customers: a customer's reward points (balance and history)",
  },
  {
    method: 'POST',
    path: '/api/admin/user/:id/points',
    field: 'adjustCustomerPoints',
    args: (req) => ({ customerId: userId(req), input: req.body }),
    summary: "Customers: adjust a customer's reward points {points, remark} (negative takes)",
  },
  {
    method: 'PUT',
    path: '/api/admin/user/:id/membership',
    field: 'assignMembershipTier',
    args: (req) => ({ customerId: userId(req), input: req.body }),
    fields: '{ id membershipTierId membershipExpiresAt }',
    summary: "Customers: set a customer's membership tier {tier_id, remark} (null: none)",
  },
  ...crudRoutes({
    path: 'membership',
    label: 'Membership tiers',
    one: 'membershipTier',
    many: 'membershipTiers',
    create: 'createMembershipTier',
    update: 'updateMembershipTier',
    remove: 'deleteMembershipTier',
    removeMany: 'deleteMembershipTiers',
    updateMany: 'updateMembershipTiers',
    listFields: '{ id name level spendingThreshold periodMonths durationMonths discountPercent pointsMultiplier enabled updatedAt }',
  }),
];

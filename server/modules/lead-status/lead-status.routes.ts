import { crudRoutes, type RestRoute } from '../../rest/route.js';

/**
 * Spec 3: a lead status without a trigger answers `trigger: ''`, and '' as well as 'none' is accepted
 * for it (GraphQL keeps its enum value `none`).
 */
const NO_TRIGGER = 'none';

/** Lead statuses of the CRM (permission lead); spec 7: /api/admin/status. */
export const leadStatusRoutes: RestRoute[] = crudRoutes({
  path: 'status',
  label: 'lead statuses',
  one: 'leadStatus',
  many: 'leadStatuses',
  create: 'createLeadStatus',
  update: 'updateLeadStatus',
  remove: 'deleteLeadStatus',
  removeMany: 'deleteLeadStatuses',
  record: (status) => (status.trigger === NO_TRIGGER ? { ...status, trigger: '' } : status),
  input: (body) => (body.trigger === '' ? { ...body, trigger: NO_TRIGGER } : body),
});

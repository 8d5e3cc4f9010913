import { crudRoutes, type RestRoute } from '../route.js';

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
});

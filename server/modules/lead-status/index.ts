import type { ShopModule } from '../../common/shop-module.js';
import { LeadStatus } from './lead-status.entity.js';
import { LeadStatusResolver } from './lead-status.resolver.js';
import { leadStatusRoutes } from './lead-status.routes.js';

export const leadStatusModule: ShopModule = {
  name: 'lead-status',
  entities: [LeadStatus],
  resolvers: [LeadStatusResolver],
  routes: leadStatusRoutes,
};

// Public face: what other modules use.
export { LeadStatus } from './lead-status.entity.js';
export { fillVariables, queueLeadStatusMails } from './lead-trigger.js';

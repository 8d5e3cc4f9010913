import type { ShopModule } from '../../common/shop-module.js';
import { LeadActivity, LeadStatusChange } from './lead-history.entity.js';
import { Lead } from './lead.entity.js';
import { LeadActivityResolver, LeadResolver, LeadStatusChangeResolver } from './lead.resolver.js';
import { leadRoutes } from './lead.routes.js';

export const leadModule: ShopModule = {
  name: 'lead',
  entities: [Lead, LeadActivity, LeadStatusChange],
  resolvers: [LeadActivityResolver, LeadResolver, LeadStatusChangeResolver],
  routes: [...leadRoutes],
};

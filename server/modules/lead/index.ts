import type { ShopModule } from '../../common/shop-module.js';
import { Funnel, FunnelStage } from './funnel.entity.js';
import { FunnelResolver, FunnelStageResolver } from './funnel.resolver.js';
import { LeadActivity, LeadStatusChange } from './lead-history.entity.js';
import { Lead } from './lead.entity.js';
import { LeadActivityResolver, LeadResolver, LeadStatusChangeResolver } from './lead.resolver.js';
import { leadRoutes } from './lead.routes.js';

/** Leads and the funnels they move through (a lead's state is a funnel stage; a funnel's figures count leads). */
export const leadModule: ShopModule = {
  name: 'lead',
  entities: [Lead, LeadActivity, LeadStatusChange, Funnel, FunnelStage],
  resolvers: [LeadActivityResolver, LeadResolver, LeadStatusChangeResolver, FunnelResolver, FunnelStageResolver],
  routes: leadRoutes,
};

// Public face: what other modules use.
export { linkConvertedLead } from './lead-conversion.js';
export { announceLead } from './lead-events.js';
export { cleanPhones } from './lead-phone.js';
export { changeLeadState } from './lead-state.js';
export { Lead } from './lead.entity.js';
export { leadWithEmail, lockLeadEmail } from './lead.sql.js';

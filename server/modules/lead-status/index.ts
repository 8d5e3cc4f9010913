// Public face: what other modules use.
export { LeadStatus } from './lead-status.entity.js';
export { fillVariables, queueLeadStatusMails } from './lead-trigger.js';

// Public face: what other modules use.
export { linkConvertedLead } from './lead-conversion.js';
export { announceLead } from './lead-events.js';
export { cleanPhones } from './lead-phone.js';
export { changeLeadState } from './lead-state.js';
export { Lead } from './lead.entity.js';
export { leadWithEmail, lockLeadEmail } from './lead.sql.js';

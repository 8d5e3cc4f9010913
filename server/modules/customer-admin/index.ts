// Public face: what other modules use.
export { unusablePassword } from './customer-admin.service.js';
export { CustomerRecord } from './customer-record.js';

// Public face: what other modules use.
export { announceNewCustomer } from './customer-created.js';
export { Customer, Gender, LeadSource } from './customer.entity.js';
export { CustomerService, EMAIL_TAKEN } from './customer.service.js';
export { isMailable } from './mailable.js';

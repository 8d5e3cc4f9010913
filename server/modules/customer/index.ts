import type { ShopModule } from '../../common/shop-module.js';
import { customerAccountRoutes } from './customer-account.routes.js';
import { Customer } from './customer.entity.js';
import { ProfileResolver } from './profile.resolver.js';

export const customerModule: ShopModule = {
  name: 'customer',
  entities: [Customer],
  resolvers: [ProfileResolver],
  routes: customerAccountRoutes,
};

// Public face: what other modules use.
export { announceNewCustomer } from './customer-created.js';
export { Customer, Gender, LeadSource } from './customer.entity.js';
export { CustomerService, EMAIL_TAKEN } from './customer.service.js';
export { isMailable } from './mailable.js';

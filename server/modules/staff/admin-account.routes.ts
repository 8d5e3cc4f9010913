import { crudRoutes, type RestRoute } from '../../rest/route.js';

export const adminAccountRoutes: RestRoute[] = crudRoutes({
  path: 'account',
  label: 'admin accounts',
  one: 'account',
  many: 'accounts',
  create: 'createAccount',
  update: 'updateAccount',
  remove: 'deleteAccount',
  removeMany: 'deleteAccounts',
  updateMany: 'updateAccounts',
});

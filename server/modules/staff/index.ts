import type { ShopModule } from '../../common/shop-module.js';
import { AdminAccount } from './admin-account.entity.js';
import { AdminAccountResolver } from './admin-account.resolver.js';
import { adminAccountRoutes } from './admin-account.routes.js';
import { Role } from './role.entity.js';
import { RoleResolver } from './role.resolver.js';
import { roleRoutes } from './role.routes.js';

/** Staff: the back office's accounts, their roles, and the privilege rules between them. */
export const staffModule: ShopModule = {
  name: 'staff',
  entities: [Role, AdminAccount],
  resolvers: [RoleResolver, AdminAccountResolver],
  routes: [...roleRoutes, ...adminAccountRoutes],
};

// Public face: what other modules use.
export { actorPermissions, assertMayGrant, assertMayManageRole, fullRoleIds, lockAccounts, wouldLeaveNoFullAdmin } from './privilege.js';
export { Role, SUPER_ADMIN_ROLE_ID, grantedPermissions } from './role.entity.js';
export { AdminAccount } from './admin-account.entity.js';

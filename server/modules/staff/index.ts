// Public face: what other modules use.
export { actorPermissions, assertMayGrant, assertMayManageRole, fullRoleIds, lockAccounts, wouldLeaveNoFullAdmin } from './privilege.js';
export { Role, SUPER_ADMIN_ROLE_ID, grantedPermissions } from './role.entity.js';
export { AdminAccount } from './admin-account.entity.js';

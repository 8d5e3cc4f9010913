import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import type { Permission } from '../../graphql/admin/graphql';
import { ADMIN_HOME_PATH, useAdminSession, type CurrentAdmin } from './session';

/** Whether the admin's role holds the permission (the server's permission list is the truth). */
export function hasPermission(admin: Pick<CurrentAdmin, 'permissionList'>, permission: Permission): boolean {
  return admin.permissionList.includes(permission);
}

/** Whether the signed-in admin holds the permission; only inside the guarded area. */
export function useHasPermission(permission: Permission): boolean {
  return hasPermission(useAdminSession().admin, permission);
}

interface Props {
  permission: Permission;
  /** The guarded screen; without children the nested routes (<Outlet/>) are guarded. */
  children?: ReactNode;
}

/**
 * Route guard of spec section 2: without the permission the admin silently goes to admin home. Use it
 * around one screen (`element={<RequirePermission permission="setting"><SettingsPage/></RequirePermission>}`)
 * or as a layout route over a resource's routes (`<Route element={<RequirePermission permission="menu"/>}>`).
 * The server guards every operation too; this only spares the admin a screen full of refusals.
 */
export function RequirePermission({ permission, children }: Props) {
  const allowed = useHasPermission(permission);
  if (!allowed) return <Navigate to={ADMIN_HOME_PATH} replace />;
  return children === undefined ? <Outlet /> : <>{children}</>;
}

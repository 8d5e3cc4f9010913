import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SHOP_LOGIN_PATH, useShopperToken } from './shopper-session';

/**
 * Pages that need a signed-in shopper (spec section 2: /account): a visitor goes to /login, which
 * brings them back here after signing in. The token itself is checked by the page's first query.
 */
export function RequireShopper({ children }: { children: ReactNode }) {
  const token = useShopperToken();
  const location = useLocation();
  if (!token) return <Navigate to={SHOP_LOGIN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}

import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useHydrated } from '../../app/server-render';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { SHOP_LOGIN_PATH, useShopperToken } from './shopper-session';

/**
 * Pages that need a signed-in shopper (spec section 2: /account): a visitor goes to /login, which
 * brings them back here after signing in. The token itself is checked by the page's first query.
 */
export function RequireShopper({ children }: { children: ReactNode }) {
  const token = useShopperToken();
  const location = useLocation();
  // A signed-in shopper's page comes rendered from the server, which checked the session; a visitor's page (or one whose
  // session the server refused) waits for the browser, which reads its cookie after hydration.
  const hydrated = useHydrated();
  if (!token && !hydrated) return <FullPageSpinner minHeight="100vh" />;
  if (!token) return <Navigate to={SHOP_LOGIN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  // A window tall at least, as the placeholder above: the shopper's data fills it without the footer coming and going.
  return <Box sx={{ minHeight: '100vh' }}>{children}</Box>;
}

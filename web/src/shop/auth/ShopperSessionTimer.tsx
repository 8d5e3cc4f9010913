import { useApolloClient, useMutation } from '@apollo/client/react';
import { lazy, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HANDLES_UNAUTHENTICATED } from '../../app/apollo';
import { RefreshTokenDocument } from '../../graphql/shop/graphql';
import { useSessionTimer } from '../../ui/useSessionTimer';
import { OptionalChunk } from '../layout/OptionalChunk';
import { refetchAsVisitor } from './refetch-as-visitor';
import { clearShopperSession, shopperTokenExpiry, storeShopperSession, useShopperToken } from './shopper-session';
import { useShopperLogout } from './useShopperLogout';

/**
 * The message's dialog (MUI's Dialog and Modal) is a chunk of its own, loaded when a session ends: most
 * visits never show it, and on every first visit it was 8.7 kB of gzip (issue 42). The redirect counts from
 * the message on screen, and waits for it 3 seconds at most (useSessionTimer), so a chunk that cannot load
 * does not hold it.
 */
const SessionExpiredDialog = lazy(() => import('../../ui/SessionExpiredDialog').then((module) => ({ default: module.SessionExpiredDialog })));

/**
 * The shopper's session timer (spec section 4, shared logic in ui/session-timer.ts): the token is
 * refreshed 10 minutes before it expires; a session found expired is cleared, 'Login expired / Please
 * log in again' is shown and the shopper goes home 1 second later; a failed refresh logs out.
 * Mounted once by the storefront layout; it runs while a shopper token exists.
 */
export function ShopperSessionTimer() {
  const token = useShopperToken();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { logout } = useShopperLogout();
  // The refresh answers for itself: a refused refresh is a logout.
  const [refreshToken] = useMutation(RefreshTokenDocument, { context: HANDLES_UNAUTHENTICATED });
  /** From expiry until the redirect: shows the message, and keeps the timer alive for its redirect. */
  const [ending, setEnding] = useState(false);

  const { onMessageShown } = useSessionTimer(
    {
      getExpiredAt: shopperTokenExpiry,
      refresh: async () => {
        const { data } = await refreshToken();
        if (!data) throw new Error('refreshToken answered no token');
        storeShopperSession(data.refreshToken.expiredAt);
      },
      onExpired: () => setEnding(true),
      onExpiredRedirect: () => {
        setEnding(false);
        navigate('/', { replace: true });
      },
      onRefreshFailed: () => void logout(),
    },
    Boolean(token) || ending,
  );

  // Cleared once `ending` is rendered, so that the token's disappearance does not stop the timer
  // before its redirect.
  useEffect(() => {
    if (!ending) return;
    clearShopperSession();
    // Requests sent with the expired token (the settings, on a page load) are refused: ask again.
    refetchAsVisitor(client);
  }, [ending, client]);

  return ending ? (
    <OptionalChunk>
      <SessionExpiredDialog open onShown={onMessageShown} />
    </OptionalChunk>
  ) : null;
}

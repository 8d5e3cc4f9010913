import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HANDLES_UNAUTHENTICATED } from '../../app/apollo';
import { RefreshTokenDocument } from '../../graphql/shop/graphql';
import { SessionExpiredDialog } from '../../ui/SessionExpiredDialog';
import { useSessionTimer } from '../../ui/useSessionTimer';
import { refetchAsVisitor } from './refetch-as-visitor';
import { clearShopperSession, shopperTokenExpiry, storeShopperSession, useShopperToken } from './shopper-session';
import { useShopperLogout } from './useShopperLogout';

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

  return <SessionExpiredDialog open={ending} onShown={onMessageShown} />;
}

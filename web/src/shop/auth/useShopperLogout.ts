import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { HANDLES_UNAUTHENTICATED } from '../../app/apollo';
import { LogoutDocument } from '../../graphql/shop/graphql';
import { clearShopperSession } from './shopper-session';

/**
 * Logs the shopper out (spec section 4): revokes the token on the server, then, whatever the answer,
 * clears token, expiry, cart_id and the social-login flag and the cached data, and goes home.
 */
export function useShopperLogout(): { logout: () => Promise<void>; loading: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logoutMutation, { loading }] = useMutation(LogoutDocument, { context: HANDLES_UNAUTHENTICATED });
  const logout = useCallback(async () => {
    try {
      await logoutMutation();
    } catch {
      // An expired or already revoked token is logged out all the same.
    }
    clearShopperSession();
    await client.clearStore();
    navigate('/', { replace: true });
  }, [logoutMutation, client, navigate]);
  return { logout, loading };
}

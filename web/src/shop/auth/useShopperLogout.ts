import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { HANDLES_UNAUTHENTICATED } from '../../app/apollo';
import { LogoutDocument } from '../../graphql/shop/graphql';
import { COOKIE, getCookie } from '../../app/cookies';
import { facebookLogout } from './facebook-sdk';
import { clearShopperSession } from './shopper-session';

/**
 * Logs the shopper out (spec section 4): revokes the token on the server, then, whatever the answer,
 * clears token, expiry, cart_id and the social-login flag and the cached data, and goes home. After a
 * Facebook sign-in (cookie facebook_login) it logs out of Facebook as well.
 */
export function useShopperLogout(): { logout: () => Promise<void>; loading: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logoutMutation, { loading }] = useMutation(LogoutDocument, { context: HANDLES_UNAUTHENTICATED });
  const logout = useCallback(async () => {
    // Signed in with Facebook: the cookie holds the app id, and logout ends the Facebook session too.
    const facebookAppId = getCookie(COOKIE.facebookLogin);
    try {
      await logoutMutation();
    } catch {
      // An expired or already revoked token is logged out all the same.
    }
    if (facebookAppId) await facebookLogout(facebookAppId);
    clearShopperSession();
    await client.clearStore();
    navigate('/', { replace: true });
  }, [logoutMutation, client, navigate]);
  return { logout, loading };
}

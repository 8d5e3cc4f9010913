import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { HANDLES_UNAUTHENTICATED } from '../../app/apollo';
import { COOKIE, getCookie } from '../../app/cookies';
import { RefreshAdminTokenDocument } from '../../graphql/admin/graphql';
import { useSessionTimer } from '../../ui/useSessionTimer';
import { ADMIN_HOME_PATH, clearAdminToken, markAdminSessionEnding, storeAdminSession, useAdminSession } from './session';
import { useAdminLogout } from './useAdminLogout';

/**
 * The admin's session timer (spec section 4): refreshes the admin token 10 minutes before it expires
 * (expiry from cookie `admin_token_expired_at`, else the session's `expiredAt`); an expired session is
 * cleared and, after 1 second showing 'Login expired', the admin goes to /admin (and from there to the
 * login); a failed refresh logs out. Returns whether the session expired and the message's onShown.
 */
export function useAdminSessionTimer(): ReturnType<typeof useSessionTimer> {
  const { admin } = useAdminSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { logout } = useAdminLogout();
  // The refresh answers for itself: a refused refresh is a logout, not a trip to the login page.
  const [refreshAdminToken] = useMutation(RefreshAdminTokenDocument, { context: HANDLES_UNAUTHENTICATED });

  return useSessionTimer({
    getExpiredAt: () => getCookie(COOKIE.adminTokenExpiredAt) ?? admin.expiredAt,
    refresh: async () => {
      const { data } = await refreshAdminToken();
      if (!data) throw new Error('refreshAdminToken answered no token');
      storeAdminSession(data.refreshAdminToken.expiredAt);
    },
    onExpired: () => {
      markAdminSessionEnding();
      clearAdminToken();
    },
    onExpiredRedirect: () => {
      void client.clearStore();
      navigate(ADMIN_HOME_PATH, { replace: true });
    },
    onRefreshFailed: () => void logout(),
  });
}

import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { HANDLES_UNAUTHENTICATED } from '../../app/apollo';
import { AdminLogoutDocument } from '../../graphql/admin/graphql';
import { clearAdminToken } from './session';

/**
 * Logs the admin out: revokes the token on the server, then (whatever the answer) clears the cookie and
 * the cached data and goes to the storefront home.
 */
export function useAdminLogout(): { logout: () => Promise<void>; loading: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [adminLogout, { loading }] = useMutation(AdminLogoutDocument, { context: HANDLES_UNAUTHENTICATED });
  const logout = useCallback(async () => {
    try {
      await adminLogout();
    } catch {
      // An expired or already revoked token is logged out all the same.
    }
    clearAdminToken();
    await client.clearStore();
    navigate('/', { replace: true });
  }, [adminLogout, client, navigate]);
  return { logout, loading };
}

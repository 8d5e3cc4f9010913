import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onUnauthenticated } from '../../app/apollo';
import { ADMIN_LOGIN_PATH, clearAdminToken, isAdminSessionEnding } from './session';

/**
 * The one place where an admin operation answered UNAUTHENTICATED (token expired, revoked, account
 * disabled) ends the session: the token cookies and cached data are cleared and the admin goes to
 * /admin/login. Mounted once by the guarded area (<RequireAdmin>).
 */
export function useAdminUnauthenticatedRedirect(): void {
  const client = useApolloClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthenticated('admin', () => {
        // The session timer is already ending the session (message, then redirect): let it finish.
        if (isAdminSessionEnding()) return;
        clearAdminToken();
        void client.clearStore();
        navigate(ADMIN_LOGIN_PATH, { replace: true });
      }),
    [client, navigate],
  );
}

import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { CurrentAdminDocument } from '../../graphql/admin/graphql';
import { hasErrorCode } from '../../ui/errors';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { ADMIN_LOGIN_PATH, AdminSessionContext, clearAdminToken, hasAdminSession, type AdminSession } from './session';
import { useAdminUnauthenticatedRedirect } from './useAdminUnauthenticatedRedirect';
import { ErrorText } from '../../ui/ErrorAlert';

/**
 * Guards the back office: no admin session (its expiry cookie; the token is HttpOnly), an UNAUTHENTICATED answer or no current admin sends the user
 * to /admin/login. The token is verified on entry (network-only), not trusted from the cookie; later, any
 * admin operation refused as UNAUTHENTICATED does the same (useAdminUnauthenticatedRedirect).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  // Checked again on every navigation: a session ended meanwhile (expiry, logout elsewhere) goes to login.
  useLocation();
  if (!hasAdminSession()) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return <AdminSessionGate>{children}</AdminSessionGate>;
}

function AdminSessionGate({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  useAdminUnauthenticatedRedirect();
  const { data, loading, error, refetch } = useQuery(CurrentAdminDocument, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const admin = data?.currentAdmin;
  const unauthenticated = hasErrorCode(error, 'UNAUTHENTICATED') || (!loading && !error && data !== undefined && !admin);

  useEffect(() => {
    if (unauthenticated) {
      clearAdminToken();
      void client.clearStore();
    }
  }, [unauthenticated, client]);

  const session = useMemo<AdminSession | null>(() => (admin ? { admin, refresh: () => refetch() } : null), [admin, refetch]);

  if (unauthenticated) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  if (session) return <AdminSessionContext.Provider value={session}>{children}</AdminSessionContext.Provider>;
  if (error) {
    return (
      <Box sx={{ p: 4 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              <FormattedMessage id="common.action.retry" />
            </Button>
          }
        >
          <ErrorText error={error} />
        </Alert>
      </Box>
    );
  }
  return <FullPageSpinner />;
}

import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useAdminSession } from '../auth/session';

/** /admin: the dashboard. */
export function DashboardPage() {
  const { admin } = useAdminSession();
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom data-testid="admin-welcome">
        <FormattedMessage id="admin.dashboard.welcome" values={{ name: admin.name }} />
      </Typography>
      {admin.role ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="admin.dashboard.role" values={{ role: admin.role.name }} />
        </Typography>
      ) : null}
    </Paper>
  );
}

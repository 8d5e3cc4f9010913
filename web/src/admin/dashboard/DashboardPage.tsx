import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminSession } from '../auth/session';
import { menuLabelId, visibleMenuItems } from '../layout/menu-items';
import { DashboardCounters } from './DashboardCounters';
import { DashboardTiles } from './DashboardTiles';

/** /admin: the dashboard: a welcome, the points of sale and figures the admin's role may see, and shortcuts to its sections. */
export function DashboardPage() {
  const { admin } = useAdminSession();
  const items = useMemo(() => visibleMenuItems(admin.hiddenMenus), [admin.hiddenMenus]);
  return (
    <Stack spacing={3}>
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
      <DashboardCounters />
      <DashboardTiles />
      {items.length > 0 ? (
        <section aria-labelledby="dashboard-shortcuts">
          <Typography variant="h6" component="h2" id="dashboard-shortcuts" gutterBottom>
            <FormattedMessage id="admin.dashboard.shortcuts" />
          </Typography>
          <Grid container spacing={2}>
            {items.map(({ name, path, icon: Icon }) => (
              <Grid key={name} size={{ xs: 6, sm: 4, md: 3, lg: 2 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLink} to={path} sx={{ p: 2, height: '100%' }}>
                    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
                      <Icon color="primary" />
                      <Typography variant="body2">
                        <FormattedMessage id={menuLabelId(name)} />
                      </Typography>
                    </Stack>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </section>
      ) : null}
    </Stack>
  );
}

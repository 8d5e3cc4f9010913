import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { DashboardCountersDocument } from '../../graphql/admin/graphql';
import { useAdminSession } from '../auth/session';
import { PosLink } from '../resources/store/PosLink';

/**
 * Staff holding `offlinestore` (a cashier's one permission, often) reach each enabled store's point of
 * sale from the dashboard in one tap, by the store's name, rather than through the store list.
 */
export function DashboardCounters() {
  const { admin } = useAdminSession();
  const allowed = admin.permissionList.includes('offlinestore');
  const { data } = useQuery(DashboardCountersDocument, { skip: !allowed });
  const stores = (data?.storeOptions ?? []).filter((store) => store.enabled);
  if (!allowed || !stores.length) return null;
  return (
    <section aria-labelledby="dashboard-counters" data-testid="dashboard-counters">
      <Typography variant="h6" component="h2" id="dashboard-counters" gutterBottom>
        <FormattedMessage id="admin.dashboard.counters" />
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {stores.map((store) => (
          <PosLink key={store.id} storeId={store.id} label={store.name} />
        ))}
      </Stack>
    </section>
  );
}

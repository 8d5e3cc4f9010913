import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { MyMembershipDocument, MyPointsDocument } from '../../graphql/shop/graphql';
import { useCurrency } from '../currency/CurrencyContext';
import { useShopSettings } from '../settings/ShopSettings';
import { useShopDates } from '../settings/useShopDates';
import { ErrorAlert } from '../../ui/ErrorAlert';

/** The membership: tier and its end, and how far the shopper is from the next tier (spending in the chosen currency). */
function Membership() {
  const dates = useShopDates();
  const { language } = useShopSettings();
  const { format } = useCurrency();
  const { data, error } = useQuery(MyMembershipDocument, { variables: { language: language ?? null }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorAlert error={error} />;
  const membership = data?.myMembership;
  if (!membership) return <Skeleton variant="rounded" height={80} />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="account-membership">
      <Typography variant="h6" component="h2">
        {membership.tier ? membership.tier.name : <FormattedMessage id="shop.loyalty.noTier" />}
      </Typography>
      {membership.expiresAt ? (
        <Typography color="text.secondary">
          <FormattedMessage id="shop.loyalty.expires" values={{ date: dates.date(membership.expiresAt) }} />
        </Typography>
      ) : null}
      {membership.nextTier ? (
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <Typography variant="body2" data-testid="account-next-tier">
            <FormattedMessage id="shop.loyalty.toNextTier" values={{ tier: membership.nextTier.name, amount: format(membership.remaining ?? '0') }} />
          </Typography>
          <LinearProgress variant="determinate" value={membership.progress} aria-label={membership.nextTier.name} />
        </Stack>
      ) : null}
    </Paper>
  );
}

/** The /account tab of membership and reward points: balance, what expires within 30 days, and the history. */
export function LoyaltyTab() {
  const intl = useIntl();
  const dates = useShopDates();
  const { data, error } = useQuery(MyPointsDocument, { fetchPolicy: 'cache-and-network' });
  const account = data?.myPoints;
  const columns = ['remark', 'type', 'usedPoints', 'points', 'expiryDate'] as const;
  return (
    <Stack spacing={2}>
      <Membership />
      {error && !account ? <ErrorAlert error={error} /> : null}
      {account ? (
        <>
          <Typography variant="h6" component="h2" data-testid="account-points-balance">
            <FormattedMessage id="shop.loyalty.balance" values={{ points: account.balance }} />
          </Typography>
          {account.expiringSoon > 0 ? (
            <Alert severity="info" data-testid="account-points-expiring">
              <FormattedMessage
                id="shop.loyalty.expiringSoon"
                values={{ points: account.expiringSoon, date: account.expiringOn ? dates.date(account.expiringOn) : '' }}
              />
            </Alert>
          ) : null}
          <TableContainer>
            <Table size="small" data-testid="account-points-history">
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column}>
                      <FormattedMessage id={`shop.loyalty.${column}`} />
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {account.history.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.remark}</TableCell>
                    <TableCell>{intl.formatMessage({ id: `common.points.type.${row.type}` })}</TableCell>
                    <TableCell align="right">{row.usedPoints}</TableCell>
                    <TableCell align="right">{row.points}</TableCell>
                    <TableCell>{row.expiryDate ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : error ? null : (
        <Skeleton variant="rounded" height={120} />
      )}
    </Stack>
  );
}

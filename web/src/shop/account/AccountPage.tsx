import { useApolloClient, useQuery } from '@apollo/client/react';
import LogoutIcon from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { MeDocument } from '../../graphql/shop/graphql';
import { hasErrorCode } from '../../ui/errors';
import { SHOP_LOGIN_PATH, clearShopperSession } from '../auth/shopper-session';
import { useShopperLogout } from '../auth/useShopperLogout';
import { AddressesTab } from './AddressesTab';
import { OrdersTab } from './orders/OrdersTab';
import { ProfileTab } from './ProfileTab';
import { LoyaltyTab } from './LoyaltyTab';
import { ErrorText } from '../../ui/ErrorAlert';

const TABS = ['profile', 'addresses', 'orders', 'loyalty'] as const;
type AccountTab = (typeof TABS)[number];

/**
 * A phone's tab: a quarter of the bar (no 90 px minimum, which four tabs overran at 390 px), the label in
 * its own case and wrapped onto a second line when it needs one ('Membership & points'); still MUI's
 * 48 px tall, a thumb's tap target.
 */
const PHONE_TAB_SX = { minWidth: 0, px: 0.5, textTransform: 'none', overflowWrap: 'anywhere' } as const;

/**
 * /account (login required): who is signed in, and the tabs: profile form, address book, the orders
 * (each to its detail page), and membership with reward points. A token the server no longer accepts ends the
 * session and leads to /login.
 */
export default function AccountPage() {
  const intl = useIntl();
  const client = useApolloClient();
  const { logout, loading: loggingOut } = useShopperLogout();
  const location = useLocation();
  // On a phone the four tabs share the width, every one of them on the screen (scrolling hid the last).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Pages that lead back here (an order's detail, the success page) may ask for a tab.
  const [tab, setTab] = useState<AccountTab>(() => {
    const wanted = (location.state as { tab?: unknown } | null)?.tab;
    return TABS.find((name) => name === wanted) ?? 'profile';
  });
  const { data, error, refetch } = useQuery(MeDocument, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  const rejected = hasErrorCode(error, 'UNAUTHENTICATED');

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'shop.account.title' });
  }, [intl]);

  useEffect(() => {
    if (rejected) {
      clearShopperSession();
      void client.clearStore();
    }
  }, [rejected, client]);

  if (rejected) return <Navigate to={SHOP_LOGIN_PATH} replace />;
  const me = data?.me;

  return (
    <Stack spacing={3} data-testid="shop-account">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            <FormattedMessage id="shop.account.title" />
          </Typography>
          {me ? (
            <>
              <Typography variant="h6" component="p" data-testid="shop-account-name">
                <FormattedMessage id="shop.account.name" values={{ firstName: me.firstName, lastName: me.lastName }} />
              </Typography>
              <Typography color="text.secondary" data-testid="shop-account-email" sx={{ overflowWrap: 'anywhere' }}>
                {me.email}
              </Typography>
            </>
          ) : error ? null : (
            // The two lines' own room (each Skeleton inside the Typography the line will be), so nothing moves when they come.
            <>
              <Typography variant="h6" component="p">
                <Skeleton variant="text" sx={{ width: 240 }} />
              </Typography>
              <Typography>
                <Skeleton variant="text" sx={{ width: 200 }} />
              </Typography>
            </>
          )}
        </Box>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => void logout()} disabled={loggingOut} data-testid="shop-logout">
          <FormattedMessage id="shop.account.logout" />
        </Button>
      </Stack>
      {error && !me ? (
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
      ) : null}
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_, next: AccountTab) => setTab(next)} variant={phone ? 'fullWidth' : 'scrollable'} allowScrollButtonsMobile>
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={intl.formatMessage({ id: `shop.account.tab.${name}` })}
              id={`account-tab-${name}`}
              aria-controls={`account-panel-${name}`}
              wrapped={phone}
              sx={phone ? PHONE_TAB_SX : undefined}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
          {tab === 'profile' ? <ProfileTab /> : null}
          {tab === 'addresses' ? <AddressesTab /> : null}
          {tab === 'orders' ? <OrdersTab /> : null}
          {tab === 'loyalty' ? <LoyaltyTab /> : null}
        </Box>
      </Paper>
    </Stack>
  );
}

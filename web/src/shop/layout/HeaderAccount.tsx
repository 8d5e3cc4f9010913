import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import LoginIcon from '@mui/icons-material/Login';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SHOP_ACCOUNT_PATH, SHOP_LOGIN_PATH, useShopperToken } from '../auth/shopper-session';

/** The account link for a signed-in shopper, the login link for a visitor. */
export function HeaderAccount() {
  const intl = useIntl();
  const token = useShopperToken();
  const signedIn = Boolean(token);
  return (
    <IconButton
      component={RouterLink}
      to={signedIn ? SHOP_ACCOUNT_PATH : SHOP_LOGIN_PATH}
      color="inherit"
      aria-label={intl.formatMessage({ id: signedIn ? 'shop.header.account' : 'shop.header.login' })}
      data-testid={signedIn ? 'shop-account-link' : 'shop-login-link'}
    >
      {signedIn ? <AccountCircleOutlinedIcon /> : <LoginIcon />}
    </IconButton>
  );
}

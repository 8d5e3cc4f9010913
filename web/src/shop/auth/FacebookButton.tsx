import { useApolloClient, useMutation } from '@apollo/client/react';
import FacebookIcon from '@mui/icons-material/Facebook';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HANDLES_UNAUTHENTICATED } from '../../app/apollo';
import { COOKIE, SESSION_COOKIE_DAYS, setCookie } from '../../app/cookies';
import { FacebookLoginDocument, FacebookRegisterDocument } from '../../graphql/shop/graphql';
import { useShopSettings } from '../settings/ShopSettings';
import { facebookLogin, loadFacebookSdk, type FacebookSdk } from './facebook-sdk';
import { storeShopperSession } from './shopper-session';

interface Props {
  /** `login` finds the account ('Unregistered account' if none), `register` creates it. */
  mode: 'login' | 'register';
  /** Called once the shopper is signed in (the token is stored). */
  onSignedIn: () => void;
}

/** The server's 'Unregistered account' answer (spec 8), told apart from every other failure ('Login Fail'). */
function isUnregistered(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.message === 'Unregistered account');
}

/**
 * "Continue with Facebook" (spec 2, 8): shown, and the SDK loaded, only when the shop enables Facebook
 * login. The SDK gives an access token, which the server verifies with Facebook. The cookie
 * facebook_login (holding the app id) makes logout also log out of Facebook.
 */
export function FacebookButton({ mode, onSignedIn }: Props) {
  const intl = useIntl();
  const client = useApolloClient();
  const { config } = useShopSettings();
  const appId = config?.facebookEnabled ? config.fbClientId : null;
  const [sdk, setSdk] = useState<FacebookSdk>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [login] = useMutation(FacebookLoginDocument, { context: HANDLES_UNAUTHENTICATED });
  const [register] = useMutation(FacebookRegisterDocument, { context: HANDLES_UNAUTHENTICATED });

  // Loaded when the button shows, so that the click can open Facebook's window at once (popup blockers).
  useEffect(() => {
    if (!appId) return;
    let live = true;
    // A failure here (blocked by the browser, offline) speaks only when the shopper clicks.
    loadFacebookSdk(appId, intl.locale)
      .then((loaded) => live && setSdk(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [appId, intl]);

  if (!appId) return null;

  const start = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      const accessToken = await facebookLogin(sdk ?? (await loadFacebookSdk(appId, intl.locale)));
      // A cancelled social login only hides the loader (spec 8).
      if (!accessToken) return;
      const input = { accessToken };
      const { data } = mode === 'login' ? await login({ variables: { input } }) : await register({ variables: { input } });
      const token = data && ('facebookLogin' in data ? data.facebookLogin : data.facebookRegister);
      if (!token) return;
      await client.clearStore();
      storeShopperSession(token.expiredAt);
      setCookie(COOKIE.facebookLogin, appId, SESSION_COOKIE_DAYS);
      onSignedIn();
    } catch (error) {
      setFailure(intl.formatMessage({ id: isUnregistered(error) ? 'shop.facebook.unregistered' : 'shop.facebook.loginFail' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} data-testid="facebook-login">
      <Divider>
        <FormattedMessage id="shop.facebook.or" />
      </Divider>
      {failure ? (
        <Alert severity="error" role="alert" data-testid="facebook-error">
          {failure}
        </Alert>
      ) : null}
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={busy ? <CircularProgress size={18} /> : <FacebookIcon />}
        disabled={busy}
        onClick={() => void start()}
        data-testid="facebook-button"
      >
        <FormattedMessage id={mode === 'login' ? 'shop.facebook.login' : 'shop.facebook.register'} />
      </Button>
    </Stack>
  );
}

import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { UnsubscribeDocument } from '../../graphql/shop/graphql';
import { useLinkLanguage } from './useLinkLanguage';
import { useSignedLink } from './useSignedLink';

/**
 * /unsubscribe?email=...&signature=... (spec 2): the link at the foot of the shop's mails. The
 * signature proves the link came from the shop, so nobody can unsubscribe somebody else by guessing.
 * The link's `language` makes the page answer in the recipient's language.
 */
export default function UnsubscribePage() {
  useLinkLanguage();
  const intl = useIntl();
  const [unsubscribe] = useMutation(UnsubscribeDocument);
  const { email, outcome } = useSignedLink(({ email, signature }) => unsubscribe({ variables: { input: { email, signature } } }));

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'shop.unsubscribe.title' });
  }, [intl]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Paper sx={{ width: '100%', maxWidth: 520, p: { xs: 2, sm: 4 } }} elevation={2}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            <FormattedMessage id="shop.unsubscribe.title" />
          </Typography>
          {outcome === 'working' ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="unsubscribe-working">
              <CircularProgress size={24} />
              <Typography>
                <FormattedMessage id="shop.unsubscribe.working" />
              </Typography>
            </Stack>
          ) : null}
          {outcome === 'done' ? (
            <Alert severity="success" data-testid="unsubscribe-done">
              <FormattedMessage id="shop.unsubscribe.done" values={{ email }} />
            </Alert>
          ) : null}
          {outcome === 'invalid' ? (
            <Alert severity="error" data-testid="unsubscribe-invalid">
              <FormattedMessage id="shop.unsubscribe.invalid" />
            </Alert>
          ) : null}
          {outcome === 'failed' ? (
            <Alert severity="error" data-testid="unsubscribe-failed">
              <FormattedMessage id="shop.unsubscribe.failed" />
            </Alert>
          ) : null}
          <Button component={RouterLink} to="/" sx={{ alignSelf: 'flex-start' }}>
            <FormattedMessage id="shop.unsubscribe.home" />
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

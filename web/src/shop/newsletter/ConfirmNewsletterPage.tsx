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
import { ConfirmNewsletterDocument } from '../../graphql/shop/graphql';
import { useLinkLanguage } from './useLinkLanguage';
import { useSignedLink } from './useSignedLink';

/** /newsletter/confirm?email&signature&language: the link of the double opt-in mail, confirmed in one step. */
export default function ConfirmNewsletterPage() {
  useLinkLanguage();
  const intl = useIntl();
  const [confirm] = useMutation(ConfirmNewsletterDocument);
  const { email, outcome } = useSignedLink(({ email, signature, language }) => confirm({ variables: { input: { email, signature, language } } }));

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'shop.newsletter.title' });
  }, [intl]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Paper sx={{ width: '100%', maxWidth: 520, p: { xs: 2, sm: 4 } }} elevation={2}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            <FormattedMessage id="shop.newsletter.title" />
          </Typography>
          {outcome === 'working' ? <CircularProgress size={24} /> : null}
          {outcome === 'done' ? (
            <Alert severity="success" data-testid="newsletter-confirmed">
              <FormattedMessage id="shop.newsletter.confirmed" values={{ email }} />
            </Alert>
          ) : null}
          {outcome === 'invalid' ? (
            <Alert severity="error" data-testid="newsletter-invalid">
              <FormattedMessage id="shop.newsletter.invalid" />
            </Alert>
          ) : null}
          {outcome === 'failed' ? (
            <Alert severity="error">
              <FormattedMessage id="shop.newsletter.failed" />
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

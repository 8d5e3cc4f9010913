import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SubscribeNewsletterDocument } from '../../graphql/shop/graphql';
import { toLocalizedFormErrors } from '../../ui/errors';
import { useShopSettings } from '../settings/ShopSettings';
import { formTool } from '../agents/form-tool';
import { TextInput } from '../../ui/TextInput';

/**
 * The footer's newsletter sign-up (double opt-in): the server mails a confirmation link, and answers
 * alike whether or not the address has an account; nothing counts as subscribed before the link is opened.
 */
export default function NewsletterBox() {
  const intl = useIntl();
  const { language } = useShopSettings();
  const [email, setEmail] = useState('');
  const [subscribe, { loading }] = useMutation(SubscribeNewsletterDocument);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      await subscribe({ variables: { input: { email: email.trim(), language: language ?? null } } });
      setOutcome({ ok: true, text: intl.formatMessage({ id: 'shop.newsletter.sent' }) });
      setEmail('');
    } catch (error) {
      const { fields, form } = toLocalizedFormErrors(intl, error);
      setOutcome({ ok: false, text: fields.email ?? form ?? intl.formatMessage({ id: 'shop.newsletter.failed' }) });
    }
  };

  return (
    <Stack
      component="form"
      onSubmit={(event) => void submit(event)}
      spacing={1}
      sx={{ maxWidth: 480, mx: 'auto', mb: 2 }}
      data-testid="newsletter-box"
      noValidate
      {...formTool(intl, 'newsletter_subscribe')}
    >
      <Typography variant="subtitle2" component="h2" align="center">
        <FormattedMessage id="shop.newsletter.title" />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextInput
          name="email"
          type="email"
          size="small"
          fullWidth
          required
          label={intl.formatMessage({ id: 'shop.newsletter.email' })}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          slotProps={{
            htmlInput: { 'data-testid': 'newsletter-email', autoComplete: 'email', toolparamdescription: intl.formatMessage({ id: 'shop.newsletter.email' }) },
          }}
        />
        <Button type="submit" variant="contained" disabled={loading || !email.trim()} data-testid="newsletter-submit" sx={{ flexShrink: 0 }}>
          <FormattedMessage id="shop.newsletter.subscribe" />
        </Button>
      </Stack>
      {outcome ? (
        <Alert severity={outcome.ok ? 'success' : 'error'} data-testid={outcome.ok ? 'newsletter-sent' : 'newsletter-error'}>
          {outcome.text}
        </Alert>
      ) : null}
    </Stack>
  );
}

import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RotateApiKeyDocument, type ApiKeyRecordFragment } from '../../../graphql/admin/graphql';
import { ConfirmDialog } from '../../framework/dialogs';
import { errorMessages } from '../../framework/format';
import { SecretOnceAlert } from './SecretOnceAlert';
import { takeSecretOnce } from './secret-once';

const DEFAULT_GRACE_HOURS = 24;

/**
 * Under a key's edit form: the secret of a key just made (shown once), and Rotate, which gives a new
 * secret while the old one keeps working for the grace period chosen here.
 */
export function ApiKeySecretPanel({ record }: { record: ApiKeyRecordFragment }) {
  const intl = useIntl();
  const [secret, setSecret] = useState(() => takeSecretOnce('api_key', record.id));
  const [grace, setGrace] = useState(String(DEFAULT_GRACE_HOURS));
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [rotate, { loading }] = useMutation(RotateApiKeyDocument);

  const confirm = async () => {
    setAsking(false);
    setFailure(null);
    try {
      const { data } = await rotate({ variables: { id: record.id, graceHours: Number(grace) } });
      setSecret(data?.rotateApiKey.secret ?? null);
    } catch (error) {
      setFailure(errorMessages(error).join(' '));
    }
  };

  return (
    <Paper sx={{ p: 2, mt: 3, maxWidth: 720 }} data-testid="api-key-secret-panel">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          <FormattedMessage id="admin.apiKey.secret" />
        </Typography>
        {secret ? <SecretOnceAlert secret={secret} /> : null}
        <Typography variant="body2">
          <FormattedMessage id="admin.apiKey.lastFourIs" values={{ lastFour: record.lastFour }} />
        </Typography>
        {record.state !== 'revoked' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              type="number"
              size="small"
              label={intl.formatMessage({ id: 'admin.apiKey.graceHours' })}
              value={grace}
              onChange={(event) => setGrace(event.target.value)}
              slotProps={{ htmlInput: { min: 0, max: 720 } }}
              data-testid="api-key-grace"
            />
            <Button variant="outlined" disabled={loading} onClick={() => setAsking(true)} data-testid="api-key-rotate">
              <FormattedMessage id="admin.apiKey.rotate" />
            </Button>
          </Stack>
        ) : null}
        {failure ? <Typography color="error">{failure}</Typography> : null}
      </Stack>
      <ConfirmDialog
        open={asking}
        message={intl.formatMessage({ id: 'admin.apiKey.confirmRotate' }, { hours: grace })}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Paper>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BroadcastMessagePreviewDocument, TestSendBroadcastMessageDocument, type BroadcastMessageRecordFragment } from '../../../graphql/admin/graphql';
import { toFormErrors } from '../../../ui/errors';
import { useContentLanguageOptions } from './options';

/**
 * Under a saved message: how a recipient reading a language gets it (sample names, the shop's layout),
 * and a test send of that language to one address. The HTML is the server's sanitised rendering, shown
 * in a sandboxed frame so nothing in it runs.
 */
export function MessagePreviewPanel({ record }: { record: BroadcastMessageRecordFragment }) {
  const intl = useIntl();
  const languages = useContentLanguageOptions();
  const [language, setLanguage] = useState<string>('');
  const chosen = language || String(languages[0]?.value ?? '');
  const preview = useQuery(BroadcastMessagePreviewDocument, { variables: { id: record.id, language: chosen || null }, fetchPolicy: 'network-only' });
  const [email, setEmail] = useState('');
  const [send, sending] = useMutation(TestSendBroadcastMessageDocument);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const testSend = async () => {
    setOutcome(null);
    try {
      await send({ variables: { id: record.id, input: { email }, language: chosen || null } });
      setOutcome({ ok: true, text: intl.formatMessage({ id: 'admin.message.testSent' }, { email }) });
    } catch (error) {
      const { fields, form } = toFormErrors(error);
      setOutcome({ ok: false, text: fields.email ?? form ?? '' });
    }
  };

  return (
    <Paper sx={{ p: 2, mt: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          <FormattedMessage id="admin.message.preview" />
        </Typography>
        <TextField
          select
          label={intl.formatMessage({ id: 'admin.message.previewLanguage' })}
          value={chosen}
          onChange={(e) => setLanguage(e.target.value)}
          sx={{ maxWidth: 240 }}
        >
          {languages.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Typography data-testid="preview-subject">{preview.data?.broadcastMessagePreview.subject}</Typography>
        <Box
          component="iframe"
          title={intl.formatMessage({ id: 'admin.message.preview' })}
          sandbox=""
          srcDoc={preview.data?.broadcastMessagePreview.html ?? ''}
          sx={{ width: '100%', height: 360, border: 1, borderColor: 'divider' }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            type="email"
            label={intl.formatMessage({ id: 'admin.message.testAddress' })}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            size="small"
            sx={{ minWidth: 260 }}
          />
          <Button variant="outlined" disabled={!email || sending.loading} onClick={() => void testSend()}>
            <FormattedMessage id="admin.message.testSend" />
          </Button>
        </Stack>
        {outcome ? <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert> : null}
      </Stack>
    </Paper>
  );
}

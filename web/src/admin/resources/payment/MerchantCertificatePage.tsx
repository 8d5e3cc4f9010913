import { useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizeServerMessage } from '../../../ui/errors';
import { Link as RouterLink } from 'react-router-dom';
import { MerchantCertificatePresentDocument } from '../../../graphql/admin/graphql';
import { GENERIC_FORM_FAILURE } from '../../../ui/validation/rules';
import { MessageDialog, type DialogMessage } from '../../framework/dialogs';
import { errorMessages } from '../../framework/format';
import { uploadMerchantCertificate } from './merchant-certificate';

/**
 * The merchant certificate (`/admin/payment/certificate`): whether a valid one is stored, and an upload
 * that replaces it. The server never gives the file back, so neither does this screen.
 */
export function MerchantCertificatePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.payment.certificate' });
  const { data, error, loading, refetch } = useQuery(MerchantCertificatePresentDocument, { fetchPolicy: 'network-only' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DialogMessage | null>(null);

  useEffect(() => {
    document.title = title;
  }, [title]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a fix: clear the input.
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const refusal = await uploadMerchantCertificate(file, GENERIC_FORM_FAILURE);
      setMessage(refusal ? { titleId: 'admin.payment.certificateUploadFail', messages: [refusal] } : { titleId: 'admin.resource.dialog.submitSuccess' });
      if (!refusal) await refetch();
    } catch (failure) {
      setMessage({
        titleId: 'admin.payment.certificateUploadFail',
        messages: [failure instanceof Error ? localizeServerMessage(intl, failure.message) : GENERIC_FORM_FAILURE],
      });
    } finally {
      setBusy(false);
    }
  };

  const present = data?.merchantCertificatePresent;
  return (
    <Paper sx={{ p: { xs: 1, md: 2 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
        <Button component={RouterLink} to="/admin/payment" startIcon={<ArrowBackIcon />} data-testid="back-to-list">
          <FormattedMessage id="admin.menu.payment" />
        </Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
      </Stack>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="admin.payment.certificateHelp" />
        </Typography>
        {error ? <Alert severity="error">{errorMessages(error).join(' ')}</Alert> : null}
        {present === undefined ? null : (
          <Alert severity={present ? 'success' : 'warning'} data-testid="pem-status">
            <FormattedMessage id={present ? 'admin.payment.certificatePresent' : 'admin.payment.certificateAbsent'} />
          </Alert>
        )}
        <div>
          <Button variant="contained" component="label" startIcon={<UploadFileIcon />} disabled={busy || loading}>
            <FormattedMessage id={present ? 'admin.payment.certificateReplace' : 'admin.payment.certificateUpload'} />
            <input hidden type="file" accept=".pem,.crt,.cer,.key,application/x-pem-file" data-testid="pem-input" onChange={(event) => void choose(event)} />
          </Button>
        </div>
      </Stack>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </Paper>
  );
}

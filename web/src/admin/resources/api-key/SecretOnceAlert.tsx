import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

/** A new secret, shown this once, with a copy button (the server keeps only its hash). */
export function SecretOnceAlert({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };
  return (
    <Alert
      severity="warning"
      data-testid="secret-once"
      action={
        <Button color="inherit" size="small" startIcon={<ContentCopyIcon fontSize="small" />} onClick={() => void copy()} data-testid="secret-copy">
          <FormattedMessage id={copied ? 'admin.secret.copied' : 'admin.secret.copy'} />
        </Button>
      }
    >
      <AlertTitle>
        <FormattedMessage id="admin.secret.shownOnce" />
      </AlertTitle>
      <Box component="code" sx={{ wordBreak: 'break-all', fontSize: 14 }} data-testid="secret-value">
        {secret}
      </Box>
    </Alert>
  );
}

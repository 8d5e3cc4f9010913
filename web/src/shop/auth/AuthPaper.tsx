import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface Props {
  /** Message id of the page title (also the document title). */
  titleId: string;
  children: ReactNode;
}

/** The narrow card the sign-in, registration and password pages sit in; full width on a phone. */
export function AuthPaper({ titleId, children }: Props) {
  const intl = useIntl();
  useEffect(() => {
    document.title = intl.formatMessage({ id: titleId });
  }, [intl, titleId]);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 2, sm: 4 } }} elevation={2}>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          <FormattedMessage id={titleId} />
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

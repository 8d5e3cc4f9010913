import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { FullPageSpinner } from '../../../ui/FullPageSpinner';
import { errorMessages } from '../format';
import { resourcePath, type AnyResource, type FormMode } from '../resource';

interface EditPageFrameProps {
  resource: AnyResource;
  /** The resource's translated title (the back-to-list button). */
  title: string;
  mode: FormMode;
  id?: number;
  /** The record does not exist: 'ID not exists' (the caller redirects after a second). */
  notFound: boolean;
  /** The edit query failed otherwise. */
  error?: unknown;
  /** The record (or the chosen language of it) is still loading. */
  loading: boolean;
  /** The page heading when the record has a better name than 'Edit #id' (e.g. an order number). */
  headline?: string;
  children: ReactNode;
}

/**
 * The frame of every create/edit screen, generic or hand-written: the heading with the way back to the
 * list, and the screens shown instead of the form while the record is missing, failed or loading.
 */
export function EditPageFrame({ resource, title, mode, id, notFound, error, loading, headline, children }: EditPageFrameProps) {
  const heading = (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Button component={RouterLink} to={resourcePath(resource)} startIcon={<ArrowBackIcon />} data-testid="back-to-list">
        {title}
      </Button>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {headline ?? <FormattedMessage id={mode === 'create' ? 'admin.resource.createTitle' : 'admin.resource.editTitle'} values={{ id }} />}
      </Typography>
    </Stack>
  );

  if (notFound) {
    return (
      <Paper sx={{ p: 3 }}>
        {heading}
        <Alert severity="warning" data-testid="id-not-exists">
          <FormattedMessage id="admin.resource.idNotExists" />
        </Alert>
      </Paper>
    );
  }
  if (mode === 'edit' && error) {
    return (
      <Paper sx={{ p: 3 }}>
        {heading}
        <Alert severity="error">{errorMessages(error).join(' ')}</Alert>
      </Paper>
    );
  }
  if (mode === 'edit' && loading) return <FullPageSpinner />;

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      {heading}
      {children}
    </Paper>
  );
}

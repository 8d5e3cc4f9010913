import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ADMIN_UPLOAD_URL, IMAGE_TYPES, PICTURE_TOO_LARGE, UploadRefusedError, checkImageFile, uploadImage } from './imageUpload';
import { fieldId } from './labels';
import type { FormFieldProps } from './types';
import { useShownError } from './useFieldError';

export interface ImageUploadFieldProps extends FormFieldProps {
  /** Height of the preview in pixels (default 160). */
  previewHeight?: number;
  /** Where the picture goes (default POST /api/admin/upload with the admin token). */
  uploadUrl?: string;
}

/**
 * A picture: the chosen file is checked (type, 5 MB), uploaded at once, and the field holds the stored
 * path (a string, or null when there is none). Shows the picture, a progress bar while uploading, and a
 * remove button. A refusal (here or by the server) opens the 'Upload Fail' dialog with its message.
 */
export function ImageUploadField({ name, label, required, disabled, helperText, previewHeight = 160, uploadUrl = ADMIN_UPLOAD_URL }: ImageUploadFieldProps) {
  const intl = useIntl();
  const [field, , helpers] = useField<string | null | undefined>(name);
  const error = useShownError(name);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const pending = useRef<AbortController | undefined>(undefined);
  const id = fieldId(name);
  const path = typeof field.value === 'string' && field.value ? field.value : undefined;

  // Leaving the form cancels an upload still running, so it cannot write into a form that is gone.
  useEffect(() => () => pending.current?.abort(), []);

  // The server's texts are English; the ones the shop knows are shown in the admin's language.
  const translateRefusal = (message: string) => (message === PICTURE_TOO_LARGE ? intl.formatMessage({ id: 'common.form.imageTooManyPixels' }) : message);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again after a failure
    if (!file) return;
    const refusal = checkImageFile(file);
    if (refusal) {
      setFailure(intl.formatMessage({ id: refusal === 'tooLarge' ? 'common.form.imageTooLarge' : 'common.form.imageNotImage' }));
      return;
    }
    const controller = new AbortController();
    pending.current?.abort();
    pending.current = controller;
    setUploading(true);
    try {
      const stored = await uploadImage(file, { url: uploadUrl, signal: controller.signal });
      if (controller.signal.aborted) return;
      await helpers.setValue(stored);
      await helpers.setTouched(true);
    } catch (reason) {
      if (controller.signal.aborted) return;
      setFailure(
        reason instanceof UploadRefusedError
          ? translateRefusal(reason.message)
          : intl.formatMessage({ id: 'common.form.uploadFailure' }, { reason: reason instanceof Error ? reason.message : String(reason) }),
      );
    } finally {
      if (pending.current === controller) {
        pending.current = undefined;
        setUploading(false);
      }
    }
  };

  const remove = () => {
    void helpers.setValue(null);
    void helpers.setTouched(true);
  };

  const hint = error ?? helperText;
  return (
    <FormControl error={Boolean(error)} disabled={disabled} fullWidth component="fieldset" aria-describedby={hint ? `${id}-hint` : undefined}>
      <FormLabel component="legend" required={required} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {path ? (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, maxWidth: '100%', bgcolor: 'grey.50' }} data-testid={`${id}-preview`}>
            <Box component="img" src={path} alt={label} sx={{ display: 'block', height: previewHeight, maxWidth: '100%', objectFit: 'contain' }} />
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {path}
            </Typography>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="common.form.noImage" />
          </Typography>
        )}
        {uploading ? (
          <Box sx={{ width: '100%', maxWidth: 320 }}>
            <LinearProgress aria-label={intl.formatMessage({ id: 'common.form.uploading' })} />
          </Box>
        ) : null}
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined" size="small" startIcon={<CloudUploadIcon />} disabled={disabled || uploading}>
            <FormattedMessage id={path ? 'common.form.changeImage' : 'common.form.uploadImage'} />
            <input
              id={id}
              name={name}
              hidden
              type="file"
              accept={IMAGE_TYPES.join(',')}
              onChange={(event) => void choose(event)}
              disabled={disabled || uploading}
            />
          </Button>
          {path ? (
            <Button variant="text" size="small" color="error" startIcon={<DeleteIcon />} onClick={remove} disabled={disabled || uploading}>
              <FormattedMessage id="common.form.removeImage" />
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {hint ? <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText> : null}
      <Dialog open={failure !== undefined} onClose={() => setFailure(undefined)} aria-labelledby={`${id}-failure-title`}>
        <DialogTitle id={`${id}-failure-title`}>
          <FormattedMessage id="common.form.uploadFail" />
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{failure}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFailure(undefined)} autoFocus>
            <FormattedMessage id="common.form.ok" />
          </Button>
        </DialogActions>
      </Dialog>
    </FormControl>
  );
}

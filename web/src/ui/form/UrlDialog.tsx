import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { MESSAGES, text } from '../validation/rules';
import { FormikTextField } from './FormikTextField';

/** A web address, or a path on this site (an uploaded picture's /uploads/... path). */
const URL_PATTERN = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/[^\s]*)$/i;

interface UrlDialogProps {
  open: boolean;
  /** Message id of the title (link or picture). */
  titleId: string;
  initialUrl?: string;
  /** An empty address is allowed (removing a link). */
  allowEmpty?: boolean;
  onCancel: () => void;
  onSubmit: (url: string) => void;
}

/** Asks for one address (the rich-text editor's link and picture buttons). */
export function UrlDialog({ open, titleId, initialUrl = '', allowEmpty, onCancel, onSubmit }: UrlDialogProps) {
  const intl = useIntl();
  const schema = yup.object({
    url: (allowEmpty ? text() : text().test('required', MESSAGES.required, (v) => Boolean(v))).test(
      'url',
      MESSAGES.noSpecific,
      (v) => !v || URL_PATTERN.test(v),
    ),
  });
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm">
      {open ? (
        <Formik initialValues={{ url: initialUrl }} validationSchema={schema} onSubmit={(values) => onSubmit(values.url.trim())}>
          {({ handleSubmit }) => (
            // React events bubble through the dialog's portal: the submit must not reach the enclosing form.
            <form
              noValidate
              onSubmit={(event) => {
                event.stopPropagation();
                handleSubmit(event);
              }}
            >
              <DialogTitle>
                <FormattedMessage id={titleId} />
              </DialogTitle>
              <DialogContent>
                <FormikTextField name="url" label={intl.formatMessage({ id: 'common.form.url' })} fullWidth autoFocus margin="dense" placeholder="https://" />
              </DialogContent>
              <DialogActions>
                <Button onClick={onCancel}>
                  <FormattedMessage id="common.form.cancel" />
                </Button>
                <Button type="submit" variant="contained">
                  <FormattedMessage id="common.form.ok" />
                </Button>
              </DialogActions>
            </form>
          )}
        </Formik>
      ) : null}
    </Dialog>
  );
}

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { toolParam } from '../../ui/form/labels';

/**
 * The newsletter opt-in box of the registration and checkout forms (a formik boolean, unticked by
 * default): ticking it makes the server mail a confirmation link (double opt-in).
 */
export function NewsletterOptIn({ name = 'newsletter' }: { name?: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'shop.newsletter.optIn' });
  return (
    <FormControlLabel
      control={
        <Checkbox {...field} checked={Boolean(field.value)} slotProps={{ input: { 'data-testid': 'newsletter-opt-in', ...toolParam(label) } as object }} />
      }
      label={label}
    />
  );
}

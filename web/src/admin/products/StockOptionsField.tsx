import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldId } from '../../ui/form/labels';
import { useShownError } from '../../ui/form';
import type { AttributeKind } from './useProductChoices';

/**
 * A stock's option values (`options`: attribute value ids) as one select per attribute kind, so a stock
 * can hold at most one value of each kind (colour: red, size: XL). A server refusal of the combination
 * ('Two stocks can not have the same options.') shows under the selects.
 */
export function StockOptionsField({ name, kinds }: { name: string; kinds: readonly AttributeKind[] }) {
  const intl = useIntl();
  const [field, , helpers] = useField<number[]>(name);
  const error = useShownError(name);
  const chosen = field.value ?? [];

  if (kinds.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="admin.product.stock.noAttributes" />
      </Typography>
    );
  }

  const choose = (kind: AttributeKind, value: string) => {
    const ofKind = new Set(kind.values.map((option) => option.value));
    const others = chosen.filter((id) => !ofKind.has(id));
    void helpers.setValue(value === '' ? others : [...others, Number(value)]);
    void helpers.setTouched(true, false);
  };

  return (
    <Stack spacing={0.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {kinds.map((kind) => {
          const current = kind.values.find((option) => chosen.includes(Number(option.value)));
          return (
            <MuiTextField
              key={kind.id}
              select
              size="small"
              id={fieldId(`${name}.${kind.id}`)}
              label={kind.title}
              value={current ? String(current.value) : ''}
              onChange={(event) => choose(kind, event.target.value)}
              error={Boolean(error)}
              sx={{ minWidth: 160, flex: 1 }}
            >
              <MenuItem value="">
                <em>{intl.formatMessage({ id: 'common.form.none' })}</em>
              </MenuItem>
              {kind.values.map((option) => (
                <MenuItem key={option.value} value={String(option.value)}>
                  {option.label}
                </MenuItem>
              ))}
            </MuiTextField>
          );
        })}
      </Stack>
      {error ? (
        <FormHelperText error data-testid={`${name}-error`}>
          {error}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}

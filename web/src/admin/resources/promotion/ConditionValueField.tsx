import MuiTextField from '@mui/material/TextField';
import { getIn, useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FormFieldProps } from '../../../ui/form/types';
import { useShownError } from '../../../ui/form/useFieldError';

/** What each condition type's value holds (promotion-rules.ts): one typed input instead of JSON text. */
const SHAPES: Record<string, { key: string; list?: 'ids' | 'codes' }> = {
  min_subtotal: { key: 'amount' },
  min_quantity: { key: 'quantity' },
  products: { key: 'ids', list: 'ids' },
  categories: { key: 'ids', list: 'ids' },
  brands: { key: 'ids', list: 'ids' },
  membership_tiers: { key: 'ids', list: 'ids' },
  currencies: { key: 'codes', list: 'codes' },
};

function parse(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json || '{}');
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** The text shown for a stored value: a list as "1, 2", a number or amount as is. */
export function textOf(json: string, key: string): string {
  const value = parse(json)[key];
  return Array.isArray(value) ? value.join(', ') : value === undefined || value === null ? '' : String(value);
}

/** The JSON stored for what was typed; entries that are not whole numbers (ids) stay text, so the server's check speaks. */
export function jsonOf(text: string, shape: { key: string; list?: 'ids' | 'codes' }): string {
  if (!shape.list) {
    const trimmed = text.trim();
    const value = shape.key === 'quantity' && /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
    return JSON.stringify(trimmed ? { [shape.key]: value } : {});
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (shape.list === 'codes') return JSON.stringify({ codes: entries.map((code) => code.toUpperCase()) });
  return JSON.stringify({ ids: entries.every((entry) => /^\d+$/.test(entry)) ? entries.map(Number) : entries });
}

/**
 * A promotion condition's value, typed by the row's condition type: an amount, a quantity, a list of ids
 * (products, categories, brands, membership tiers) or currency codes; none for signed_in and first_order.
 * The form keeps the value as JSON text, as the generic rule editor does.
 */
export function ConditionValueField({ name, label, disabled }: FormFieldProps) {
  const intl = useIntl();
  const { values } = useFormikContext<Record<string, unknown>>();
  const type = String(getIn(values, name.replace(/value$/, 'type')) ?? '');
  const [field, , helpers] = useField<string>(name);
  const shape = SHAPES[type];
  const [text, setText] = useState(() => (shape ? textOf(field.value, shape.key) : ''));
  // Another condition type chosen for the row: start its value afresh.
  const [shownType, setShownType] = useState(type);
  if (shownType !== type) {
    setShownType(type);
    setText('');
  }
  const error = useShownError(name);
  if (!shape) {
    return (
      <MuiTextField
        label={label}
        value=""
        size="small"
        disabled
        fullWidth
        helperText={type ? intl.formatMessage({ id: 'admin.promotion.noValue' }) : undefined}
      />
    );
  }
  return (
    <MuiTextField
      id={name}
      name={name}
      label={intl.formatMessage({ id: `admin.promotion.value.${shape.key}` })}
      value={text}
      size="small"
      fullWidth
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? (shape.list ? intl.formatMessage({ id: 'admin.promotion.listHelp' }) : undefined)}
      onChange={(event) => {
        setText(event.target.value);
        void helpers.setValue(jsonOf(event.target.value, shape));
      }}
    />
  );
}

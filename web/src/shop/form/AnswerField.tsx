import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useField } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { countryOptions } from '../../ui/countries';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { SelectField } from '../../ui/form/SelectField';
import { useShownError } from '../../ui/form/useFieldError';
import { toolParam } from '../../ui/form/labels';
import type { FormFieldData } from './answers';

/** The HTML input type and autocomplete hint of the text-like field types. */
const TEXT_INPUTS: Record<string, { type: string; autoComplete?: string; inputMode?: 'numeric' | 'decimal' | 'tel' }> = {
  text: { type: 'text' },
  textarea: { type: 'text' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  number: { type: 'text', inputMode: 'decimal' },
  date: { type: 'date' },
};

/** One field of a custom form, by its type (issue 16: text ... consent checkbox). */
export function AnswerField({ field }: { field: FormFieldData }) {
  const helper = field.help || undefined;
  if (field.type in TEXT_INPUTS) {
    const input = TEXT_INPUTS[field.type];
    return (
      <FormikTextField
        name={field.key}
        type={input.type}
        autoComplete={input.autoComplete}
        label={field.label}
        placeholder={field.placeholder || undefined}
        helperText={helper}
        required={field.required}
        fullWidth
        multiline={field.type === 'textarea'}
        rows={field.type === 'textarea' ? 4 : undefined}
        slotProps={{ inputLabel: field.type === 'date' ? { shrink: true } : undefined, htmlInput: { inputMode: input.inputMode } }}
      />
    );
  }
  if (field.type === 'select') {
    return (
      <SelectField
        name={field.key}
        label={field.label}
        helperText={helper}
        required={field.required}
        options={field.options.map((o) => ({ value: o.key, label: o.label }))}
        emptyOption={!field.required}
      />
    );
  }
  if (field.type === 'country') return <CountryField field={field} />;
  if (field.type === 'radio') return <RadioField field={field} />;
  if (field.type === 'checkboxes') return <CheckboxesField field={field} />;
  return <ConsentField field={field} />;
}

function CountryField({ field }: { field: FormFieldData }) {
  const intl = useIntl();
  const options = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  return (
    <SelectField
      name={field.key}
      label={field.label}
      helperText={field.help || undefined}
      required={field.required}
      options={options}
      emptyOption={!field.required}
    />
  );
}

function RadioField({ field }: { field: FormFieldData }) {
  const [value, , helpers] = useField<string>(field.key);
  const error = useShownError(field.key);
  return (
    // A fieldset: where Chromium reads a radio group's WebMCP description.
    <FormControl error={Boolean(error)} required={field.required} component="fieldset" {...toolParam(field.label)}>
      <FormLabel id={`${field.key}-label`} component="legend">
        {field.label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${field.key}-label`}
        name={field.key}
        value={value.value ?? ''}
        onChange={(event) => void helpers.setValue(event.target.value)}
      >
        {field.options.map((option) => (
          <FormControlLabel key={option.key} value={option.key} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      <FormHelperText>{error ?? field.help}</FormHelperText>
    </FormControl>
  );
}

function CheckboxesField({ field }: { field: FormFieldData }) {
  const [value, , helpers] = useField<string[]>(field.key);
  const error = useShownError(field.key);
  const chosen = Array.isArray(value.value) ? value.value : [];
  const toggle = (key: string) => void helpers.setValue(chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key]);
  return (
    <FormControl error={Boolean(error)} required={field.required} component="fieldset">
      <FormLabel component="legend">{field.label}</FormLabel>
      <FormGroup>
        {field.options.map((option) => (
          <FormControlLabel
            key={option.key}
            control={
              <Checkbox
                checked={chosen.includes(option.key)}
                onChange={() => toggle(option.key)}
                name={`${field.key}.${option.key}`}
                slotProps={{ input: toolParam(`${field.label}: ${option.label}`) }}
              />
            }
            label={option.label}
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ?? field.help}</FormHelperText>
    </FormControl>
  );
}

function ConsentField({ field }: { field: FormFieldData }) {
  const [value, , helpers] = useField<boolean>(field.key);
  const error = useShownError(field.key);
  return (
    <FormControl error={Boolean(error)} required={field.required}>
      <FormControlLabel
        control={
          <Checkbox
            checked={Boolean(value.value)}
            onChange={(event) => void helpers.setValue(event.target.checked)}
            name={field.key}
            slotProps={{ input: toolParam(field.label) }}
          />
        }
        label={field.label}
      />
      <FormHelperText>{error ?? field.help}</FormHelperText>
    </FormControl>
  );
}

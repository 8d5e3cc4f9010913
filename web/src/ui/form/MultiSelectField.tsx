import Autocomplete from '@mui/material/Autocomplete';
import MuiTextField from '@mui/material/TextField';
import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { fieldId } from './labels';
import type { FormFieldProps, SelectOption } from './types';
import { useShownError } from './useFieldError';

export interface MultiSelectFieldProps extends FormFieldProps {
  options: readonly SelectOption[];
  /** Free text entries may be added too (e.g. tags); they are stored as strings. */
  freeSolo?: boolean;
  size?: 'small' | 'medium';
  /**
   * The options are found by the server from what is typed (e.g. products by name): called with the
   * text as it changes, and the options are shown as given instead of being filtered here.
   */
  onSearch?: (text: string) => void;
  /** With onSearch: the typed text's answer is not in yet (the list says so: `aria-busy` on the listbox). */
  searching?: boolean;
}

/** The option of a stored value; a value the options do not hold (not loaded yet, or free text) shows itself. */
function optionOf(options: readonly SelectOption[], value: string | number): SelectOption {
  return options.find((option) => option.value === value) ?? { value, label: String(value) };
}

/**
 * Chooses any number of `options`, shown as chips, with type-to-filter; holds the chosen values in the
 * order chosen (an array, empty when none).
 */
export function MultiSelectField({ name, label, required, disabled, helperText, options, freeSolo, size, onSearch, searching }: MultiSelectFieldProps) {
  const intl = useIntl();
  const [field, , helpers] = useField<Array<string | number> | null | undefined>(name);
  const error = useShownError(name);
  const selected = (field.value ?? []).map((value) => optionOf(options, value));
  return (
    <Autocomplete<SelectOption | string, true, false, boolean>
      multiple
      freeSolo={freeSolo}
      id={fieldId(name)}
      options={options}
      value={selected}
      disabled={disabled}
      size={size}
      filterSelectedOptions
      loading={searching}
      slotProps={{ listbox: { 'aria-busy': Boolean(searching) } }}
      filterOptions={onSearch ? (found) => found : undefined}
      onInputChange={onSearch ? (_event, text, reason) => reason === 'input' && onSearch(text) : undefined}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      isOptionEqualToValue={(option, value) => typeof option !== 'string' && typeof value !== 'string' && option.value === value.value}
      onChange={(_event, chosen) => {
        const values = chosen.map((entry) => (typeof entry === 'string' ? entry.trim() : entry.value)).filter((value) => value !== '');
        void helpers.setValue([...new Set(values)]);
      }}
      onBlur={() => void helpers.setTouched(true)}
      noOptionsText={intl.formatMessage({ id: 'common.form.noOptions' })}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          name={name}
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps?.inputLabel, required: Boolean(required) },
            htmlInput: { ...params.slotProps?.htmlInput, 'aria-required': required ? true : undefined },
          }}
        />
      )}
    />
  );
}

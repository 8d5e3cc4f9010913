import type { ComponentType } from 'react';
/**
 * The contract between the admin resource framework (which maps a field declaration's `kind` to a widget)
 * and the formik-bound widgets of this folder. Every widget takes these props plus its own extras.
 * `label` and `helperText` are already-translated texts (the caller runs them through react-intl).
 */
export interface FormFieldProps {
  /** The formik field path, e.g. `title` or `variables.2.name`. */
  name: string;
  label: string;
  /** Marks the label as required (the yup schema does the checking). */
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}

/** One choice of a select, multi-select or select column. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/** The kinds of cell a rows editor can show. */
export type RowColumnKind = 'text' | 'number' | 'money' | 'select' | 'switch';

/** One column of a RepeatableRowsField: each row is an object with a property per column. */
export interface RowColumn {
  /** The row property, e.g. `identifier`. */
  name: string;
  label: string;
  kind: RowColumnKind;
  /** Choices of a `select` column. */
  options?: SelectOption[];
  /** Used by `rowsSchema`: the cell must be filled in. */
  required?: boolean;
  /** Used by `rowsSchema`: the cell follows key_format (lowercase letters, digits, _; starts with a letter). */
  keyFormat?: boolean;
  /** `number` columns: whole numbers only. */
  integer?: boolean;
  /** `money` columns: the currency mark shown before the amount. */
  currencyMark?: string;
  /** `switch` columns: only one row may hold the flag; ticking it clears the others (spec 3: default addresses). */
  exclusive?: boolean;
  /** The value a new row starts with (default: '' for text, null for number/money/select, false for switch). */
  defaultValue?: unknown;
  /** A widget of its own for the cell (drawn instead of the `kind`'s), e.g. a promotion rule's value by its type. */
  component?: ComponentType<FormFieldProps>;
}

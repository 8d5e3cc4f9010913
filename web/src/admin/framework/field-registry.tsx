import type { ComponentType } from 'react';
import { useField } from 'formik';
import { useIntl } from 'react-intl';
import {
  DateField,
  ImageUploadField,
  KeyValueField,
  MoneyField,
  MultiSelectField,
  NumberField,
  PasswordField,
  RepeatableRowsField,
  RichTextField,
  SelectField,
  SwitchField,
  TextField,
  type FormFieldProps,
  type RowColumn,
  type RowColumnKind,
  type SelectOption,
} from '../../ui/form';
import type { FieldKind, ResourceField } from './resource';
import { ShopDateTimeField } from './edit/ShopDateTimeField';

/** What the edit screen gives every widget: the shared contract of web/src/ui/form plus the kind's extras. */
export interface WidgetProps extends FormFieldProps {
  options?: readonly SelectOption[];
  columns?: ResourceField[];
  uniqueBy?: string;
  multiline?: boolean;
  integer?: boolean;
}

const ROW_KINDS: readonly RowColumnKind[] = ['text', 'number', 'money', 'select', 'switch'];

/** Each column's choices: fixed, or loaded by its hook (a declaration's columns never change, so the hooks keep their order). */
function useColumnOptions(columns: ResourceField[]): (SelectOption[] | undefined)[] {
  return columns.map((column) => column.useOptions?.() ?? column.options);
}

/** A rows editor's columns are declared like fields; their labels are translated here. */
function RowsWidget({ columns = [], uniqueBy, ...props }: WidgetProps) {
  const intl = useIntl();
  const options = useColumnOptions(columns);
  const rowColumns: RowColumn[] = columns.map((column, index) => ({
    name: column.name,
    label: intl.formatMessage({ id: column.labelId }),
    kind: (ROW_KINDS as readonly string[]).includes(column.kind) ? (column.kind as RowColumnKind) : 'text',
    options: options[index],
    required: column.required === true,
    exclusive: column.exclusive,
    component: column.component,
    defaultValue: column.defaultValue,
  }));
  return <RepeatableRowsField {...props} columns={rowColumns} uniqueBy={uniqueBy} />;
}

/** A write-only secret: an empty box, and a note saying whether one is stored (form value `{name}Set`). */
function SecretWidget(props: WidgetProps) {
  const intl = useIntl();
  const [stored] = useField<boolean | undefined>(`${props.name}Set`);
  const note = intl.formatMessage({ id: stored.value ? 'admin.field.secretSet' : 'admin.field.secretNotSet' });
  return <PasswordField {...props} autoComplete="off" helperText={props.helperText ? `${props.helperText} ${note}` : note} />;
}

/**
 * Which widget edits each field kind: one line per kind, so the generic edit screen never branches on a
 * resource. The widgets are the shared formik fields of web/src/ui/form.
 */
export const FIELD_WIDGETS: Record<FieldKind, ComponentType<WidgetProps>> = {
  text: TextField,
  password: PasswordField,
  number: NumberField,
  money: MoneyField,
  date: DateField,
  datetime: ShopDateTimeField,
  switch: SwitchField,
  select: ({ options = [], ...props }) => <SelectField {...props} options={options} />,
  multiselect: ({ options = [], ...props }) => <MultiSelectField {...props} options={options} />,
  image: ImageUploadField,
  richtext: RichTextField,
  keyvalue: KeyValueField,
  rows: RowsWidget,
  secret: SecretWidget,
};

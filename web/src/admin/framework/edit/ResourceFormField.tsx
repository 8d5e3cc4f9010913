import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { FIELD_WIDGETS } from '../field-registry';
import type { FieldOption, FormMode, ResourceField } from '../resource';

interface Props {
  field: ResourceField;
  mode: FormMode;
  disabled?: boolean;
}

function Widget({ field, mode, disabled, options }: Props & { options?: FieldOption[] }) {
  const intl = useIntl();
  const Component = field.component ?? FIELD_WIDGETS[field.kind];
  return (
    <Component
      name={field.name}
      label={intl.formatMessage({ id: field.labelId })}
      required={field.required === true || field.required === mode}
      disabled={disabled}
      helperText={field.helperTextId ? intl.formatMessage({ id: field.helperTextId }) : undefined}
      options={options}
      columns={field.columns}
      uniqueBy={field.uniqueBy}
      multiline={field.multiline}
      integer={field.integer}
    />
  );
}

function LoadedOptionsWidget(props: Props & { useOptions: () => FieldOption[] }) {
  const options = props.useOptions();
  return <Widget {...props} options={options} />;
}

/** One declared field, drawn by the widget of its kind (field-registry), its options loaded if needed. */
export function ResourceFormField(props: Props) {
  const { useOptions, visibleWhen } = props.field;
  const { values } = useFormikContext<Record<string, unknown>>();
  if (visibleWhen && !visibleWhen(values)) return null;
  return useOptions ? <LoadedOptionsWidget {...props} useOptions={useOptions} /> : <Widget {...props} options={props.field.options} />;
}

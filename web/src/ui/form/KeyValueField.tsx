import { useIntl } from 'react-intl';
import { MESSAGES } from '../validation/rules';
import { RepeatableRowsField } from './RepeatableRowsField';
import type { FormFieldProps, RowColumn } from './types';

export interface KeyValueFieldProps extends FormFieldProps {
  /** Row property of the key (default 'key'; 'name' for the template variables). */
  keyName?: string;
  /** Row property of the value (default 'value'). */
  valueName?: string;
  /** Column labels (default "Key" / "Value"), already translated. */
  keyLabel?: string;
  valueLabel?: string;
  /** Shown on rows whose keys clash (default 'Key can not be repeated'). */
  uniqueMessage?: string;
  reorderable?: boolean;
  maxRows?: number;
}

/**
 * Rows of { key, value } strings (template variables: { name, value }), with add / remove / move. Keys
 * follow key_format and may not repeat: validate with `keyValueSchema` (./schemas), whose duplicate
 * message this shows on the clashing rows.
 */
export function KeyValueField({
  keyName = 'key',
  valueName = 'value',
  keyLabel,
  valueLabel,
  uniqueMessage = MESSAGES.noRepeatedKeys,
  ...props
}: KeyValueFieldProps) {
  const intl = useIntl();
  const columns: RowColumn[] = [
    { name: keyName, label: keyLabel ?? intl.formatMessage({ id: 'common.form.key' }), kind: 'text', required: true, keyFormat: true },
    { name: valueName, label: valueLabel ?? intl.formatMessage({ id: 'common.form.value' }), kind: 'text', required: true },
  ];
  return <RepeatableRowsField {...props} columns={columns} uniqueBy={keyName} uniqueMessage={uniqueMessage} />;
}

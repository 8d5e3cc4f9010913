import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getIn, useFormikContext } from 'formik';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { ACTION_VALUES, CONDITION_VALUES, isAsked, isRequired, valueFieldsOf, type RuleValueField } from '../../../../../core/promotion-rule-shapes';
import { DateField, MoneyField, NumberField, SelectField, type FormFieldProps } from '../../../ui/form';
import { ReferencePicker } from './ReferencePicker';
import { valueLabelId, type RuleTable } from './rule-values';

/** One input of a rule's value, by the field's kind; its formik path is `<row>.value.<key>`, where the server's error lands too. */
function ValueInput({ field, name, disabled }: { field: RuleValueField; name: string; disabled?: boolean }) {
  const intl = useIntl();
  const common = {
    name,
    label: intl.formatMessage({ id: valueLabelId(field) }),
    required: isRequired(field),
    disabled,
    size: 'small' as const,
  };
  switch (field.kind) {
    case 'amount':
      return <MoneyField {...common} />;
    case 'percent':
      return <NumberField {...common} unit="%" />;
    case 'count':
      return <NumberField {...common} integer />;
    case 'ids':
      return <ReferencePicker {...common} of={field.of ?? 'products'} />;
    case 'codes':
      return <ReferencePicker {...common} of="currencies" />;
    case 'date':
      return <DateField {...common} />;
    case 'choice': {
      // The default choice is the empty one: a value left out means it (the server stores the default).
      const label = (choice: string) => intl.formatMessage({ id: `admin.promotion.choice.${choice}` });
      const others = (field.choices ?? []).filter((choice) => choice !== field.defaultValue);
      return (
        <SelectField
          {...common}
          required={false}
          options={others.map((choice) => ({ value: choice, label: label(choice) }))}
          emptyOption={field.defaultValue ? label(field.defaultValue) : true}
        />
      );
    }
  }
}

/**
 * A promotion rule's value, typed by the row's type (conditions and actions alike, from the one table
 * the server checks with): amounts, percents, quantities, records picked by name, currencies, the bonus
 * points' expiry. A type without a value (signed_in, free_shipping...) says so.
 */
function RuleValueFields({ name, disabled, table }: FormFieldProps & { table: RuleTable }) {
  const intl = useIntl();
  const { values } = useFormikContext<Record<string, unknown>>();
  const type = String(getIn(values, name.replace(/value$/, 'type')) ?? '');
  const value = (getIn(values, name) ?? {}) as Record<string, unknown>;
  const fields = valueFieldsOf(table, type);
  if (!fields.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
        {type ? intl.formatMessage({ id: 'admin.promotion.noValue' }) : ''}
      </Typography>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flex: 1, minWidth: { sm: 240 } }}>
      {fields
        .filter((field) => isAsked(field, fields, value))
        .map((field) => (
          <Stack key={field.key} sx={{ flex: field.kind === 'ids' || field.kind === 'codes' ? '1 1 240px' : '1 1 140px' }}>
            <ValueInput field={field} name={`${name}.${field.key}`} disabled={disabled} />
          </Stack>
        ))}
    </Stack>
  );
}

const valueFieldsFor =
  (table: RuleTable): ComponentType<FormFieldProps> =>
  (props) => <RuleValueFields {...props} table={table} />;

/** The value cell of a condition row. */
export const ConditionValueFields = valueFieldsFor(CONDITION_VALUES);
/** The value cell of an action row. */
export const ActionValueFields = valueFieldsFor(ACTION_VALUES);

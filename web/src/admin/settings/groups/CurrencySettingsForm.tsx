import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { UpdateCurrencySettingsDocument, type CurrencySettingsFieldsFragment } from '../../../graphql/admin/graphql';
import { RepeatableRowsField } from '../../../ui/form/RepeatableRowsField';
import { SelectField } from '../../../ui/form/SelectField';
import type { RowColumn } from '../../../ui/form/types';
import { SettingsGroupForm } from '../SettingsGroupForm';
import { currencySchema } from '../settings-schemas';

interface CurrencyRow {
  identifier: string;
  rate: number | null;
  mark: string;
}

interface CurrencyValues {
  baseCurrency: string;
  supportedCurrencies: CurrencyRow[];
}

const toValues = (s: CurrencySettingsFieldsFragment): CurrencyValues => ({
  baseCurrency: s.baseCurrency,
  supportedCurrencies: s.supportedCurrencies.map(({ identifier, rate, mark }) => ({ identifier, rate, mark })),
});

/** Supported currencies (identifier, rate against the base currency, display mark) and the base currency among them. */
export function CurrencySettingsForm({ settings }: { settings: CurrencySettingsFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.setting.currency.${id}` });
  const [update] = useMutation(UpdateCurrencySettingsDocument);
  const initialValues = useMemo(() => toValues(settings), [settings]);
  const columns: RowColumn[] = [
    { name: 'identifier', label: t('identifier'), kind: 'text', required: true },
    { name: 'rate', label: t('rate'), kind: 'number', required: true },
    { name: 'mark', label: t('mark'), kind: 'text' },
  ];

  return (
    <SettingsGroupForm
      group="currency"
      label={intl.formatMessage({ id: 'admin.setting.tab.currency' })}
      initialValues={initialValues}
      schema={currencySchema}
      save={async (values) => {
        const { data } = await update({ variables: { input: values } });
        return data ? toValues(data.updateCurrencySettings) : values;
      }}
    >
      {({ values }) => {
        const identifiers = [...new Set(values.supportedCurrencies.map((row) => row.identifier.trim()).filter(Boolean))];
        return (
          <>
            <RepeatableRowsField
              name="supportedCurrencies"
              label={t('supportedCurrencies')}
              helperText={t('supportedCurrenciesHelp')}
              required
              columns={columns}
              uniqueBy="identifier"
              addLabel={t('add')}
            />
            <SelectField name="baseCurrency" label={t('baseCurrency')} required options={identifiers.map((id) => ({ value: id, label: id }))} />
          </>
        );
      }}
    </SettingsGroupForm>
  );
}

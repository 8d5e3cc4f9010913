import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { UpdateProductSettingsDocument, type ProductSettingsFieldsFragment } from '../../../graphql/admin/graphql';
import { NumberField } from '../../../ui/form/NumberField';
import { SwitchField } from '../../../ui/form/SwitchField';
import { SettingsGroupForm } from '../SettingsGroupForm';
import { productSchema } from '../settings-schemas';

interface ProductValues {
  warehouseId: number | null;
  warehouseEnabled: boolean;
  lowStockThreshold: number | null;
}

const toValues = (s: ProductSettingsFieldsFragment): ProductValues => ({
  warehouseId: s.warehouseId ?? null,
  warehouseEnabled: s.warehouseEnabled,
  lowStockThreshold: s.lowStockThreshold,
});

/**
 * The warehouse the storefront sells from. Entered by id until the warehouses resource exists; it can
 * then become a select of the warehouses.
 */
export function ProductSettingsForm({ settings }: { settings: ProductSettingsFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.setting.product.${id}` });
  const [update] = useMutation(UpdateProductSettingsDocument);
  const initialValues = useMemo(() => toValues(settings), [settings]);

  return (
    <SettingsGroupForm
      group="product"
      label={intl.formatMessage({ id: 'admin.setting.tab.product' })}
      initialValues={initialValues}
      schema={productSchema}
      save={async (values) => {
        const { data } = await update({ variables: { input: { ...values, lowStockThreshold: values.lowStockThreshold ?? undefined } } });
        return data ? toValues(data.updateProductSettings) : values;
      }}
    >
      {() => (
        <>
          <SwitchField name="warehouseEnabled" label={t('warehouseEnabled')} />
          <NumberField name="warehouseId" label={t('warehouseId')} helperText={t('warehouseIdHelp')} integer />
          <NumberField name="lowStockThreshold" label={t('lowStockThreshold')} helperText={t('lowStockThresholdHelp')} integer required />
        </>
      )}
    </SettingsGroupForm>
  );
}

import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useIntl } from 'react-intl';
import {
  CreateShippingMethodDocument,
  DeleteShippingMethodDocument,
  DeleteShippingMethodsDocument,
  ShippingMethodDocument,
  ShippingMethodListDocument,
  UpdateShippingMethodDocument,
  UpdateShippingMethodsDocument,
  type ShippingMethodInput,
  type ShippingMethodRecordFragment,
  type ShippingMethodRowFragment,
} from '../../../graphql/admin/graphql';
import { countryOptions } from '../../../ui/countries';
import type { SelectOption } from '../../../ui/form/types';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource } from '../../framework/resource';

interface CountryFeeValues {
  country: string | null;
  fee: string | null;
}

interface ShippingValues {
  name: string;
  description: string;
  fee: string | null;
  freeAbove: string | null;
  countryFees: CountryFeeValues[];
  order: number | null;
  enabled: boolean;
}

/** ShippingMethodInput's rules, from the server: name and flat fee required; amounts of the money format; one fee per country. */
export const shippingSchema = () => inputSchema('ShippingMethodInput');

/** The destinations by name in the back office's language. */
function useCountryOptions(): SelectOption[] {
  return countryOptions(useIntl().locale);
}

/**
 * Shipping methods (issue 6): name and description per language; the fee rules (flat fee, free from a
 * subtotal, a fee per destination country), position and enabled shared by every language.
 */
export const shippingResource = defineResource<ShippingMethodRowFragment, ShippingMethodRecordFragment, ShippingValues, ShippingMethodInput>({
  name: 'shipping',
  titleId: 'admin.menu.shipping',
  permission: 'shipping',
  menu: { group: 'settings', position: 30, icon: LocalShippingIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'name', labelId: 'admin.field.name' },
    { key: 'fee', labelId: 'admin.shipping.fee', sortable: true, kind: 'money' },
    { key: 'freeAbove', labelId: 'admin.shipping.freeAbove' },
    { key: 'order', labelId: 'admin.field.order', sortable: true, kind: 'number' },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, delete: true },
  fields: [
    { name: 'name', labelId: 'admin.field.name', kind: 'text', required: true, translatable: true },
    { name: 'description', labelId: 'admin.shipping.description', kind: 'text', multiline: true, translatable: true },
    { name: 'fee', labelId: 'admin.shipping.fee', kind: 'money', required: true, helperTextId: 'admin.shipping.feeHelp' },
    { name: 'freeAbove', labelId: 'admin.shipping.freeAbove', kind: 'money', helperTextId: 'admin.shipping.freeAboveHelp' },
    {
      name: 'countryFees',
      labelId: 'admin.shipping.countryFees',
      kind: 'rows',
      helperTextId: 'admin.shipping.countryFeesHelp',
      uniqueBy: 'country',
      columns: [
        { name: 'country', labelId: 'admin.shipping.country', kind: 'select', required: true, useOptions: useCountryOptions },
        { name: 'fee', labelId: 'admin.shipping.fee', kind: 'money', required: true },
      ],
    },
    { name: 'order', labelId: 'admin.field.order', kind: 'number', integer: true },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
  ],
  validation: shippingSchema,
  data: {
    list: ShippingMethodListDocument,
    listField: 'shippingMethodList',
    one: ShippingMethodDocument,
    oneField: 'shippingMethod',
    create: CreateShippingMethodDocument,
    createField: 'createShippingMethod',
    update: UpdateShippingMethodDocument,
    updateField: 'updateShippingMethod',
    remove: DeleteShippingMethodDocument,
    removeMany: DeleteShippingMethodsDocument,
    updateMany: UpdateShippingMethodsDocument,
    toForm: (record) => ({
      name: record?.name ?? '',
      description: record?.description ?? '',
      fee: record?.fee ?? null,
      freeAbove: record?.freeAbove ?? null,
      countryFees: (record?.countryFees ?? []).map(({ country, fee }) => ({ country, fee })),
      order: record?.order ?? 0,
      enabled: record?.enabled ?? true,
    }),
    toInput: (values) => ({
      name: values.name,
      description: values.description,
      fee: values.fee ?? '',
      // An empty threshold clears it (never free).
      freeAbove: values.freeAbove ?? '',
      countryFees: values.countryFees.map(({ country, fee }) => ({ country: country ?? '', fee: fee ?? '' })),
      order: values.order ?? 0,
      enabled: values.enabled,
    }),
  },
});

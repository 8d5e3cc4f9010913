import StorefrontIcon from '@mui/icons-material/Storefront';
import { useQuery } from '@apollo/client/react';
import { createElement } from 'react';
import {
  CreateStoreDocument,
  DeleteStoreDocument,
  DeleteStoresDocument,
  StoreDocument,
  StoresDocument,
  StoreWarehouseOptionsDocument,
  UpdateStoreDocument,
  UpdateStoresDocument,
  type StoreInput,
  type StoreRecordFragment,
  type StoreRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource, type FieldOption } from '../../framework/resource';
import { PosLink } from './PosLink';
import { lazyWithTimeout } from '../../../app/lazy';

/** The selling screen is its own chunk: only a cashier loads it. */
const PosScreen = lazyWithTimeout(() => import('./pos/PosScreen'));

interface RegisterValues {
  id?: number;
  name: string;
  prefix: string;
  enabled: boolean;
}

interface StoreValues {
  name: string;
  address: string;
  phone: string;
  email: string;
  openingHours: string;
  image: string | null;
  warehouseId: number | '';
  receiptHeader: string;
  receiptFooter: string;
  approvalCode: string;
  approvalCodeSet: boolean;
  registers: RegisterValues[];
  enabled: boolean;
}

function useWarehouseOptions(): FieldOption[] {
  const { data } = useQuery(StoreWarehouseOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return (data?.warehouseOptions ?? []).map((w) => ({ value: w.id, label: w.name }));
}

/** StoreInput's rules, from the server: name, address and warehouse required; register names not repeated. */
export const storeSchema = () => inputSchema('StoreInput');

/**
 * Physical stores (issue 18): texts per language, the warehouse the point of sale takes stock from, the
 * receipt's header and footer, the manager's approval code (write-only) and the registers. Each row
 * opens its point of sale (/admin/store/pos/{id}).
 */
export const storeResource = defineResource<StoreRowFragment, StoreRecordFragment, StoreValues, StoreInput>({
  name: 'store',
  titleId: 'admin.menu.offlinestore',
  permission: 'offlinestore',
  menu: { group: 'stores', position: 10, icon: StorefrontIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'name', labelId: 'admin.field.name' },
    // The way to the counter, next to the store's name: a cashier's one task here (at the end of the row it
    // went off a tablet's screen, under the row actions).
    { key: 'pos', labelId: 'admin.store.pos', render: (row) => createElement(PosLink, { storeId: row.id }) },
    { key: 'phone', labelId: 'admin.store.phone', sortable: true },
    { key: 'registers', labelId: 'admin.store.registers', render: (row) => row.registers.map((r) => r.name).join(', ') },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, delete: true },
  fields: [
    { name: 'name', labelId: 'admin.field.name', kind: 'text', required: true, translatable: true },
    { name: 'address', labelId: 'admin.store.address', kind: 'text', required: true, multiline: true, translatable: true },
    { name: 'phone', labelId: 'admin.store.phone', kind: 'text' },
    { name: 'email', labelId: 'admin.store.email', kind: 'text' },
    { name: 'openingHours', labelId: 'admin.store.openingHours', kind: 'text', multiline: true, translatable: true },
    { name: 'image', labelId: 'admin.store.image', kind: 'image' },
    {
      name: 'warehouseId',
      labelId: 'admin.store.warehouse',
      kind: 'select',
      required: true,
      useOptions: useWarehouseOptions,
      helperTextId: 'admin.store.warehouseHelp',
    },
    { name: 'receiptHeader', labelId: 'admin.store.receiptHeader', kind: 'text', multiline: true, translatable: true },
    { name: 'receiptFooter', labelId: 'admin.store.receiptFooter', kind: 'text', multiline: true, translatable: true },
    { name: 'approvalCode', labelId: 'admin.store.approvalCode', kind: 'secret', helperTextId: 'admin.store.approvalCodeHelp' },
    {
      name: 'registers',
      labelId: 'admin.store.registers',
      kind: 'rows',
      uniqueBy: 'name',
      helperTextId: 'admin.store.registersHelp',
      columns: [
        { name: 'name', labelId: 'admin.field.name', kind: 'text', required: true },
        { name: 'prefix', labelId: 'admin.store.prefix', kind: 'text' },
        { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
      ],
    },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
  ],
  validation: storeSchema,
  pages: [{ path: 'pos/:id', component: PosScreen }],
  data: {
    list: StoresDocument,
    listField: 'stores',
    one: StoreDocument,
    oneField: 'store',
    create: CreateStoreDocument,
    createField: 'createStore',
    update: UpdateStoreDocument,
    updateField: 'updateStore',
    remove: DeleteStoreDocument,
    removeMany: DeleteStoresDocument,
    updateMany: UpdateStoresDocument,
    toForm: (record) => ({
      name: record?.name ?? '',
      address: record?.address ?? '',
      phone: record?.phone ?? '',
      email: record?.email ?? '',
      openingHours: record?.openingHours ?? '',
      image: record?.image ?? null,
      warehouseId: record?.warehouseId ?? '',
      receiptHeader: record?.receiptHeader ?? '',
      receiptFooter: record?.receiptFooter ?? '',
      approvalCode: '',
      approvalCodeSet: record?.approvalCodeSet ?? false,
      registers: (record?.registers ?? [{ name: 'Register 1', prefix: '', enabled: true }]).map((r) => ({
        ...('id' in r && r.id ? { id: r.id } : {}),
        name: r.name,
        prefix: r.prefix,
        enabled: r.enabled,
      })),
      enabled: record?.enabled ?? true,
    }),
    toInput: (values) => ({
      name: values.name,
      address: values.address,
      phone: values.phone,
      email: values.email,
      openingHours: values.openingHours,
      image: values.image || null,
      warehouseId: values.warehouseId === '' ? null : Number(values.warehouseId),
      receiptHeader: values.receiptHeader,
      receiptFooter: values.receiptFooter,
      // Only a newly typed code is sent: an absent one keeps what is stored.
      ...(values.approvalCode ? { approvalCode: values.approvalCode } : {}),
      registers: values.registers.map((r) => ({ id: r.id ?? null, name: r.name, prefix: r.prefix || null, enabled: r.enabled })),
      enabled: values.enabled,
    }),
  },
});

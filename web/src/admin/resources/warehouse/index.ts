import WarehouseIcon from '@mui/icons-material/Warehouse';
import {
  CreateWarehouseDocument,
  DeleteWarehouseDocument,
  DeleteWarehousesDocument,
  UpdateWarehouseDocument,
  UpdateWarehousesDocument,
  WarehouseDocument,
  WarehousesDocument,
  type WarehouseInput,
  type WarehouseRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource } from '../../framework/resource';

interface WarehouseValues {
  name: string;
  address: string;
  enabled: boolean;
}

/**
 * Warehouses: where stock is kept. A disabled warehouse's inventories are not sellable. The server
 * refuses to delete one that holds inventory; the list shows its message under 'Delete Fail'.
 */
export const warehouseResource = defineResource<WarehouseRowFragment, WarehouseRowFragment, WarehouseValues, WarehouseInput>({
  name: 'warehouse',
  titleId: 'admin.menu.warehouse',
  permission: 'warehouse',
  menu: { group: 'products', position: 50, icon: WarehouseIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'name', labelId: 'admin.field.name', sortable: true },
    { key: 'address', labelId: 'admin.warehouse.address' },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, delete: true },
  fields: [
    { name: 'name', labelId: 'admin.field.name', kind: 'text', required: true },
    { name: 'address', labelId: 'admin.warehouse.address', kind: 'text', multiline: true },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
  ],
  // WarehouseInput's rules, from the server.
  validation: () => inputSchema('WarehouseInput'),
  data: {
    list: WarehousesDocument,
    listField: 'warehouses',
    one: WarehouseDocument,
    oneField: 'warehouse',
    create: CreateWarehouseDocument,
    createField: 'createWarehouse',
    update: UpdateWarehouseDocument,
    updateField: 'updateWarehouse',
    remove: DeleteWarehouseDocument,
    removeMany: DeleteWarehousesDocument,
    updateMany: UpdateWarehousesDocument,
    toForm: (record) => ({ name: record?.name ?? '', address: record?.address ?? '', enabled: record?.enabled ?? true }),
    toInput: (values) => ({ name: values.name, address: values.address, enabled: values.enabled }),
  },
});

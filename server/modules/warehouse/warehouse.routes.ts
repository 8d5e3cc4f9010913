import { crudRoutes, type RestRoute } from '../../rest/route.js';

export const warehouseRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/admin/warehouse/options', field: 'warehouseOptions', summary: 'Every warehouse by name (product form, transfers)' },
  ...crudRoutes({
    path: 'warehouse',
    label: 'warehouses',
    one: 'warehouse',
    many: 'warehouses',
    create: 'createWarehouse',
    update: 'updateWarehouse',
    remove: 'deleteWarehouse',
    removeMany: 'deleteWarehouses',
    updateMany: 'updateWarehouses',
  }),
];

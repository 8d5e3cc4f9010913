import Upload from 'graphql-upload/Upload.mjs';
import { crudRoutes, type RestRoute } from '../../rest/route.js';

/** The back office's customers (permission customer_account; spec 7: /api/admin/user) and their spreadsheets. */
const routesAt = (path: string): RestRoute[] => [
  {
    method: 'GET',
    path: `/api/admin/${path}/export`,
    field: 'exportCustomers',
    args: () => ({}),
    download: true,
    summary: 'Every customer as a spreadsheet ("user list.xlsx"), passwords never included',
  },
  {
    method: 'POST',
    path: `/api/admin/${path}/import`,
    field: 'importCustomers',
    args: (req) => ({ file: req.body.file instanceof Upload ? req.body.file : undefined }),
    summary: 'Import customers from an .xlsx file (multipart field file, at most 1000 rows) -> {imported, errors: [{row, messages}]}',
  },
  ...crudRoutes({
    path,
    label: 'customers',
    one: 'customer',
    many: 'customers',
    create: 'createCustomer',
    update: 'updateCustomer',
    remove: 'deleteCustomer',
    removeMany: 'deleteCustomers',
    updateMany: 'updateCustomers',
    // The list screen's columns and filters; addresses, orders and notes come with GET .../{id}.
    listFields: `{ id firstName lastName email phone emails mobiles gender tags leadSource isSubscribe enabled
      statusId status { id title } adminId admin { id name } createdAt updatedAt }`,
  }),
];

/** `/api/admin/customer` (the back office's name) and `/api/admin/user` (spec 7's name) serve the same fields. */
export const customerAdminRoutes: RestRoute[] = [...routesAt('customer'), ...routesAt('user')];

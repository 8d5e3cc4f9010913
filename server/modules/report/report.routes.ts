import type { RestRequest, RestRoute } from '../../rest/route.js';

/** ?from&to&group&channel&store_id&compare&limit&threshold (api-contract, reports) as the GraphQL filter. */
const filterArgs = (req: RestRequest) => {
  const q = req.query;
  const number = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));
  return {
    filter: {
      from: q.from,
      to: q.to,
      group: q.group || undefined,
      channel: q.channel,
      storeId: number(q.store_id),
      compare: q.compare === undefined ? undefined : q.compare === '1' || q.compare === 'true',
      limit: number(q.limit),
      threshold: number(q.threshold),
    },
  };
};

const REPORTS = [
  {
    path: 'sales',
    field: 'salesReport',
    summary: 'Sales by period: orders, units, gross, discounts, refunds (on their day), shipping, net; by payment method, promotion cost',
  },
  { path: 'products', field: 'productReport', summary: 'Units sold, net revenue and refunds per product and stock; top and bottom N; by category and brand' },
  {
    path: 'customers',
    field: 'customerReport',
    summary: 'New and returning customers, top customers by net spend, by membership tier, lead source conversion, reward points',
  },
  { path: 'inventories', field: 'inventoryReport', summary: 'On hand per warehouse, stock at the end of ?to, low stock, movements by type, days of cover' },
];

/** The reports (permission report) and the dashboard (any admin; tiles by permission). */
export const reportRoutes: RestRoute[] = [
  ...REPORTS.map((r): RestRoute => ({
    method: 'GET',
    path: `/api/admin/report/${r.path}/export`,
    field: 'exportReport',
    args: (req) => ({ report: r.path, ...filterArgs(req) }),
    download: true,
    summary: `The ${r.path} report as .xlsx (same query as the report)`,
  })),
  ...REPORTS.map((r): RestRoute => ({
    method: 'GET',
    path: `/api/admin/report/${r.path}`,
    field: r.field,
    args: filterArgs,
    summary: `${r.summary}; ?from&to&group=day|week|month&channel&store_id&compare`,
  })),
  { method: 'GET', path: '/api/admin/dashboard', field: 'dashboard', args: () => ({}), summary: "The dashboard's tiles the admin may see" },
];

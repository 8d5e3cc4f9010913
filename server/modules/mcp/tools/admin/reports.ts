import { z } from 'zod';
import { tool } from '../../tool.js';

const FIGURES = 'orders placedOrders canceledOrders units unitsRefunded grossSales discounts refunds netSales shipping tax totalSales averageOrderValue';
const period = {
  from: z.string().max(10).optional().describe('First day, YYYY-MM-DD (shop time zone); default: 30 days ago.'),
  to: z.string().max(10).optional().describe('Last day, YYYY-MM-DD; default: today.'),
};
const filter = (args: Record<string, unknown>) => ({ filter: args });

/** The back office reports (modules/report), each behind its own permission. */
export const reportTools = [
  tool({
    name: 'sales_report',
    title: 'Sales report',
    description:
      'Sales over a period: orders, units, gross and net sales, discounts, refunds, shipping, average order value, per day/week/month and per payment method (base currency).',
    field: 'salesReport',
    document: `query McpSales($filter: ReportFilter) { salesReport(filter: $filter) { currency from to summary { ${FIGURES} } rows { period ${FIGURES} } paymentMethods { paymentMethod orders totalSales } } }`,
    input: {
      ...period,
      group: z.enum(['day', 'week', 'month']).optional().describe('Row per day (default), week or month.'),
      channel: z.string().max(20).optional().describe('storefront, admin or pos; all when left out.'),
    },
    variables: filter,
  }),
  tool({
    name: 'product_report',
    title: 'Product report',
    description: 'Best and worst selling products of a period: units sold and refunded, revenue, net revenue, by product, brand and category.',
    field: 'productReport',
    document: `query McpProductReport($filter: ReportFilter) { productReport(filter: $filter) { currency from to
      summary { unitsSold unitsRefunded revenue refunds netRevenue }
      top { productId name sku unitsSold revenue netRevenue } bottom { productId name sku unitsSold revenue netRevenue } } }`,
    input: { ...period, limit: z.number().int().min(1).max(100).optional().describe('How many products in top and bottom.') },
    variables: filter,
  }),
  tool({
    name: 'customer_report',
    title: 'Customer report',
    description: 'Customers over a period: registrations, new and returning buyers, net spend, and the top customers by spend.',
    field: 'customerReport',
    document: `query McpCustomerReport($filter: ReportFilter) { customerReport(filter: $filter) { currency from to
      summary { registrations newCustomers returningCustomers netSpend } topCustomers { customerId name email orders netSpend } } }`,
    input: { ...period, limit: z.number().int().min(1).max(100).optional().describe('How many top customers.') },
    variables: filter,
  }),
  tool({
    name: 'inventory_report',
    title: 'Inventory report',
    description: 'Stock on hand and its value at cost and at price, SKUs low on stock or out of stock, with days of cover at the last 30 days of sales.',
    field: 'inventoryReport',
    document: `query McpInventoryReport($filter: ReportFilter) { inventoryReport(filter: $filter) { currency from to
      summary { unitsOnHand valueAtCost valueAtPrice lowStockSkus outOfStockSkus unitsWithoutCost }
      lowStock { stockId productId sku name warehouseName onHand soldLast30Days daysOfCover } } }`,
    input: { ...period, threshold: z.number().int().min(0).optional().describe('Units at or below which a SKU is low on stock.') },
    variables: filter,
  }),
];

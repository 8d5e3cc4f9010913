import { z } from 'zod';
import { tool } from '../../tool.js';
import { ORDER_FIELDS, page, perPage } from '../common.js';

const STATUSES = ['pending', 'payment_review', 'payment_reject', 'paid', 'shipped', 'completed', 'canceled', 'refunded'] as const;
const orderId = z.number().int().describe("The order's id (list_orders items[].id).");
const ORDER = `${ORDER_FIELDS} customerId nextStatuses
  comments { id comment internal authorName createdAt }
  statusChanges { fromStatus toStatus note actor createdAt }`;

/** Orders in the back office: the order service's state machine, comments and refunds. */
export const orderTools = [
  tool({
    name: 'list_orders',
    title: 'List orders',
    description:
      'Lists orders, newest first unless sorted otherwise, filtered by keyword (order number, name, email), status, source, customer and date range.',
    field: 'orders',
    document: `query McpOrders($filter: OrderFilter, $options: ListOptions) { orders(filter: $filter, options: $options) {
      items { id orderNumber status source email grandTotal chargedTotal currency paymentMethodName createdAt customerId } page perPage totalItems totalExact } }`,
    input: {
      keyword: z.string().max(200).optional().describe('Order number, customer name or email.'),
      status: z.array(z.enum(STATUSES)).optional().describe('Only orders in these statuses.'),
      source: z
        .array(z.enum(['storefront', 'admin', 'pos']))
        .optional()
        .describe('Where the orders were placed.'),
      customerId: z.number().int().optional().describe("Only this customer's orders."),
      from: z.string().datetime({ offset: true }).optional().describe('Placed at or after (ISO 8601 date-time).'),
      to: z.string().datetime({ offset: true }).optional().describe('Placed before (ISO 8601 date-time).'),
      sort: z.string().max(40).optional().describe('A column, "-" in front for descending, e.g. "-createdAt".'),
      page,
      perPage,
    },
    variables: ({ keyword, sort, page, perPage, ...filter }) => ({ filter, options: { keyword, sort, page, perPage } }),
  }),
  tool({
    name: 'get_order',
    title: 'Get an order',
    description: 'One order with its lines, addresses, payment, comments, status history and the statuses it may move to next (nextStatuses).',
    field: 'order',
    document: `query McpOrder($id: Int!) { order(id: $id) { ${ORDER} } }`,
    input: { id: orderId },
    plainText: ['paymentInstructions'],
  }),
  tool({
    name: 'move_order_status',
    title: 'Move an order',
    description:
      'Moves an order to another status (one of its nextStatuses: paid, shipped, completed...), with a note; the customer is told as the shop tells them. For cancel use cancel_order, for refund refund_order.',
    field: 'changeOrderStatus',
    document: `mutation McpMoveOrder($id: Int!, $input: OrderStatusInput!) { changeOrderStatus(id: $id, input: $input) { id orderNumber status nextStatuses } }`,
    input: {
      id: orderId,
      status: z.enum(['pending', 'payment_review', 'payment_reject', 'paid', 'shipped', 'completed']).describe('The new status.'),
      note: z.string().max(1000).optional().describe('Why, kept in the status history.'),
    },
    variables: ({ id, ...input }) => ({ id, input }),
    hints: { readOnlyHint: false, idempotentHint: false },
  }),
  tool({
    name: 'cancel_order',
    title: 'Cancel an order',
    description: 'Cancels an order (one whose nextStatuses include canceled): its units go back to stock and the customer is told.',
    field: 'changeOrderStatus',
    document: `mutation McpCancelOrder($id: Int!, $input: OrderStatusInput!) { changeOrderStatus(id: $id, input: $input) { id orderNumber status nextStatuses } }`,
    input: {
      id: orderId,
      note: z.string().max(1000).optional().describe('Why, kept in the status history.'),
    },
    variables: ({ id, note }) => ({ id, input: { status: 'canceled', note } }),
    confirm: true,
  }),
  tool({
    name: 'refund_order',
    title: 'Refund an order',
    description:
      "Records that a paid, shipped or completed order was refunded in full (its figures leave the sales reports); the units go back to stock only with restock: true. The money itself is returned through the payment's own channel.",
    field: 'changeOrderStatus',
    document: `mutation McpRefundOrder($id: Int!, $input: OrderStatusInput!) { changeOrderStatus(id: $id, input: $input) { id orderNumber status nextStatuses } }`,
    input: {
      id: orderId,
      note: z.string().max(1000).optional().describe('Why, kept in the status history.'),
      restock: z.boolean().optional().describe('Put the units back in stock (default false).'),
    },
    variables: ({ id, note, restock }) => ({ id, input: { status: 'refunded', note, restock } }),
    confirm: true,
  }),
  tool({
    name: 'comment_order',
    title: 'Comment on an order',
    description: 'Adds a comment to an order: to the customer (mailed to them), or an internal note staff alone see.',
    field: 'commentOrder',
    document: `mutation McpCommentOrder($id: Int!, $input: AdminOrderCommentInput!) { commentOrder(id: $id, input: $input) { id comment internal authorName createdAt } }`,
    input: {
      id: orderId,
      comment: z.string().max(5000).describe('The text.'),
      internal: z.boolean().optional().describe('true: an internal note; false (default): to the customer.'),
    },
    variables: ({ id, ...input }) => ({ id, input }),
    hints: { readOnlyHint: false, idempotentHint: false, openWorldHint: true },
  }),
];

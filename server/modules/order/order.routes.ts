import type { RestRequest, RestRoute } from '../../rest/route.js';

const bodyInput = (req: RestRequest) => {
  const { language, ...input } = req.body;
  return { input, language: language ?? req.query.language };
};

/** `a,b` (or the parameter repeated) as a list: the status and source filters of the order list. */
const commaList = (raw: unknown) => (typeof raw === 'string' ? raw.split(',') : raw);

/** Checkout, card payment and the shopper's orders (spec 7), and the back office's orders (permission order). */
export const orderRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/checkout/quote',
    field: 'checkoutQuote',
    args: bodyInput,
    summary: 'Checkout review {cart_id, shipping_method_id, country, currency, coupons, points}: totals',
  },
  {
    method: 'POST',
    path: '/api/checkout',
    field: 'placeOrder',
    args: bodyInput,
    status: 201,
    summary: 'Place the order {cart_id, email, addresses, shipping_method_id, payment_method_id, currency, coupons, points}: {order_number, access_key...}',
  },
  {
    method: 'POST',
    path: '/api/stripe/payment',
    field: 'startStripePayment',
    args: (req) => ({ stripeKey: req.body.stripe_key }),
    summary: 'Card payment of an order {stripe_key}: {order_number, access_key, publishable_key, client_secret, amount, currency}',
  },
  { method: 'GET', path: '/api/order', field: 'myOrders', args: (req) => ({ language: req.query.language }), summary: 'My orders, ?language' },
  {
    method: 'GET',
    path: '/api/order/number/:number',
    field: 'orderByNumber',
    args: (req) => ({ orderNumber: req.params.number, accessKey: req.query.access_key }),
    summary: "An order by number (?access_key for a guest's order)",
  },
  {
    method: 'GET',
    path: '/api/order/:id',
    field: 'myOrder',
    args: (req) => ({ id: req.params.id, language: req.query.language }),
    summary: 'One of my orders, ?language',
  },
  {
    method: 'POST',
    path: '/api/order/:id/comment',
    field: 'commentMyOrder',
    args: (req) => ({ id: req.params.id, input: req.body }),
    summary: 'Comment on my order {comment}: the comments',
  },
  {
    method: 'GET',
    path: '/api/admin/order',
    field: 'orders',
    // `status` may list several: ?status=paid,shipped
    args: (req) => ({
      options: req.query,
      filter: { ...req.query, status: commaList(req.query.status), source: commaList(req.query.source) },
    }),
    shape: 'list',
    // The list screen's columns and what a list is filtered by; lines, addresses, history and comments
    // come with GET /api/admin/order/{id}.
    fields: `{ id orderNumber createdAt updatedAt paidAt email customerId status source language currency currencyMark currencyRate
      subtotal shippingFee discountTotal grandTotal chargedTotal paymentMethodName paymentKind shippingMethodName }`,
    summary:
      'Orders: list (page, per_page, sort, keyword; status, from, to, customer_id, payment_method_id, shipping_method_id, source: storefront, admin, pos; comma-separated lists)',
  },
  {
    method: 'POST',
    path: '/api/admin/order',
    field: 'createOrder',
    args: (req) => ({ input: req.body }),
    status: 201,
    summary: 'Orders: create (taken by phone)',
  },
  {
    method: 'PUT',
    path: '/api/admin/order/batch',
    field: 'changeOrdersStatus',
    args: (req) => ({ ids: req.body.ids, data: req.body.data }),
    summary: 'Orders: batch status change ({ids, data: {status, note, restock}})',
  },
  { method: 'GET', path: '/api/admin/order/:id', field: 'order', summary: 'Orders: one by id' },
  {
    method: 'PUT',
    path: '/api/admin/order/:id/status',
    field: 'changeOrderStatus',
    args: (req) => ({ id: req.params.id, input: req.body }),
    summary: 'Orders: move to a status {status, note, restock}',
  },
  {
    method: 'POST',
    path: '/api/admin/order/:id/comment',
    field: 'commentOrder',
    args: (req) => ({ id: req.params.id, input: req.body }),
    summary: 'Orders: comment {comment, internal}',
  },
];

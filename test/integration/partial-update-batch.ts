import { created, context, leadFixture, leadStages, orderFixture, type Fixture } from './partial-update-context.js';
import { sellable, sellingWarehouse } from './order-fixtures.js';
import { PEOPLE_FIXTURES } from './partial-update-people.js';
import { RECORD_FIXTURES } from './partial-update-records.js';

/** The `/:id` fixtures a batch fixture builds on. */
const RECORDS: Record<string, Fixture> = { ...RECORD_FIXTURES, ...PEOPLE_FIXTURES };

/** A batch update of one record made by the `/:id` fixture of the same resource: `{ids, data}`, read back by id. */
function batchFixture(base: string, data: Record<string, unknown>): Fixture {
  return { create: RECORDS[`${base}/:id`].create, change: data, body: (id) => ({ ids: [id], data }), read: (call, id) => call('GET', `${base}/${id}`) };
}

/** The cart the cart-line fixture made (a shopper's cart, read back by its id). */
let cartId: string;
/** The store of the register-session fixture. */
let storeId: number;
/** Batch updates, and the PUT routes that move a record (a lead's stage, a menu item, an order's status, a cart line, a register session). */
export const BATCH_FIXTURES = {
  '/api/admin/account/batch': batchFixture('/api/admin/account', { enabled: true }),
  '/api/admin/product/batch': batchFixture('/api/admin/product', { visibled: true }),
  '/api/admin/brand/batch': batchFixture('/api/admin/brand', { enabled: true }),
  '/api/admin/promotion/batch': batchFixture('/api/admin/promotion', { enabled: true }),
  '/api/admin/membership/batch': batchFixture('/api/admin/membership', { enabled: true }),
  '/api/admin/store/batch': batchFixture('/api/admin/store', { enabled: true }),
  '/api/admin/store/:id/session/:session_id': {
    // Closing a register session: the counted cash is the field sent; the Z report's closing figures follow.
    create: async (call) => {
      storeId = (await RECORD_FIXTURES['/api/admin/store/:id'].create(call)) as number;
      await call('PUT', '/api/admin/store/batch', { ids: [storeId], data: { enabled: true } });
      const store = (await call('GET', `/api/admin/store/${storeId}`)).body;
      return (await created(call, `/api/admin/store/${storeId}/session`, { register_id: store.registers[0].id, float: '100' })).id;
    },
    at: (id) => `/api/admin/store/${storeId}/session/${id}`,
    change: { counted_cash: '95.00' },
    read: (call, id) => call('GET', `/api/admin/store/${storeId}/session/${id}/report`),
    derived: ['kind', 'closed_at', 'closed_by', 'over_short'],
  },
  '/api/admin/page/batch': batchFixture('/api/admin/page', { enabled: true }),
  '/api/admin/block/batch': batchFixture('/api/admin/block', { enabled: true }),
  '/api/admin/slider/batch': batchFixture('/api/admin/slider', { enabled: true }),
  '/api/admin/blog/category/batch': batchFixture('/api/admin/blog/category', { enabled: true }),
  '/api/admin/blog/article/batch': batchFixture('/api/admin/blog/article', { enabled: true }),
  '/api/admin/warehouse/batch': batchFixture('/api/admin/warehouse', { enabled: true }),
  '/api/admin/menu/batch': batchFixture('/api/admin/menu', { enabled: false }),
  '/api/admin/shipping/batch': batchFixture('/api/admin/shipping', { enabled: true }),
  '/api/admin/payment/batch': batchFixture('/api/admin/payment', { enabled: true }),
  '/api/admin/customer/batch': batchFixture('/api/admin/customer', { enabled: true }),
  '/api/admin/form/batch': batchFixture('/api/admin/form', { enabled: true }),
  '/api/admin/user/batch': batchFixture('/api/admin/user', { enabled: true }),
  '/api/admin/lead/batch': { ...batchFixture('/api/admin/lead', { status_id: null }), derived: ['version', 'status', 'history'] },
  '/api/admin/lead/:id/stage': {
    create: (call) => leadFixture(call),
    body: (id) => ({ stage_id: leadStages.get(id), order: 0, version: 1 }),
    change: {},
    read: (call, id) => call('GET', `/api/admin/lead/${id}`),
    // The card's column, place and version follow from the move.
    derived: ['stage_id', 'order', 'version', 'history'],
  },
  '/api/admin/menu/move': {
    create: RECORD_FIXTURES['/api/admin/menu/:id'].create,
    body: (id) => ({ id, parent_id: null, position: 0 }),
    change: { parent_id: null },
    read: (call, id) => call('GET', `/api/admin/menu/${id}`),
    // Its place among its new siblings and everything said about its ancestors follow from the move.
    derived: ['order', 'parent_recursive', 'display_title', 'level', 'parent_name'],
  },
  '/api/cart/item': {
    shopper: true,
    create: async (call) => {
      const product = await sellable(context.shop, { stock: { [await sellingWarehouse(context.shop)]: 9 } });
      const cart = (await call('POST', '/api/cart/item', { stock_id: product.stockId, quantity: 2 })).body;
      cartId = cart.cart_id;
      return cart.items[0].id;
    },
    body: (id) => ({ item_id: id, quantity: 3, cart_id: cartId }),
    change: { quantity: 3 },
    read: async (call, id) => {
      const cart = await call('POST', '/api/cart', { cart_id: cartId });
      return { status: cart.status, body: cart.body.items.find((item: { id: number }) => item.id === id) };
    },
    derived: ['line_total', 'net_total'],
  },
  '/api/admin/order/:id/status': {
    create: orderFixture,
    change: { status: 'paid' },
    read: (call, id) => call('GET', `/api/admin/order/${id}`),
    // The move is recorded in the order's history, with its time and the moves it allows next.
    derived: ['status_changes', 'next_statuses', 'paid_at'],
  },
  '/api/admin/order/batch': {
    create: orderFixture,
    body: (id) => ({ ids: [id], data: { status: 'canceled' } }),
    change: { status: 'canceled' },
    read: (call, id) => call('GET', `/api/admin/order/${id}`),
    derived: ['status_changes', 'next_statuses'],
  },
} satisfies Record<string, Fixture>;

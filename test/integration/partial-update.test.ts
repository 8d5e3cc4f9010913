import { routes } from '../../server/rest/routes/index.js';
import { Setting } from '../../server/modules/settings/setting.entity.js';
import { TestShop, unique } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';
import { checkoutMethods, sellable, sellingWarehouse, anAddress } from './order-fixtures.js';

/**
 * Partial updates (issue 21): every PUT route of the gateway's table changes only the fields the request
 * carries. Generated from the route table: each PUT route needs a fixture below (a route without one
 * fails the test, so routes added later are covered), which creates a record (or sets a settings group)
 * with non-default values, sends one field, and the record read back differs in that field only.
 */

type Answer = { status: number; body: any };
type Call = (method: string, path: string, body?: unknown) => Promise<Answer>;

interface Fixture {
  /** Creates the record and answers its id, or its name for a route keyed by `:name` (a settings group: sets every value, answers nothing). */
  create: (call: Call) => Promise<number | string | void>;
  /** The fields that change in the record read back; also the body sent unless `body` says otherwise. */
  change: Record<string, unknown>;
  /** The request body when it is not `change` (a batch's `{ids, data}`, a cart line's ids). */
  body?: (id: number) => unknown;
  /** Reads the record back; default: GET of the route's path with its id. */
  read?: (call: Call, id: number) => Promise<Answer>;
  /** Fields derived from the changed one (they may change too). */
  derived?: string[];
  /** The shopper's own routes run with a shopper token. */
  shopper?: boolean;
  /** The address when the path has more than `:id` (e.g. a store's session). */
  at?: (id: number) => string;
}

const PASSWORD = 'a-good-password-1';
/** The shop of the generated test (fixtures that need rows written straight to the database use it). */
let shop: TestShop;
let adminCall: Call;
let shopperCall: Call;

async function created(call: Call, path: string, body: unknown): Promise<any> {
  const answer = await call('POST', path, body);
  if (answer.status !== 201) throw new Error(`POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function put(call: Call, path: string, body: unknown): Promise<any> {
  const answer = await call('PUT', path, body);
  if (answer.status !== 200) throw new Error(`PUT ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function leadStatusId(call: Call): Promise<number> {
  return (await created(call, '/api/admin/status', { title: unique('Partial ') })).id;
}

async function customerFixture(call: Call, path: string): Promise<number> {
  const body = await created(call, path, {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `${unique('partial')}@example.com`,
    phone: '+852 1234 5678',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    enabled: false,
    is_subscribe: true,
    gender: 'female',
    job_title: 'Engineer',
    department: 'Analytics',
    status_id: await leadStatusId(call),
    lead_source: 'partner',
    description: 'Kept',
    tags: ['vip'],
    emails: ['second@example.com'],
  });
  return body.id;
}

/** A funnel of two stages. */
async function funnelFixture(call: Call): Promise<{ id: number; stages: { id: number }[] }> {
  return created(call, '/api/admin/funnel', {
    name: unique('Partial funnel '),
    stages: [
      { name: 'First', colour: '#111111', probability: 10 },
      { name: 'Second', colour: '#222222', probability: 50, won: true },
    ],
  });
}

/** The stage each fixture lead is moved to (the second of its funnel). */
const leadStages = new Map<number, number>();

/** A lead with every field set, in the first stage of its own funnel. */
async function leadFixture(call: Call): Promise<number> {
  const funnel = await funnelFixture(call);
  const lead = await created(call, '/api/admin/lead', {
    first_name: 'Ada',
    last_name: 'Wong',
    company: 'Kept company',
    job_title: 'Engineer',
    emails: [`${unique('partial-lead')}@example.com`],
    phones: ['+852 9123 4567'],
    lead_source: 'partner',
    lead_source_description: 'Kept source',
    status_id: await leadStatusId(call),
    funnel_id: funnel.id,
    expected_value: '123.45',
    follow_up_at: '2030-01-02T00:00:00.000Z',
    description: 'Kept',
    tags: ['vip'],
  });
  leadStages.set(lead.id, funnel.stages[1].id);
  return lead.id;
}

/** A settings group: every value set away from its default first, then one field sent. */
function settingsFixture(
  group: string,
  values: Record<string, unknown> | (() => Promise<Record<string, unknown>>),
  change: Record<string, unknown>,
): [string, Fixture] {
  const path = `/api/admin/setting/${group}`;
  return [path, { create: async (call) => void (await put(call, path, typeof values === 'function' ? await values() : values)), change }];
}

/** The tier the membership fixture assigns. */
let assignedTierId = 0;

/** A pending order of the shopper's (through the storefront); the admin moves it. */
async function orderFixture(): Promise<number> {
  const warehouse = await sellingWarehouse(shop);
  const methods = await checkoutMethods(shop);
  const product = await sellable(shop, { stock: { [warehouse]: 5 } });
  const line = await shopperCall('POST', '/api/cart/item', { stock_id: product.stockId, quantity: 1 });
  const placed = await created(shopperCall, '/api/checkout', {
    cart_id: line.body.cart_id,
    shipping_method_id: methods.shipping,
    payment_method_id: methods.cod,
    shipping_address: anAddress(),
  });
  return placed.id;
}
const FIXTURES: Record<string, Fixture> = {
  '/api/admin/role/:id': {
    create: async (call) => (await created(call, '/api/admin/role', { name: unique('Partial role '), permissions: ['brand', 'menu'] })).id,
    change: { name: unique('Renamed role ') },
  },
  '/api/admin/account/:id': {
    create: async (call) => {
      const role = await created(call, '/api/admin/role', { name: unique('Account role '), permissions: ['brand'] });
      const email = `${unique('partial-admin')}@example.com`;
      return (
        await created(call, '/api/admin/account', {
          name: 'Staff',
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          enabled: false,
          role_id: role.id,
        })
      ).id;
    },
    change: { name: 'Renamed staff' },
  },
  '/api/admin/product/:id': {
    create: async (call) => {
      const warehouse = await created(call, '/api/admin/warehouse', { name: unique('Partial warehouse ') });
      const body = await created(call, '/api/admin/product', {
        name: unique('Partial product '),
        description: '<p>Kept</p>',
        meta_title: 'Meta kept',
        is_new: true,
        is_hot: true,
        visibled: false,
        stocks: [{ price: '12.50', special_price: '10.00', inventories: [{ warehouse_id: warehouse.id, quantity: 3 }] }],
      });
      return body.id;
    },
    change: { is_featured: true },
  },
  '/api/admin/attribute/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/attribute', {
          key: unique('partial_')
            .toLowerCase()
            .replace(/[^a-z0-9_]/g, '_'),
          title: 'Colour',
          position: 7,
          values: [{ code: 'red', label: 'Red' }],
        })
      ).id,
    change: { title: 'Shade' },
  },
  '/api/admin/brand/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/brand', {
          title: 'Partial brand',
          url: unique('partial-brand-')
            .toLowerCase()
            .replace(/[^a-z0-9-]/g, '-'),
          short_description: 'Kept',
          enabled: false,
        })
      ).id,
    change: { description: '<p>New</p>' },
  },
  '/api/admin/promotion/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/promotion', {
          name: unique('Partial promotion '),
          description: 'Kept',
          kind: 'coupon',
          code: unique('PARTIAL').replace(/[^A-Za-z0-9]/g, ''),
          enabled: false,
          usage_limit: 5,
          conditions: [{ type: 'products', value: { ids: [999999999] } }],
          actions: [{ type: 'order_percent', value: { percent: 5 } }],
        })
      ).id,
    change: { priority: 7 },
  },
  '/api/admin/membership/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/membership', {
          name: unique('Partial tier '),
          description: 'Kept',
          level: 7,
          spending_threshold: '9999999999.00',
          period_months: 6,
          duration_months: 24,
          discount_percent: '4.00',
          points_multiplier: '1.50',
          enabled: false,
        })
      ).id,
    change: { discount_percent: '3.00' },
  },
  '/api/admin/user/:id/membership': {
    create: async (call) => {
      assignedTierId = (await FIXTURES['/api/admin/membership/:id'].create(call)) as number;
      return customerFixture(call, '/api/admin/user');
    },
    body: () => ({ tier_id: assignedTierId, remark: 'Partial' }),
    change: {},
    read: (call, id) => call('GET', `/api/admin/user/${id}`),
    derived: ['membership_tier_id', 'membership_tier', 'membership_expires_at'],
  },
  '/api/admin/store/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/store', {
          name: unique('Partial store '),
          address: 'Kept',
          opening_hours: 'Kept',
          phone: '+852 2000 0000',
          enabled: false,
          warehouse_id: await sellingWarehouse(shop),
          registers: [
            {
              name: 'Till',
              prefix: unique('PU')
                .replace(/[^A-Za-z0-9]/g, '')
                .slice(-12),
            },
          ],
        })
      ).id,
    change: { receipt_footer: 'Thank you' },
  },
  '/api/admin/page/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/page', {
          title: 'Partial page',
          url: unique('partial-page-')
            .toLowerCase()
            .replace(/[^a-z0-9-]/g, '-'),
          meta_title: 'Kept',
          enabled: false,
        })
      ).id,
    change: { content: '<p>New</p>' },
  },
  '/api/admin/block/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/block', {
          identifier: unique('partial_block_')
            .toLowerCase()
            .replace(/[^a-z0-9_]/g, '_'),
          title: 'Kept',
          enabled: false,
        })
      ).id,
    change: { content: '<p>New</p>' },
  },
  '/api/admin/slider/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/slider', {
          identifier: unique('partial_slider_')
            .toLowerCase()
            .replace(/[^a-z0-9_]/g, '_'),
          title: 'Kept',
          slides: [{ image: '/uploads/kept.png', title: 'Kept slide' }],
          enabled: false,
        })
      ).id,
    change: { title: 'New' },
  },
  '/api/admin/blog/category/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/blog/category', {
          title: 'Partial category',
          url: unique('partial-bc-').toLowerCase(),
          meta_title: 'Kept',
          enabled: false,
        })
      ).id,
    change: { description: 'New' },
  },
  '/api/admin/blog/article/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/blog/article', {
          title: 'Partial article',
          url: unique('partial-ba-').toLowerCase(),
          author: 'Kept',
          tags: ['a'],
          enabled: false,
        })
      ).id,
    change: { summary: 'New' },
  },
  '/api/admin/warehouse/:id': {
    create: async (call) => (await created(call, '/api/admin/warehouse', { name: unique('Partial warehouse '), address: 'Kept road', enabled: false })).id,
    change: { name: unique('Renamed warehouse ') },
  },
  '/api/admin/menu/:id': {
    create: async (call) => {
      const slug = () =>
        unique('partial-menu-')
          .toLowerCase()
          .replace(/[^a-z0-9-]/g, '-');
      const parent = await created(call, '/api/admin/menu', { title: 'Parent', type: 'category', url: slug() });
      const child = await created(call, '/api/admin/menu', {
        title: 'Child',
        type: 'category',
        url: slug(),
        parent_id: parent.id,
        meta_title: 'Meta kept',
        open_in_current_tab: false,
        display_in_mobile: false,
        order: 700,
      });
      return child.id;
    },
    change: { title: 'Child renamed' },
    derived: ['display_title'],
  },
  '/api/address/:id': {
    shopper: true,
    create: async (call) => {
      const list = await created(call, '/api/address', {
        first_name: 'Grace',
        last_name: 'Hopper',
        country: 'HKG',
        contact_number: '+852 2345 6789',
        address: '1 Queen’s Road Central',
        default_billing: true,
      });
      return list[list.length - 1].id;
    },
    change: { contact_number: '+852 9999 0000' },
  },
  '/api/admin/shipping/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/shipping', {
          name: 'Partial post',
          description: 'Kept',
          fee: '30.00',
          free_above: '500.00',
          order: 3,
          enabled: false,
          country_fees: [{ country: 'GBR', fee: '90.00' }],
        })
      ).id,
    change: { name: 'Renamed post' },
  },
  '/api/admin/payment/:id': {
    create: async (call) =>
      (await created(call, '/api/admin/payment', { kind: 'bank_transfer', name: 'Partial transfer', instructions: '<p>Kept</p>', order: 4, enabled: false }))
        .id,
    change: { name: 'Renamed transfer' },
  },
  '/api/admin/status/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/status', {
          title: unique('Partial status '),
          trigger: 'email_to_lead',
          trigger_subject: 'Kept subject',
          trigger_template: 'Kept template',
        })
      ).id,
    change: { title: unique('Renamed status ') },
  },
  '/api/admin/receiver_group/:name': {
    create: async (call) =>
      (await created(call, '/api/admin/receiver_group', { name: unique('Partial group '), filters: { subscribed: true, language: 'zh_hk' } })).name,
    // filters is one value, replaced whole (every key answered, unset ones null).
    change: {
      filters: {
        subscribed: false,
        tier_ids: null,
        status_ids: null,
        lead_sources: null,
        tags: null,
        stage_ids: null,
        ordered_within_days: null,
        language: null,
      },
    },
    derived: ['count'],
  },
  '/api/admin/message/:id': {
    create: async (call) => (await created(call, '/api/admin/message', { subject: 'Kept subject', body: '<p>Kept body</p>' })).id,
    change: { subject: 'Renamed subject' },
  },
  '/api/admin/broadcast/:id': {
    create: async (call) => {
      const message = await created(call, '/api/admin/message', { subject: 'Kept subject', body: '<p>Kept body</p>' });
      const group = await created(call, '/api/admin/receiver_group', { name: unique('Partial audience '), filters: { subscribed: true } });
      return (await created(call, '/api/admin/broadcast', { message_id: message.id, receiver_groups: [group.name], send_at: '2031-05-01T02:00:00.000Z' })).id;
    },
    change: { send_at: '2032-06-01T03:00:00.000Z' },
  },
  '/api/admin/customer/:id': { create: (call) => customerFixture(call, '/api/admin/customer'), change: { job_title: 'Director' } },
  '/api/admin/user/:id': { create: (call) => customerFixture(call, '/api/admin/user'), change: { department: 'Research' } },
  '/api/admin/form/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/form', {
          title: 'Partial form',
          description: 'Kept description',
          success_message: 'Kept thanks',
          url: unique('partial-form-'),
          enabled: false,
          allow_guest: true,
          notify_emails: ['kept@example.com'],
          create_lead: true,
          lead_source: 'partner',
          fields: [{ key: 'kept', label: 'Kept', type: 'radio', required: true, options: [{ key: 'a', label: 'A' }] }],
        })
      ).id,
    change: { limit_submit: true },
  },
  '/api/admin/funnel/:id': {
    create: async (call) => (await funnelFixture(call)).id,
    change: { name: unique('Renamed funnel ') },
  },
  '/api/admin/lead/:id': {
    create: (call) => leadFixture(call),
    change: { job_title: 'Director' },
    derived: ['version'],
  },
  '/api/admin/api_key/:id': {
    create: async (call) => (await created(call, '/api/admin/api_key', { name: unique('Partial key '), role_id: 1, cost_bucket: 5000 })).id,
    change: { name: unique('Renamed key ') },
  },
  '/api/admin/webhook/:id': {
    create: async (call) => (await created(call, '/api/admin/webhook', { url: 'https://93.184.216.34/partial', events: ['order.created'], enabled: false })).id,
    change: { events: ['product.updated', 'order.paid'] },
  },
};

/** A batch update of one record made by the `/:id` fixture of the same resource: `{ids, data}`, read back by id. */
function batchFixture(base: string, data: Record<string, unknown>): Fixture {
  return { create: FIXTURES[`${base}/:id`].create, change: data, body: (id) => ({ ids: [id], data }), read: (call, id) => call('GET', `${base}/${id}`) };
}

/** The cart the cart-line fixture made (a shopper's cart, read back by its id). */
let cartId: string;
/** The store of the register-session fixture. */
let storeId: number;

Object.assign(FIXTURES, {
  ...Object.fromEntries([
    settingsFixture(
      'basic',
      {
        name: unique('Partial shop '),
        main_language: 'zh_hk',
        supported_languages: 'en_us,zh_hk,zh_cn',
        script_header: '<script>1</script>',
        css: 'body { margin: 0; }',
        mail_from: 'from@example.com',
        contact_email: 'contact@example.com',
      },
      { name: unique('Renamed shop ') },
    ),
    settingsFixture(
      'image',
      { icon: '/uploads/icon.png', logo: 'https://cdn.example.com/logo.svg', banner: '/images/banner.svg' },
      { logo: '/uploads/new-logo.png' },
    ),
    settingsFixture(
      'currency',
      {
        base_currency: 'USD',
        supported_currencies: [
          { identifier: 'HKD', rate: 1, mark: 'HK$' },
          { identifier: 'USD', rate: 0.13, mark: 'US$' },
        ],
      },
      { base_currency: 'HKD' },
    ),
    settingsFixture('facebook', { enabled: true, fb_client_id: '1234567890', fb_client_secret: 'partial-secret' }, { fb_client_id: '9876543210' }),
    settingsFixture(
      'template',
      { template: 'autumn', variables: [{ name: 'primary_color', value: '#123456' }] },
      { variables: [{ name: 'font_size', value: '15px' }] },
    ),
    settingsFixture(
      'config',
      { token_expired_time: 77, catalog_mode: '1', member_only: '1', guest_checkout: '0', mails_per_minute: 123 },
      { catalog_mode: '0' },
    ),
    settingsFixture('product', async () => ({ warehouse_id: await sellingWarehouse(shop), warehouse_enabled: true }), { warehouse_enabled: false }),
    settingsFixture('home', { sections: [{ type: 'hot', value: null, limit: 4 }] }, { sections: [{ type: 'articles', value: null, limit: 2 }] }),
    settingsFixture('points', { earn_rate: 2, redeem_rate: 20, max_redeem_percent: 30, expiry_months: 6, usable_on: 'paid' }, { expiry_months: 3 }),
  ]),
  '/api/profile': {
    shopper: true,
    create: async (call) => void (await put(call, '/api/profile', { first_name: 'Grace', last_name: 'Hopper', phone: '+852 9123 4567', gender: 'female' })),
    change: { last_name: 'Lovelace' },
    read: (call) => call('POST', '/api/info'),
  },
  '/api/admin/account/batch': batchFixture('/api/admin/account', { enabled: true }),
  '/api/admin/product/batch': batchFixture('/api/admin/product', { visibled: true }),
  '/api/admin/brand/batch': batchFixture('/api/admin/brand', { enabled: true }),
  '/api/admin/promotion/batch': batchFixture('/api/admin/promotion', { enabled: true }),
  '/api/admin/membership/batch': batchFixture('/api/admin/membership', { enabled: true }),
  '/api/admin/store/batch': batchFixture('/api/admin/store', { enabled: true }),
  '/api/admin/store/:id/session/:session_id': {
    // Closing a register session: the counted cash is the field sent; the Z report's closing figures follow.
    create: async (call) => {
      storeId = (await FIXTURES['/api/admin/store/:id'].create(call)) as number;
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
    create: FIXTURES['/api/admin/menu/:id'].create,
    body: (id) => ({ id, parent_id: null, position: 0 }),
    change: { parent_id: null },
    read: (call, id) => call('GET', `/api/admin/menu/${id}`),
    // Its place among its new siblings and everything said about its ancestors follow from the move.
    derived: ['order', 'parent_recursive', 'display_title', 'level', 'parent_name'],
  },
  '/api/cart/item': {
    shopper: true,
    create: async (call) => {
      const product = await sellable(shop, { stock: { [await sellingWarehouse(shop)]: 9 } });
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
} satisfies Record<string, Fixture>);

const updateRoutes = routes.filter((r) => r.method === 'PUT');

describe('partial updates over the route table', () => {
  /** The settings rows as they were, put back after each test: the test files share one database. */
  let savedSettings: { group: string; values: Record<string, unknown> }[];

  beforeAll(async () => {
    shop = await TestShop.start();
    const token = await shop.adminToken();
    adminCall = (method, path, body) => shop.rest(method, path, body, token);
    const shopper = await registerShopper(shop);
    shopperCall = (method, path, body) => shop.rest(method, path, body, shopper.token);
    savedSettings = (await shop.em.find(Setting, {})).map((row) => ({ group: row.group, values: structuredClone(row.values) }));
  });
  afterEach(async () => {
    const em = shop.em;
    for (const { group, values } of savedSettings) (await em.findOneOrFail(Setting, { group })).values = structuredClone(values);
    await em.flush();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('has a fixture for every PUT route', () => {
    expect(updateRoutes.length).toBeGreaterThan(30);
    expect(updateRoutes.map((r) => r.path).filter((path) => !FIXTURES[path])).toEqual([]);
  });

  it.each(updateRoutes.map((r) => [r.path] as const))('PUT %s changes only the field sent', async (path) => {
    const fixture = FIXTURES[path];
    if (!fixture) throw new Error(`no fixture for ${path}`);
    const call = fixture.shopper ? shopperCall : adminCall;
    const key = (await fixture.create(call)) ?? 0;
    const id = typeof key === 'number' ? key : 0;
    const at = fixture.at ? fixture.at(id) : path.replace(':id', String(key)).replace(':name', encodeURIComponent(String(key)));
    const read = () => (fixture.read ? fixture.read(call, id) : call('GET', at));
    const before = await read();
    expect(before.status).toBe(200);

    const updated = await call('PUT', at, fixture.body ? fixture.body(id) : fixture.change);
    expect({ status: updated.status, body: updated.status === 200 ? 'ok' : updated.body }).toEqual({ status: 200, body: 'ok' });

    const after = await read();
    expect(after.status).toBe(200);
    const ignored = ['updated_at', ...(fixture.derived ?? [])];
    const strip = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([key]) => !ignored.includes(key)));
    expect(strip(after.body)).toEqual(strip({ ...before.body, ...fixture.change }));
  });
});

describe('explicit null on an update', () => {
  let shop: TestShop;
  let call: Call;
  beforeAll(async () => {
    shop = await TestShop.start();
    const token = await shop.adminToken();
    call = (method, path, body) => shop.rest(method, path, body, token);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('clears a field that may be cleared, and is refused on a required one', async () => {
    const id = await FIXTURES['/api/admin/menu/:id'].create(call);
    const before = await call('GET', `/api/admin/menu/${id}`);
    expect(before.body.parent_id).not.toBeNull();

    const toRoot = await call('PUT', `/api/admin/menu/${id}`, { parent_id: null, meta_title: null });
    expect(toRoot.status).toBe(200);
    const after = await call('GET', `/api/admin/menu/${id}`);
    expect(after.body).toMatchObject({ parent_id: null, meta_title: '', title: before.body.title, url: before.body.url, open_in_current_tab: false });

    const cleared = await call('PUT', `/api/admin/menu/${id}`, { title: null, url: '' });
    expect(cleared.status).toBe(422);
    expect(cleared.body.errors).toEqual({ title: ['This field is required.'], url: ['This field is required.'] });
    expect((await call('GET', `/api/admin/menu/${id}`)).body.title).toBe(before.body.title);
  });

  it('multipart with globals: a named global field left out is cleared, an unnamed one kept', async () => {
    const id = await FIXTURES['/api/admin/menu/:id'].create(call);
    const before = (await call('GET', `/api/admin/menu/${id}`)).body;
    const translation = new FormData();
    translation.set('_method', 'PUT');
    translation.set('language', 'zh_hk');
    translation.set('globals', JSON.stringify(['url']));
    translation.set('title', '子項');
    translation.set('url', before.url);
    expect((await call('POST', `/api/admin/menu/${id}`, translation)).status).toBe(200);
    const translated = (await call('GET', `/api/admin/menu/${id}`)).body;
    expect(translated).toMatchObject({ parent_id: before.parent_id, order: before.order, title: before.title, open_in_current_tab: false });
    expect((await call('GET', `/api/admin/menu/${id}?language=zh_hk`)).body.title).toBe('子項');

    const toRoot = new FormData();
    toRoot.set('_method', 'PUT');
    toRoot.set('globals', 'parent_id,image');
    expect((await call('POST', `/api/admin/menu/${id}`, toRoot)).status).toBe(200);
    expect((await call('GET', `/api/admin/menu/${id}`)).body).toMatchObject({ parent_id: null, image: null, url: before.url, title: before.title });
  });

  it('keeps a create strict: an absent required field still fails there', async () => {
    const answer = await call('POST', '/api/admin/menu', { title: 'No url', type: 'link' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ url: ['This field is required.'] });
  });
});

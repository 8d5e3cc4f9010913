import { unique } from '../support/shop.js';
import { context, created, PASSWORD, type Fixture } from './partial-update-context.js';
import { sellingWarehouse } from './order-fixtures.js';

/** The PUT `/:id` routes of the catalogue, content and shop set-up: each record made with non-default values. */
export const RECORD_FIXTURES = {
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
  '/api/admin/store/:id': {
    create: async (call) =>
      (
        await created(call, '/api/admin/store', {
          name: unique('Partial store '),
          address: 'Kept',
          opening_hours: 'Kept',
          phone: '+852 2000 0000',
          enabled: false,
          warehouse_id: await sellingWarehouse(context.shop),
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
  '/api/admin/api_key/:id': {
    create: async (call) => (await created(call, '/api/admin/api_key', { name: unique('Partial key '), role_id: 1, cost_bucket: 5000 })).id,
    change: { name: unique('Renamed key ') },
  },
  '/api/admin/webhook/:id': {
    create: async (call) => (await created(call, '/api/admin/webhook', { url: 'https://93.184.216.34/partial', events: ['order.created'], enabled: false })).id,
    change: { events: ['product.updated', 'order.paid'] },
  },
} satisfies Record<string, Fixture>;

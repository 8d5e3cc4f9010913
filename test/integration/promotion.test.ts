import { TestShop, unique } from '../support/shop.js';
import { sellable, sellingWarehouse } from './order-fixtures.js';
import { adminWithout } from './product-fixtures.js';
import { couponCode, createPromotion } from './promotion-fixtures.js';

const REPEATED = 'Condition can not be repeated';
const never = { type: 'products', value: { ids: [999999999] } };
const fivePercent = { type: 'order_percent', value: { percent: 5 } };

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await TestShop.start();
  admin = await shop.adminToken();
});
afterAll(() => shop.close());

describe('promotions in the back office (/api/admin/promotion, permission promotion)', () => {
  it('creates, reads, lists, updates and deletes a promotion with the contract fields', async () => {
    const code = couponCode();
    const created = await createPromotion(shop, admin, {
      name: 'Summer sale',
      description: 'Ten off',
      kind: 'coupon',
      code,
      priority: 5,
      exclusive: true,
      usage_limit: 100,
      usage_limit_per_customer: 1,
      starts_at: '2026-06-01T00:00:00.000Z',
      ends_at: '2026-09-01T00:00:00.000Z',
      conditions: [never, { type: 'min_subtotal', value: { amount: '100' } }],
      actions: [{ type: 'order_amount', value: { amount: '10' } }],
    });
    expect(created).toMatchObject({
      name: 'Summer sale',
      description: 'Ten off',
      kind: 'coupon',
      code,
      priority: 5,
      exclusive: true,
      usage_limit: 100,
      usage_limit_per_customer: 1,
      used: 0,
      enabled: true,
      starts_at: '2026-06-01T00:00:00.000Z',
      conditions: [never, { type: 'min_subtotal', value: { amount: '100' } }],
    });
    const zh = await shop.rest('PUT', `/api/admin/promotion/${created.id}`, { name: '夏日優惠', language: 'zh_hk' }, admin);
    expect(zh.status).toBe(200);
    expect((await shop.rest('GET', `/api/admin/promotion/${created.id}?language=zh_hk`, undefined, admin)).body.name).toBe('夏日優惠');
    expect((await shop.rest('GET', `/api/admin/promotion/${created.id}`, undefined, admin)).body).toMatchObject({ name: 'Summer sale', priority: 5 });

    const list = await shop.rest('GET', `/api/admin/promotion?keyword=${code}`, undefined, admin);
    expect(list.body).toMatchObject({ total: 1, data: [{ id: created.id, used: 0 }] });

    expect((await shop.rest('PUT', '/api/admin/promotion/batch', { ids: [created.id], data: { enabled: false } }, admin)).body).toEqual({ affected: 1 });
    expect((await shop.rest('DELETE', `/api/admin/promotion/${created.id}`, undefined, admin)).status).toBe(200);
    expect((await shop.rest('GET', `/api/admin/promotion/${created.id}`, undefined, admin)).status).toBe(404);
  });

  it("refuses a save with every field's error at once: repeated condition, bad values, unknown types, the window", async () => {
    const answer = await shop.rest(
      'POST',
      '/api/admin/promotion',
      {
        name: '',
        kind: 'automatic',
        starts_at: '2026-06-02T00:00:00Z',
        ends_at: '2026-06-01T00:00:00Z',
        conditions: [never, { type: 'products', value: { ids: [1] } }, { type: 'min_quantity', value: { quantity: -1 } }, { type: 'weather', value: {} }],
        actions: [
          { type: 'order_percent', value: { percent: 150 } },
          { type: 'bonus_points', value: { points: 10, expiry_type: 'fixed_date' } },
        ],
      },
      admin,
    );
    expect(answer.status).toBe(422);
    // The name's error and the rules' come in one answer.
    expect(answer.body.errors).toMatchObject({
      name: ['This field is required.'],
      'conditions.1.type': [REPEATED],
      'conditions.2.value.quantity': ['Please check your input.'],
      'actions.0.value.percent': ['Please check your input.'],
      ends_at: ['Please check your input.'],
    });
    const second = await shop.rest(
      'POST',
      '/api/admin/promotion',
      {
        name: 'x',
        kind: 'automatic',
        starts_at: '2026-06-02T00:00:00Z',
        ends_at: '2026-06-01T00:00:00Z',
        conditions: [never, { type: 'products', value: { ids: [1] } }, { type: 'min_quantity', value: { quantity: -1 } }, { type: 'weather', value: {} }],
        actions: [
          { type: 'order_percent', value: { percent: 150 } },
          { type: 'bonus_points', value: { points: 10, expiry_type: 'fixed_date' } },
        ],
      },
      admin,
    );
    expect(second).toMatchObject({
      status: 422,
      body: {
        errors: {
          'conditions.1.type': [REPEATED],
          'conditions.2.value.quantity': ['Please check your input.'],
          'conditions.3.type': ['Please check your input.'],
          'actions.0.value.percent': ['Please check your input.'],
          'actions.1.value.expiry_date': ['This field is required.'],
          ends_at: ['Please check your input.'],
        },
      },
    });
  });

  it("checks each action's value by its type, on the value's own field, every error at once", async () => {
    const answer = await shop.rest(
      'POST',
      '/api/admin/promotion',
      {
        name: 'Typed action values',
        kind: 'automatic',
        conditions: [
          { type: 'min_subtotal', value: {} },
          { type: 'currencies', value: { codes: ['hkd'] } },
        ],
        actions: [
          { type: 'order_amount', value: { amount: '10.005' } },
          { type: 'line_percent', value: { percent: '12.5', products: ['shoe'], brands: [] } },
          { type: 'buy_x_get_y', value: { buy: 2 } },
          { type: 'bonus_points', value: { points: 0, expiry_type: 'someday' } },
          { type: 'free_shipping', value: {} },
          // Not an object: refused by the value's type, in the same answer as the others.
          { type: 'line_amount', value: 'ten' },
        ],
      },
      admin,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      'conditions.0.value.amount': ['This field is required.'],
      'conditions.1.value.codes': ['Please check your input.'],
      'actions.0.value.amount': ['Please check your input.'],
      'actions.1.value.products': ['Please check your input.'],
      'actions.2.value.get': ['This field is required.'],
      'actions.3.value.points': ['Please check your input.'],
      'actions.3.value.expiry_type': ['Please check your input.'],
      'actions.5.value': expect.any(Array),
      // The text is no value: it holds no amount.
      'actions.5.value.amount': ['This field is required.'],
    });
  });

  it('stores typed action values as sent, the bonus expiry defaulting to never_expire', async () => {
    const actions = [
      { type: 'line_percent', value: { percent: 12.5, categories: [3], brands: [4] } },
      { type: 'buy_x_get_y', value: { buy: 2, get: 1, products: [7, 8] } },
      { type: 'bonus_points', value: { points: 50, expiry_type: 'fixed_date', expiry_date: '2027-01-31' } },
      { type: 'bonus_points', value: { points: 5 } },
    ];
    // Disabled: an enabled automatic promotion without conditions would give every other test's orders on
    // this worker's database its discounts and bonus points.
    const answer = await shop.rest('POST', '/api/admin/promotion', { name: 'Typed values kept', kind: 'automatic', enabled: false, actions }, admin);
    expect(answer.status).toBe(201);
    expect(answer.body.actions).toEqual(actions);
  });

  it("names the products a promotion's picker holds: the product list filtered by ids", async () => {
    const warehouse = await sellingWarehouse(shop);
    const [a, , c] = await Promise.all(['Picker cup', 'Picker bowl', 'Picker jug'].map((name) => sellable(shop, { stock: { [warehouse]: 1 }, name })));
    const answer = await shop.gql<{ products: { items: { id: number; name: string }[] } }>(
      'query($options: ProductListOptions) { products(options: $options) { items { id name } } }',
      { options: { ids: [a.productId, c.productId], perPage: 100 } },
      admin,
    );
    // The three are made at once: their ids come in any order.
    expect(answer.data!.products.items.map((p) => p.id).sort((x, y) => x - y)).toEqual([a.productId, c.productId].sort((x, y) => x - y));
  });

  it('keeps coupon codes unique without regard to case, across shared and generated codes', async () => {
    const code = couponCode();
    await createPromotion(shop, admin, { kind: 'coupon', code, actions: [fivePercent] });
    const taken = await shop.rest('POST', '/api/admin/promotion', { name: 'Again', kind: 'coupon', code: code.toLowerCase(), actions: [fivePercent] }, admin);
    expect(taken).toMatchObject({ status: 422, body: { errors: { code: ['The code has already been taken.'] } } });
    const automatic = await shop.rest('POST', '/api/admin/promotion', { name: 'Auto', kind: 'automatic', code: couponCode(), actions: [fivePercent] }, admin);
    expect(automatic.status).toBe(422);
    const hostile = await shop.rest('POST', '/api/admin/promotion', { name: 'Bad', kind: 'coupon', code: 'a b\u0000c', actions: [fivePercent] }, admin);
    expect(hostile.status).toBe(422);
    const generated = await createPromotion(shop, admin, { kind: 'coupon', actions: [fivePercent] });
    expect((await shop.rest('POST', `/api/admin/promotion/${generated.id}/codes`, { count: 0 }, admin)).status).toBe(422);
    expect((await shop.rest('POST', `/api/admin/promotion/${generated.id}/codes`, { count: 2 }, admin)).body).toEqual({ affected: 2 });
  });

  it("takes first and last days in the shop's time zone (Asia/Hong_Kong by default) and stores UTC instants", async () => {
    const promotion = await createPromotion(shop, admin, { starts_on: '2026-06-01', ends_on: '2026-06-30', conditions: [never], actions: [fivePercent] });
    expect(promotion).toMatchObject({
      starts_at: '2026-05-31T16:00:00.000Z',
      ends_at: '2026-06-30T16:00:00.000Z',
      starts_on: '2026-06-01',
      ends_on: '2026-06-30',
    });
    const cleared = await shop.rest('PUT', `/api/admin/promotion/${promotion.id}`, { ends_on: null }, admin);
    expect(cleared.body).toMatchObject({ ends_at: null, ends_on: null, starts_on: '2026-06-01' });
    expect((await shop.rest('PUT', `/api/admin/promotion/${promotion.id}`, { ends_on: '2026-05-01' }, admin)).body.errors).toEqual({
      ends_on: ['Please check your input.'],
    });
  });

  it('answers 401 without a token and 403 to staff without the promotion permission', async () => {
    const lesser = await adminWithout(shop, admin);
    expect((await shop.rest('GET', '/api/admin/promotion')).status).toBe(401);
    expect((await shop.rest('GET', '/api/admin/promotion', undefined, lesser)).status).toBe(403);
    expect((await shop.rest('POST', '/api/admin/promotion', { name: unique('x'), kind: 'automatic', actions: [fivePercent] }, lesser)).status).toBe(403);
  });

  it('lists 10 or 100 promotions with the same number of statements', async () => {
    const mark = unique('Bulk');
    for (let i = 0; i < 12; i += 1) await createPromotion(shop, admin, { name: `${mark} ${i}`, enabled: false, conditions: [never], actions: [fivePercent] });
    const small = await shop.statementsOf(() => shop.rest('GET', `/api/admin/promotion?keyword=${mark}&per_page=10`, undefined, admin));
    const large = await shop.statementsOf(() => shop.rest('GET', `/api/admin/promotion?keyword=${mark}&per_page=100`, undefined, admin));
    expect(large).toBe(small);
  });
});

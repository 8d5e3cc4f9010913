import { unitOfWork } from '../../server/common/transaction.js';
import { evaluateTier } from '../../server/modules/membership/membership-evaluation.js';
import { addMonths, creditPoints, expirePoints } from '../../server/modules/points/points-ledger.js';
import { addDays } from '../../core/shop-time.js';
import { TestShop, unique } from '../support/shop.js';
import { registerShopper, type Shopper } from './customer-fixtures.js';
import { anAddress, checkoutMethods, sellable, sellingWarehouse, type Sellable } from './order-fixtures.js';
import { adminWithout } from './product-fixtures.js';
import { cartWith, createPromotion, onlyFor } from './promotion-fixtures.js';
import { shopToday } from '../../server/modules/settings/index.js';

const NOT_ENOUGH = 'You do not have enough reward points.';
const REQUIRED = 'This field is required.';
const CHECK = 'Please check your input.';

let shop: TestShop;
let admin: string;
let methods: { shipping: number; cod: number; bank: number };
let warehouse: number;

beforeAll(async () => {
  shop = await TestShop.start();
  admin = await shop.adminToken();
  methods = await checkoutMethods(shop);
  warehouse = await sellingWarehouse(shop);
});
afterAll(() => shop.close());

const product = (price: string) => sellable(shop, { stock: { [warehouse]: 1000 }, price });

async function customerId(shopper: Shopper): Promise<number> {
  const [row] = await shop.em.execute<{ id: number }[]>('select id from customer where email = ?', [shopper.email]);
  return row.id;
}

const quote = (cartId: string, token: string, extra: Record<string, unknown> = {}) =>
  shop.rest('POST', '/api/checkout/quote', { cart_id: cartId, shipping_method_id: methods.shipping, country: 'HKG', ...extra }, token);

async function placeOrder(shopper: Shopper, items: { product: Sellable; quantity: number }[], extra: Record<string, unknown> = {}) {
  const cartId = await cartWith(shop, items, shopper.token);
  const placed = await shop.rest(
    'POST',
    '/api/checkout',
    { cart_id: cartId, shipping_method_id: methods.shipping, payment_method_id: methods.cod, shipping_address: anAddress(), ...extra },
    shopper.token,
  );
  if (placed.status !== 201) return { status: placed.status, body: placed.body, id: 0 };
  const [row] = await shop.em.execute<{ id: number }[]>('select id from shop_order where order_number = ?', [placed.body.order_number]);
  return { status: placed.status, body: placed.body, id: row.id };
}

async function move(orderId: number, ...statuses: string[]): Promise<void> {
  for (const status of statuses) {
    const answer = await shop.rest('PUT', `/api/admin/order/${orderId}/status`, { status }, admin);
    if (answer.status !== 200) throw new Error(`${status}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

async function points(shopper: Shopper) {
  const answer = await shop.rest('GET', '/api/account/points', undefined, shopper.token);
  expect(answer.status).toBe(200);
  // The history always sums to the balance.
  expect(answer.body.history.reduce((sum: number, row: { points: number }) => sum + row.points, 0)).toBe(answer.body.balance);
  return answer.body as {
    balance: number;
    expiring_soon: number;
    history: { type: string; points: number; used_points: number; expiry_date: string | null; remark: string }[];
  };
}

describe('reward points (issue 14)', () => {
  it('earns on the net paid goods when the order completes, spends oldest first at checkout, and a cancel gives them back', async () => {
    const shopper = await registerShopper(shop);
    const shirt = await product('100.00');
    const first = await placeOrder(shopper, [{ product: shirt, quantity: 2 }]);
    expect(first.status).toBe(201);
    await move(first.id, 'paid', 'shipped');
    expect((await points(shopper)).balance).toBe(0);
    await move(first.id, 'completed');
    const earned = await points(shopper);
    // 200.00 of goods at 1 point per HK$ (shipping excluded); usable from completion, expiring after the default 12 months.
    expect(earned).toMatchObject({
      balance: 200,
      history: [{ type: 'earned', points: 200, used_points: 0, expiry_date: addMonths(await shopToday(shop.em), 12) }],
    });
    // Completing twice can not happen, and earning is once per order anyway.

    const cartId = await cartWith(shop, [{ product: shirt, quantity: 1 }], shopper.token);
    expect(await quote(cartId, shopper.token, { points: 201 })).toMatchObject({ status: 422, body: { errors: { points: [NOT_ENOUGH] } } });
    const review = await quote(cartId, shopper.token, { points: 100 });
    expect(review.body).toMatchObject({ points_discount: '10.00', points_used: 100, subtotal: '100.00', shipping_fee: '30.00', grand_total: '120.00' });
    // At most half of the goods (the default share): 200 points would pay 20.00 of the 100.00, within the cap.
    expect((await quote(cartId, shopper.token, { points: 200 })).body).toMatchObject({ points_discount: '20.00', grand_total: '110.00' });

    const second = await placeOrder(shopper, [{ product: shirt, quantity: 1 }], { points: 200 });
    expect(second.status).toBe(201);
    const [line] = await shop.em.execute<{ discount: string; net_total: string }[]>(
      'select discount::text, net_total::text from order_line where order_id = ?',
      [second.id],
    );
    // The member's cart still held the reviewed shirt: two shirts, 20.00 paid with points.
    expect(line).toEqual({ discount: '20.00', net_total: '180.00' });
    expect((await points(shopper)).balance).toBe(0);
    // A second order can not spend the same points.
    expect((await placeOrder(shopper, [{ product: shirt, quantity: 1 }], { points: 10 })).body).toMatchObject({ errors: { points: [NOT_ENOUGH] } });

    await move(second.id, 'canceled');
    const back = await points(shopper);
    expect(back.balance).toBe(200);
    expect(back.history.map((h) => h.type)).toEqual(['returned', 'redeemed', 'earned']);
  });

  it('a refund takes back what the order earned and returns what it used; guests and strangers can not use points', async () => {
    const shopper = await registerShopper(shop);
    const id = await customerId(shopper);
    const lamp = await product('300.00');
    expect((await shop.rest('POST', `/api/admin/user/${id}/points`, { points: 1000, remark: 'Welcome gift' }, admin)).body).toMatchObject({ balance: 1000 });

    // 1000 points are worth 100.00; the order pays 100.00 with them and earns on the 200.00 it paid in money.
    const order = await placeOrder(shopper, [{ product: lamp, quantity: 1 }], { points: 1000 });
    expect(order.status).toBe(201);
    await move(order.id, 'paid', 'shipped', 'completed');
    expect((await points(shopper)).balance).toBe(200);
    await move(order.id, 'refunded');
    const after = await points(shopper);
    expect(after.balance).toBe(1000);
    expect(after.history.map((h) => [h.type, h.points])).toEqual([
      ['returned', 1000],
      ['refunded', -200],
      ['earned', 200],
      ['redeemed', -1000],
      ['adjustment', 1000],
    ]);

    const guestCart = await cartWith(shop, [{ product: lamp, quantity: 1 }]);
    expect((await shop.rest('POST', '/api/checkout/quote', { cart_id: guestCart, points: 10 })).body).toMatchObject({ errors: { points: [NOT_ENOUGH] } });
    expect((await shop.rest('GET', '/api/account/points')).status).toBe(401);
  });

  it('caps points at the settings share of the goods and spends only the points that share needs', async () => {
    const shopper = await registerShopper(shop);
    await shop.rest('POST', `/api/admin/user/${await customerId(shopper)}/points`, { points: 5000, remark: 'Apology' }, admin);
    const cartId = await cartWith(shop, [{ product: await product('100.00'), quantity: 1 }], shopper.token);
    expect((await quote(cartId, shopper.token, { points: 5000 })).body).toMatchObject({ points_discount: '50.00', points_used: 500, grand_total: '80.00' });
  });

  it('an expired batch is never spent, even before the job has run; the expiry is idempotent and the history still sums', async () => {
    const shopper = await registerShopper(shop);
    const id = await customerId(shopper);
    const today = await shopToday(shop.em);
    const em = shop.em;
    await unitOfWork(em, async (tx) => {
      await creditPoints(tx, { customerId: id, type: 'adjustment', remark: 'Old gift' }, 300, addDays(today, -1));
      await creditPoints(tx, { customerId: id, type: 'adjustment', remark: 'Soon gone' }, 40, addDays(today, 10));
    });
    const cartId = await cartWith(shop, [{ product: await product('100.00'), quantity: 1 }], shopper.token);
    expect((await quote(cartId, shopper.token, { points: 300 })).body).toMatchObject({ errors: { points: [NOT_ENOUGH] } });

    const account = await points(shopper);
    expect(account).toMatchObject({ balance: 40, expiring_soon: 40 });
    expect(account.history.find((h) => h.type === 'expired')).toMatchObject({ points: -300, remark: `Expired on ${addDays(today, -1)}` });
    expect(await unitOfWork(shop.em, (tx) => expirePoints(tx, today, id))).toBe(0);
    expect((await points(shopper)).history.filter((h) => h.type === 'expired')).toHaveLength(1);
  });

  it('a USD order earns the points of its HKD value', async () => {
    const shopper = await registerShopper(shop);
    const order = await placeOrder(shopper, [{ product: await product('250.00'), quantity: 1 }], { currency: 'USD' });
    expect(order.body).toMatchObject({ currency: 'USD', charged_total: '35.84' });
    await move(order.id, 'paid', 'shipped', 'completed');
    expect((await points(shopper)).balance).toBe(250);
  });

  it('staff adjust with a remark: a take beyond the balance, zero and no remark are refused; strangers get 403', async () => {
    const shopper = await registerShopper(shop);
    const id = await customerId(shopper);
    expect(await shop.rest('POST', `/api/admin/user/${id}/points`, { points: -5, remark: 'Oops' }, admin)).toMatchObject({
      status: 422,
      body: { errors: { points: [NOT_ENOUGH] } },
    });
    expect(await shop.rest('POST', `/api/admin/user/${id}/points`, { points: 0, remark: '' }, admin)).toMatchObject({
      status: 422,
      body: { errors: { points: [CHECK], remark: [REQUIRED] } },
    });
    await shop.rest('POST', `/api/admin/user/${id}/points`, { points: 70, remark: 'Gift' }, admin);
    const taken = await shop.rest('POST', `/api/admin/user/${id}/points`, { points: -30, remark: 'Correction' }, admin);
    expect(taken.body).toMatchObject({
      balance: 40,
      history: [
        { type: 'adjustment', points: -30 },
        { type: 'adjustment', points: 70, used_points: 30 },
      ],
    });
    expect((await shop.rest('GET', `/api/admin/user/${id}/points`, undefined, admin)).body.balance).toBe(40);
    const stranger = await adminWithout(shop, admin);
    expect((await shop.rest('POST', `/api/admin/user/${id}/points`, { points: 5, remark: 'x' }, stranger)).status).toBe(403);
    expect((await shop.rest('GET', '/api/admin/membership', undefined, stranger)).status).toBe(403);
  });

  it('bonus points of a promotion are credited with their fixed expiry date when the order completes', async () => {
    const shopper = await registerShopper(shop);
    const mug = await product('50.00');
    await createPromotion(shop, admin, {
      conditions: [onlyFor(mug)],
      actions: [{ type: 'bonus_points', value: { points: 25, expiry_type: 'fixed_date', expiry_date: '2099-12-31' } }],
    });
    const order = await placeOrder(shopper, [{ product: mug, quantity: 1 }]);
    await move(order.id, 'paid', 'shipped', 'completed');
    const account = await points(shopper);
    expect(account.balance).toBe(75);
    expect(account.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'bonus', points: 25, expiry_date: '2099-12-31' }),
        expect.objectContaining({ type: 'earned', points: 50 }),
      ]),
    );
  });
});

describe('membership tiers (issue 14, /api/admin/membership)', () => {
  // Thresholds no other test's shopper reaches: tiers are shared by every test on this server.
  const tiers: number[] = [];
  afterAll(async () => {
    if (tiers.length) await shop.rest('DELETE', '/api/admin/membership/batch', { ids: tiers }, admin);
  });

  async function createTier(body: Record<string, unknown>): Promise<Record<string, any>> {
    const answer = await shop.rest('POST', '/api/admin/membership', { name: unique('Tier '), period_months: 12, duration_months: 12, ...body }, admin);
    expect(answer.status).toBe(201);
    tiers.push(answer.body.id);
    return answer.body;
  }

  it('creates, reads, updates (only what is sent) and lists tiers; refuses bad input with every message at once', async () => {
    const tier = await createTier({ level: 3, spending_threshold: '9000000000.00', discount_percent: '5', points_multiplier: '1.5', description: 'Five off' });
    expect(tier).toMatchObject({
      level: 3,
      spending_threshold: '9000000000.00',
      discount_percent: '5.00',
      points_multiplier: '1.50',
      enabled: true,
      description: 'Five off',
    });
    const updated = await shop.rest('PUT', `/api/admin/membership/${tier.id}`, { discount_percent: '7.5' }, admin);
    expect(updated.body).toMatchObject({ level: 3, discount_percent: '7.50', spending_threshold: '9000000000.00', name: tier.name });
    const list = await shop.rest('GET', `/api/admin/membership?keyword=${encodeURIComponent(tier.name)}`, undefined, admin);
    expect(list.body).toMatchObject({ total: 1, data: [{ id: tier.id, level: 3 }] });
    const refused = await shop.rest('POST', '/api/admin/membership', { name: '', level: 0, discount_percent: '101', spending_threshold: 'abc' }, admin);
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { name: [REQUIRED], level: [CHECK], discount_percent: [CHECK], spending_threshold: [CHECK], period_months: [REQUIRED] } },
    });
  });

  it('lists tiers with the same number of statements for 10 rows as for 100', async () => {
    for (let i = 0; i < 11; i += 1) await createTier({ level: 900 + i, spending_threshold: '9999999999.00', enabled: false });
    const read = (perPage: number) => () => shop.rest('GET', `/api/admin/membership?per_page=${perPage}`, undefined, admin);
    expect(await shop.statementsOf(read(10))).toBe(await shop.statementsOf(read(100)));
  });

  it('a completed order lifts the customer to the tier its spending reaches; the tier takes its percent off each line; an ended membership without spending ends', async () => {
    const silver = await createTier({ level: 1, spending_threshold: '700000.00', discount_percent: '10', points_multiplier: '2' });
    const gold = await createTier({ level: 2, spending_threshold: '900000.00', discount_percent: '20' });
    const shopper = await registerShopper(shop);
    const id = await customerId(shopper);
    const big = await product('800000.00');
    const order = await placeOrder(shopper, [{ product: big, quantity: 1 }]);
    await move(order.id, 'paid', 'shipped', 'completed');
    const [queued] = await shop.em.execute<{ n: number }[]>(
      `select count(*)::int as n from job where type = 'membership.evaluate' and (payload->>'customerId')::int = ?`,
      [id],
    );
    expect(queued.n).toBe(1);
    await unitOfWork(shop.em, (tx) => evaluateTier(tx, id));

    const membership = await shop.rest('GET', '/api/account/membership', undefined, shopper.token);
    expect(membership.body).toMatchObject({
      tier: { id: silver.id, name: silver.name },
      next_tier: { id: gold.id },
      spent: '800000.00',
      remaining: '100000.00',
      progress: 88,
    });
    expect(new Date(membership.body.expires_at).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    const customer = await shop.rest('GET', `/api/admin/user/${id}`, undefined, admin);
    expect(customer.body.membership_tier_id).toBe(silver.id);

    // The tier is a line step: 10% of 100.00, shown on the review.
    const cartId = await cartWith(shop, [{ product: await product('100.00'), quantity: 1 }], shopper.token);
    expect((await quote(cartId, shopper.token)).body).toMatchObject({
      tier_discount: '10.00',
      tier_name: silver.name,
      discount_total: '10.00',
      grand_total: '120.00',
    });

    // A promotion for members of the tier reaches them only.
    const member = await product('100.00');
    await createPromotion(shop, admin, {
      conditions: [onlyFor(member), { type: 'membership_tiers', value: { ids: [silver.id] } }],
      actions: [{ type: 'order_amount', value: { amount: '5' } }],
    });
    // The member's cart keeps the 100.00 above: 10% of 200.00 and the members' 5.00.
    const memberCart = await cartWith(shop, [{ product: member, quantity: 1 }], shopper.token);
    expect((await quote(memberCart, shopper.token)).body).toMatchObject({ tier_discount: '20.00', discount_total: '25.00' });
    const other = await registerShopper(shop);
    const otherCart = await cartWith(shop, [{ product: member, quantity: 1 }], other.token);
    expect((await quote(otherCart, other.token)).body).toMatchObject({ discount_total: '0.00' });

    // The membership ends and the spending is older than the period: no tier any more.
    await shop.em.execute(`update customer set membership_expires_at = now() - interval '1 day' where id = ?`, [id]);
    await shop.em.execute(`update shop_order set created_at = now() - interval '2 years' where id = ?`, [order.id]);
    expect((await quote(cartId, shopper.token)).body.tier_discount).toBe('0.00');
    await unitOfWork(shop.em, (tx) => evaluateTier(tx, id));
    expect((await shop.rest('GET', '/api/account/membership', undefined, shopper.token)).body).toMatchObject({ tier: null, expires_at: null });
  });

  it('staff assign a tier with a remark; the points multiplier applies to what is earned', async () => {
    const vip = await createTier({ level: 50, discount_percent: '0', points_multiplier: '3' });
    const shopper = await registerShopper(shop);
    const id = await customerId(shopper);
    const assigned = await shop.rest('PUT', `/api/admin/user/${id}/membership`, { tier_id: vip.id, remark: 'Press friend' }, admin);
    expect(assigned.body).toMatchObject({ id, membership_tier_id: vip.id });
    const [change] = await shop.em.execute<{ remark: string; to_tier_id: number }[]>('select remark, to_tier_id from membership_change where customer_id = ?', [
      id,
    ]);
    expect(change).toEqual({ remark: 'Press friend', to_tier_id: vip.id });
    expect((await shop.rest('PUT', `/api/admin/user/${id}/membership`, { tier_id: vip.id, remark: '' }, admin)).body).toMatchObject({
      errors: { remark: [REQUIRED] },
    });
    const order = await placeOrder(shopper, [{ product: await product('10.00'), quantity: 1 }]);
    await move(order.id, 'paid', 'shipped', 'completed');
    expect((await points(shopper)).balance).toBe(30);
  });
});

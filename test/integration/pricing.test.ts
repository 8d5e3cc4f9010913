import { TestShop } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';
import { anAddress, checkoutMethods, sellable, sellingWarehouse } from './order-fixtures.js';
import { cartWith, couponCode, createPromotion, onlyFor } from './promotion-fixtures.js';

const INVALID = 'Your coupon code is invalid';
const NOT_COMBINABLE = 'If you want to apply other coupon, please delete the coupon that cannot apply with others';

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

const product = (price: string, stock = 100) => sellable(shop, { stock: { [warehouse]: stock }, price });
const apply = (cartId: string, code: string, token?: string) => shop.rest('POST', '/api/cart/coupon', { cart_id: cartId, code }, token);
const quote = (cartId: string, extra: Record<string, unknown> = {}, token?: string) =>
  shop.rest('POST', '/api/checkout/quote', { cart_id: cartId, shipping_method_id: methods.shipping, country: 'HKG', ...extra }, token);
const checkout = (cartId: string, extra: Record<string, unknown> = {}, token?: string) =>
  shop.rest(
    'POST',
    '/api/checkout',
    {
      cart_id: cartId,
      email: 'promo.buyer@example.com',
      shipping_method_id: methods.shipping,
      payment_method_id: methods.cod,
      shipping_address: anAddress(),
      ...extra,
    },
    token,
  );

async function orderLines(orderNumber: string): Promise<{ line_total: string; discount: string; net_total: string }[]> {
  return shop.em.execute(
    'select l.line_total::text, l.discount::text, l.net_total::text from order_line l join shop_order o on o.id = l.order_id where o.order_number = ? order by l.id',
    [orderNumber],
  );
}

describe('the pricing pipeline (issue 14)', () => {
  it('stacks an automatic 40% and a combinable 70% coupon on 100.00 into 18.00; a non-combinable coupon is refused with the spec message', async () => {
    const shirt = await product('100.00');
    await createPromotion(shop, admin, { conditions: [onlyFor(shirt)], actions: [{ type: 'line_percent', value: { percent: 40 } }] });
    const combinable = couponCode();
    await createPromotion(shop, admin, {
      kind: 'coupon',
      code: combinable,
      conditions: [onlyFor(shirt)],
      actions: [{ type: 'line_percent', value: { percent: 70 } }],
    });
    const alone = couponCode();
    await createPromotion(shop, admin, {
      kind: 'coupon',
      code: alone,
      exclusive: true,
      conditions: [onlyFor(shirt)],
      actions: [{ type: 'line_percent', value: { percent: 70 } }],
    });
    const cartId = await cartWith(shop, [{ product: shirt, quantity: 1 }]);

    const refused = await apply(cartId, alone);
    expect(refused).toMatchObject({ status: 422, body: { errors: { code: [NOT_COMBINABLE] } } });

    const cart = await apply(cartId, combinable.toLowerCase());
    expect(cart.status).toBe(200);
    expect(cart.body.coupons).toEqual([combinable]);
    expect(cart.body.items[0]).toMatchObject({ line_total: '100.00', discount: '82.00', net_total: '18.00' });
    expect(cart.body.promotions.map((p: { amount: string; code: string | null }) => [p.code, p.amount])).toEqual([
      [null, '40.00'],
      [combinable, '42.00'],
    ]);
    expect(cart.body.totals).toMatchObject({ subtotal: '100.00', discount_total: '82.00', grand_total: '18.00' });

    const placed = await checkout(cartId);
    expect(placed.status).toBe(201);
    expect(placed.body.charged_total).toBe('48.00'); // 18.00 + 30.00 shipping
    expect(await orderLines(placed.body.order_number)).toEqual([{ line_total: '100.00', discount: '82.00', net_total: '18.00' }]);
  });

  it('allocates 10.00 off three lines of 33.33 in whole cents that sum exactly, and stores each share with its promotion', async () => {
    const items = await Promise.all([product('33.33'), product('33.33'), product('33.33')]);
    const promotion = await createPromotion(shop, admin, { conditions: [onlyFor(...items)], actions: [{ type: 'order_amount', value: { amount: '10.00' } }] });
    const cartId = await cartWith(
      shop,
      items.map((p) => ({ product: p, quantity: 1 })),
    );
    const answer = await quote(cartId);
    expect(answer.body.lines.map((l: { discount: string }) => l.discount)).toEqual(['3.34', '3.33', '3.33']);
    expect(answer.body).toMatchObject({ subtotal: '99.99', discount_total: '10.00', shipping_fee: '30.00', grand_total: '119.99' });

    const placed = await checkout(cartId);
    expect(placed.status).toBe(201);
    const lines = await orderLines(placed.body.order_number);
    expect(lines.map((l) => l.net_total)).toEqual(['29.99', '30.00', '30.00']);
    const shares = await shop.em.execute<{ amount: string; promotion_id: number; order_line_id: number | null }[]>(
      'select d.amount::text, d.promotion_id, d.order_line_id from order_discount d join shop_order o on o.id = d.order_id where o.order_number = ? order by d.id',
      [placed.body.order_number],
    );
    expect(shares.map((s) => s.amount)).toEqual(['3.34', '3.33', '3.33']);
    expect(shares.every((s) => s.promotion_id === promotion.id && s.order_line_id !== null)).toBe(true);
  });

  it('computes order promotions on the already discounted subtotal, and checks a minimum subtotal after earlier discounts', async () => {
    const item = await product('200.00');
    await createPromotion(shop, admin, { priority: 10, conditions: [onlyFor(item)], actions: [{ type: 'line_percent', value: { percent: 50 } }] });
    // 100.00 is left after the line promotion: a minimum of 150 is not reached, a minimum of 100 is.
    await createPromotion(shop, admin, {
      conditions: [onlyFor(item), { type: 'min_subtotal', value: { amount: '150' } }],
      actions: [{ type: 'order_amount', value: { amount: '50' } }],
    });
    await createPromotion(shop, admin, {
      conditions: [onlyFor(item), { type: 'min_subtotal', value: { amount: '100' } }],
      actions: [{ type: 'order_percent', value: { percent: 10 } }],
    });
    const cartId = await cartWith(shop, [{ product: item, quantity: 1 }]);
    const answer = await quote(cartId);
    expect(answer.body).toMatchObject({ subtotal: '200.00', discount_total: '110.00', grand_total: '120.00' });
    expect(answer.body.promotions.map((p: { amount: string }) => p.amount)).toEqual(['100.00', '10.00']);
  });

  it('buy 2 get 1: the cheapest matching units are free, counted per unit across lines', async () => {
    const dear = await product('90.00');
    const cheap = await product('30.00');
    await createPromotion(shop, admin, {
      conditions: [onlyFor(dear, cheap)],
      actions: [{ type: 'buy_x_get_y', value: { buy: 2, get: 1, products: [dear.productId, cheap.productId] } }],
    });
    const cartId = await cartWith(shop, [
      { product: dear, quantity: 4 },
      { product: cheap, quantity: 2 },
    ]);
    const answer = await quote(cartId);
    // 6 units -> 2 free: the two 30.00 ones.
    expect(answer.body.lines.map((l: { discount: string }) => l.discount)).toEqual(['0.00', '60.00']);
    expect(answer.body.discount_total).toBe('60.00');
  });

  it('free shipping takes the fee off after the goods discounts; line amounts are per unit of matching lines', async () => {
    const item = await product('50.00');
    const other = await product('20.00');
    const code = couponCode();
    await createPromotion(shop, admin, {
      kind: 'coupon',
      code,
      conditions: [onlyFor(item)],
      actions: [
        { type: 'free_shipping', value: {} },
        { type: 'line_amount', value: { amount: '5', products: [item.productId] } },
      ],
    });
    const cartId = await cartWith(shop, [
      { product: item, quantity: 2 },
      { product: other, quantity: 1 },
    ]);
    expect((await apply(cartId, code)).status).toBe(200);
    const answer = await quote(cartId);
    expect(answer.body).toMatchObject({
      subtotal: '120.00',
      shipping_fee: '30.00',
      shipping_discount: '30.00',
      discount_total: '40.00',
      grand_total: '110.00',
    });
    expect(answer.body.lines.map((l: { discount: string }) => l.discount)).toEqual(['10.00', '0.00']);
  });

  it("answers 'Your coupon code is invalid' for unknown, expired, not yet open, disabled and not applicable codes", async () => {
    const item = await product('40.00');
    const other = await product('40.00');
    const cartId = await cartWith(shop, [{ product: item, quantity: 1 }]);
    const past = couponCode();
    await createPromotion(shop, admin, {
      kind: 'coupon',
      code: past,
      endsAt: '2020-01-01T00:00:00Z',
      actions: [{ type: 'order_percent', value: { percent: 5 } }],
    });
    const future = couponCode();
    await createPromotion(shop, admin, {
      kind: 'coupon',
      code: future,
      startsAt: '2999-01-01T00:00:00Z',
      actions: [{ type: 'order_percent', value: { percent: 5 } }],
    });
    const off = couponCode();
    await createPromotion(shop, admin, { kind: 'coupon', code: off, enabled: false, actions: [{ type: 'order_percent', value: { percent: 5 } }] });
    const elsewhere = couponCode();
    await createPromotion(shop, admin, {
      kind: 'coupon',
      code: elsewhere,
      conditions: [onlyFor(other)],
      actions: [{ type: 'order_percent', value: { percent: 5 } }],
    });
    const member = couponCode();
    await createPromotion(shop, admin, {
      kind: 'coupon',
      code: member,
      conditions: [{ type: 'signed_in', value: {} }],
      actions: [{ type: 'order_percent', value: { percent: 5 } }],
    });
    for (const code of ['NO-SUCH-CODE', past, future, off, elsewhere, member]) {
      expect(await apply(cartId, code)).toMatchObject({ status: 422, body: { errors: { code: [INVALID] } } });
    }
    expect((await apply(cartId, '')).status).toBe(422);
    expect((await apply(cartId, 'x'.repeat(5000))).status).toBe(422);
  });

  it('checks the shopper conditions: signed in, first order, currencies, minimum quantity, brands and categories', async () => {
    const item = await product('100.00');
    const shopper = await registerShopper(shop);
    const firstOrder = couponCode();
    await createPromotion(shop, admin, {
      kind: 'coupon',
      code: firstOrder,
      conditions: [onlyFor(item), { type: 'first_order', value: {} }],
      actions: [{ type: 'order_amount', value: { amount: '10' } }],
    });
    const usd = couponCode();
    await createPromotion(shop, admin, {
      kind: 'coupon',
      code: usd,
      conditions: [onlyFor(item), { type: 'currencies', value: { codes: ['USD'] } }],
      actions: [{ type: 'order_amount', value: { amount: '10' } }],
    });
    const three = couponCode();
    await createPromotion(shop, admin, {
      kind: 'coupon',
      code: three,
      conditions: [onlyFor(item), { type: 'min_quantity', value: { quantity: 3 } }],
      actions: [{ type: 'order_amount', value: { amount: '10' } }],
    });

    const guestCart = await cartWith(shop, [{ product: item, quantity: 1 }]);
    expect((await apply(guestCart, firstOrder)).status).toBe(422);
    const cartId = await cartWith(shop, [{ product: item, quantity: 1 }], shopper.token);
    expect((await apply(cartId, firstOrder, shopper.token)).status).toBe(200);
    expect((await apply(cartId, three, shopper.token)).status).toBe(422);
    // Currencies are checked against the order's currency: the quote in USD applies it, HKD does not.
    expect((await quote(cartId, { coupons: [usd] }, shopper.token)).body.invalid_coupons).toEqual([usd]);
    const inUsd = await quote(cartId, { coupons: [usd], currency: 'USD' }, shopper.token);
    expect(inUsd.body).toMatchObject({ invalid_coupons: [], discount_total: '10.00', grand_total: '120.00', currency: 'USD', charged_total: '15.36' });

    expect((await checkout(cartId, {}, shopper.token)).status).toBe(201);
    const again = await cartWith(shop, [{ product: item, quantity: 1 }], shopper.token);
    expect((await apply(again, firstOrder, shopper.token)).status).toBe(422);
  });

  it('an order whose coupon stopped applying is refused with 422 on coupons, and nothing is written', async () => {
    const item = await product('60.00', 5);
    const code = couponCode();
    const promotion = await createPromotion(shop, admin, { kind: 'coupon', code, actions: [{ type: 'order_amount', value: { amount: '10' } }] });
    const cartId = await cartWith(shop, [{ product: item, quantity: 1 }]);
    expect((await apply(cartId, code)).status).toBe(200);
    expect((await shop.rest('PUT', `/api/admin/promotion/${promotion.id}`, { enabled: false }, admin)).status).toBe(200);
    const refused = await checkout(cartId);
    expect(refused).toMatchObject({ status: 422, body: { errors: { coupons: [INVALID] } } });
    expect((await shop.rest('DELETE', '/api/cart/coupon', { cart_id: cartId, code })).body.coupons).toEqual([]);
    expect((await checkout(cartId)).status).toBe(201);
  });
});

describe('coupon usage limits', () => {
  it('limit 10, 30 concurrent checkouts with the code: exactly 10 orders carry it, the others get 422; a cancel gives a use back', async () => {
    const item = await product('10.00', 1000);
    const code = couponCode('RACE');
    const promotion = await createPromotion(shop, admin, { kind: 'coupon', code, usageLimit: 10, actions: [{ type: 'order_amount', value: { amount: '1' } }] });
    const carts = await Promise.all(Array.from({ length: 30 }, () => cartWith(shop, [{ product: item, quantity: 1 }])));
    const answers = await Promise.all(carts.map((cartId) => checkout(cartId, { coupons: [code] })));
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status !== 201)) expect(refused).toMatchObject({ status: 422, body: { errors: { coupons: [INVALID] } } });
    const [row] = await shop.em.execute<{ taken: number; used: number }[]>(
      `select taken, (select count(*)::int from promotion_usage u where u.promotion_id = p.id and u.released_at is null) as used from promotion p where id = ?`,
      [promotion.id],
    );
    expect(row).toEqual({ taken: 10, used: 10 });
    expect((await shop.rest('GET', `/api/admin/promotion/${promotion.id}`, undefined, admin)).body.used).toBe(10);

    const orderId = (await shop.em.execute<{ id: number }[]>('select id from shop_order where order_number = ?', [placed[0].body.order_number]))[0].id;
    expect((await shop.rest('PUT', `/api/admin/order/${orderId}/status`, { status: 'canceled' }, admin)).status).toBe(200);
    expect((await shop.rest('GET', `/api/admin/promotion/${promotion.id}`, undefined, admin)).body.used).toBe(9);
    expect((await checkout(carts[answers.findIndex((a) => a.status !== 201)], { coupons: [code] })).status).toBe(201);
  });

  it('per customer: one use each; generated single-use codes are used once and exported', async () => {
    const item = await product('20.00');
    const shopper = await registerShopper(shop);
    const code = couponCode();
    await createPromotion(shop, admin, {
      kind: 'coupon',
      code,
      usageLimitPerCustomer: 1,
      actions: [{ type: 'order_amount', value: { amount: '2' } }],
      conditions: [onlyFor(item)],
    });
    const first = await cartWith(shop, [{ product: item, quantity: 1 }], shopper.token);
    expect((await apply(first, code, shopper.token)).status).toBe(200);
    expect((await checkout(first, {}, shopper.token)).status).toBe(201);
    const second = await cartWith(shop, [{ product: item, quantity: 1 }], shopper.token);
    expect((await apply(second, code, shopper.token)).status).toBe(422);

    const batch = await createPromotion(shop, admin, {
      kind: 'coupon',
      actions: [{ type: 'order_amount', value: { amount: '3' } }],
      conditions: [onlyFor(item)],
    });
    expect((await shop.rest('POST', `/api/admin/promotion/${batch.id}/codes`, { count: 3, prefix: 'GEN' }, admin)).body).toEqual({ affected: 3 });
    const codes = await shop.em.execute<{ code: string }[]>('select code from promotion_code where promotion_id = ? order by id', [batch.id]);
    expect(codes).toHaveLength(3);
    expect(codes.every((c) => c.code.startsWith('GEN'))).toBe(true);
    const cartA = await cartWith(shop, [{ product: item, quantity: 1 }]);
    expect((await apply(cartA, codes[0].code.toLowerCase())).status).toBe(200);
    expect((await checkout(cartA)).status).toBe(201);
    const cartB = await cartWith(shop, [{ product: item, quantity: 1 }]);
    expect((await apply(cartB, codes[0].code)).status).toBe(422);
    expect((await apply(cartB, codes[1].code)).status).toBe(200);

    const sheet = await shop.rest('GET', `/api/admin/promotion/${batch.id}/codes/export`, undefined, admin);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-disposition')).toContain('codes.xlsx');
  });
});

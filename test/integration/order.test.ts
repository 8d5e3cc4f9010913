import { TestShop, unique } from '../support/shop.js';
import { queuedMails, registerShopper, type Shopper } from './customer-fixtures.js';
import { anAddress, checkoutMethods, inventoryQuantity, sellable, sellingWarehouse, type Sellable } from './order-fixtures.js';
import { adminWithout } from './product-fixtures.js';

let shop: TestShop;
let admin: string;
let methods: { shipping: number; cod: number; bank: number };
let warehouse: number;
let shopper: Shopper;

beforeAll(async () => {
  shop = await TestShop.start();
  admin = await shop.adminToken();
  methods = await checkoutMethods(shop);
  warehouse = await sellingWarehouse(shop);
  shopper = await registerShopper(shop);
});
afterAll(() => shop.close());

/** A member's order of `quantity` units of a fresh product (through the storefront). */
async function memberOrder(quantity = 2, paymentMethod = methods.cod): Promise<{ id: number; number: string; product: Sellable }> {
  const product = await sellable(shop, { stock: { [warehouse]: 10 } });
  const cart = await shop.rest('POST', '/api/cart/item', { stock_id: product.stockId, quantity }, shopper.token);
  const placed = await shop.rest(
    'POST',
    '/api/checkout',
    { cart_id: cart.body.cart_id, shipping_method_id: methods.shipping, payment_method_id: paymentMethod, shipping_address: anAddress() },
    shopper.token,
  );
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  return { id: placed.body.id, number: placed.body.order_number, product };
}

const move = (id: number, status: string, extra: Record<string, unknown> = {}) =>
  shop.rest('PUT', `/api/admin/order/${id}/status`, { status, ...extra }, admin);
const quantityOf = (product: Sellable) => inventoryQuantity(shop, product.inventories.get(warehouse)!);

describe('order state machine (PUT /api/admin/order/{id}/status)', () => {
  it('moves pending -> paid -> shipped -> completed -> refunded (restock), with history, mails and the admin named', async () => {
    const { id, product } = await memberOrder(2);
    expect(await quantityOf(product)).toBe(8);
    const illegal = await move(id, 'shipped');
    expect(illegal.status).toBe(409);
    expect(illegal.body.message).toBe('An order that is pending can not become shipped.');

    // Other tests of this file (in any order) mail the same shopper: one more mail per move.
    const paidMails = await queuedMails(shop, shopper.email, 'orderPaid');
    const shippedMails = await queuedMails(shop, shopper.email, 'orderShipped');
    expect((await move(id, 'paid')).body).toMatchObject({ status: 'paid' });
    expect(await queuedMails(shop, shopper.email, 'orderPaid')).toBe(paidMails + 1);
    expect((await move(id, 'shipped', { note: 'SF1234567' })).body.status).toBe('shipped');
    expect(await queuedMails(shop, shopper.email, 'orderShipped')).toBe(shippedMails + 1);
    expect((await move(id, 'completed')).body.status).toBe('completed');
    const refunded = await move(id, 'refunded', { restock: true });
    expect(refunded.body.status).toBe('refunded');
    expect(await quantityOf(product)).toBe(10);
    expect((await move(id, 'pending')).status).toBe(409);

    const detail = await shop.rest('GET', `/api/admin/order/${id}`, undefined, admin);
    expect(
      detail.body.status_changes.map((c: { from_status: string | null; to_status: string; actor: string; admin_name: string }) => [
        c.from_status,
        c.to_status,
        c.actor,
        c.admin_name,
      ]),
    ).toEqual([
      [null, 'pending', 'customer', ''],
      ['pending', 'paid', 'admin', expect.any(String)],
      ['paid', 'shipped', 'admin', expect.any(String)],
      ['shipped', 'completed', 'admin', expect.any(String)],
      ['completed', 'refunded', 'admin', expect.any(String)],
    ]);
    expect(detail.body.status_changes[1].admin_name).not.toBe('');
    const history = await shop.em.execute<{ type: string; quantity: number }[]>(
      'select type, quantity from inventory_history where product_id = ? order by id',
      [product.productId],
    );
    expect(history).toEqual([
      { type: 'order', quantity: -2 },
      { type: 'order_return', quantity: 2 },
    ]);
    // The shopper sees the moves but not who made them.
    const mine = await shop.rest('GET', `/api/order/${id}`, undefined, shopper.token);
    expect(mine.body.status).toBe('refunded');
    expect(mine.body.status_changes.every((c: { admin_name: string }) => c.admin_name === '')).toBe(true);
    expect(mine.body.status_changes.map((c: { note: string }) => c.note)).toContain('SF1234567');
  });

  it('gives the stock back on cancel and on rejection, and takes it again when a rejected order goes back to pending', async () => {
    const cancelled = await memberOrder(3);
    expect((await move(cancelled.id, 'canceled')).body.status).toBe('canceled');
    expect(await quantityOf(cancelled.product)).toBe(10);

    const rejected = await memberOrder(4);
    await move(rejected.id, 'payment_review');
    await move(rejected.id, 'payment_reject');
    expect(await quantityOf(rejected.product)).toBe(10);
    await move(rejected.id, 'pending');
    expect(await quantityOf(rejected.product)).toBe(6);

    // A refund without restock keeps the units out.
    const refunded = await memberOrder(1);
    await move(refunded.id, 'paid');
    await move(refunded.id, 'refunded', { restock: false });
    expect(await quantityOf(refunded.product)).toBe(9);
  });

  it('refuses to take stock that is gone when a rejected order returns to pending (409, nothing changes)', async () => {
    const { id, product } = await memberOrder(5);
    await move(id, 'payment_review');
    await move(id, 'payment_reject');
    await shop.em.execute('update inventory set quantity = 2 where id = ?', [product.inventories.get(warehouse)]);
    const answer = await move(id, 'pending');
    expect(answer.status).toBe(409);
    expect((await shop.rest('GET', `/api/admin/order/${id}`, undefined, admin)).body.status).toBe('payment_reject');
    expect(await quantityOf(product)).toBe(2);
  });

  it('changes statuses in batch, all or nothing', async () => {
    const a = await memberOrder(1);
    const b = await memberOrder(1);
    await move(b.id, 'canceled');
    const refused = await shop.rest('PUT', '/api/admin/order/batch', { ids: [a.id, b.id], data: { status: 'paid' } }, admin);
    expect(refused.status).toBe(409);
    expect((await shop.rest('GET', `/api/admin/order/${a.id}`, undefined, admin)).body.status).toBe('pending');
    const c = await memberOrder(1);
    const done = await shop.rest('PUT', '/api/admin/order/batch', { ids: [a.id, c.id], data: { status: 'paid' } }, admin);
    expect(done.body).toEqual({ affected: 2 });
  });
});

describe('back office orders (permission order)', () => {
  it('lists with filters by status, customer and payment method', async () => {
    const cod = await memberOrder(1);
    const bank = await memberOrder(1, methods.bank);
    await move(bank.id, 'paid');
    const paid = await shop.rest('GET', `/api/admin/order?status=paid&payment_method_id=${methods.bank}&per_page=100`, undefined, admin);
    const numbers = paid.body.data.map((o: { order_number: string }) => o.order_number);
    expect(numbers).toContain(bank.number);
    expect(numbers).not.toContain(cod.number);
    expect(paid.body.data.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    const byNumber = await shop.rest('GET', `/api/admin/order?keyword=${cod.number}`, undefined, admin);
    expect(byNumber.body).toMatchObject({ total: 1, data: [{ order_number: cod.number }] });
    const several = await shop.rest('GET', '/api/admin/order?status=paid,pending&per_page=100', undefined, admin);
    expect(several.status).toBe(200);
    const seen = several.body.data.map((o: { order_number: string }) => o.order_number);
    expect(seen).toEqual(expect.arrayContaining([bank.number, cod.number]));
    const future = await shop.rest('GET', '/api/admin/order?from=2100-01-01T00:00:00Z', undefined, admin);
    expect(future.body.total).toBe(0);
  });

  it('finds orders by the customer name, e-mail and phone (issue 20)', async () => {
    const tag = unique('n').replace(/[^a-z0-9]/gi, '');
    const guest = await sellable(shop, { stock: { [warehouse]: 5 } });
    const cart = await shop.rest('POST', '/api/cart/item', { stock_id: guest.stockId, quantity: 1 });
    const email = `${tag}@example.com`;
    const phone = `+852 ${tag.length}${Date.now() % 100000000}`;
    const placed = await shop.rest('POST', '/api/checkout', {
      cart_id: cart.body.cart_id,
      email,
      shipping_method_id: methods.shipping,
      payment_method_id: methods.cod,
      shipping_address: anAddress({ first_name: `Tai${tag}`, last_name: '陳', contact_number: phone }),
    });
    expect(placed.status).toBe(201);
    const found = async (keyword: string) => {
      const answer = await shop.rest('GET', `/api/admin/order?keyword=${encodeURIComponent(keyword)}&per_page=100`, undefined, admin);
      expect(answer.status).toBe(200);
      return answer.body.data.map((o: { order_number: string }) => o.order_number);
    };
    for (const keyword of [`tai${tag}`, `Tai${tag} 陳`, `陳Tai${tag}`, email.toUpperCase(), phone, placed.body.order_number]) {
      expect([keyword, await found(keyword)]).toEqual([keyword, [placed.body.order_number]]);
    }
    expect(await found(`${tag}-nobody`)).toEqual([]);
    // A member found by the name of the account as well.
    const member = await registerShopper(shop, { first_name: `Mem${tag}`, last_name: 'Wong' });
    const product = await sellable(shop, { stock: { [warehouse]: 5 } });
    const memberCart = await shop.rest('POST', '/api/cart/item', { stock_id: product.stockId, quantity: 1 }, member.token);
    const memberOrder = await shop.rest(
      'POST',
      '/api/checkout',
      { cart_id: memberCart.body.cart_id, shipping_method_id: methods.shipping, payment_method_id: methods.cod, shipping_address: anAddress() },
      member.token,
    );
    expect(await found(`Mem${tag} Wong`)).toEqual([memberOrder.body.order_number]);
  });

  it('keeps orders from anybody without the permission', async () => {
    const other = await adminWithout(shop, admin);
    expect((await shop.rest('GET', '/api/admin/order', undefined, other)).status).toBe(403);
    expect((await shop.rest('GET', '/api/admin/order')).status).toBe(401);
    // A shopper's token is not an admin token at all.
    expect((await shop.rest('GET', '/api/admin/order', undefined, shopper.token)).status).toBe(401);
    expect((await shop.rest('GET', '/api/admin/order/99999999', undefined, admin)).status).toBe(404);
  });

  it('takes comments to the customer and internal notes; the shopper sees and adds only the public ones', async () => {
    const { id } = await memberOrder(1);
    await shop.rest('POST', `/api/admin/order/${id}/comment`, { comment: 'Your parcel leaves tomorrow.' }, admin);
    await shop.rest('POST', `/api/admin/order/${id}/comment`, { comment: 'Customer called twice', internal: true }, admin);
    const mine = await shop.rest('POST', `/api/order/${id}/comment`, { comment: 'Thank you!' }, shopper.token);
    expect(mine.body.map((c: { comment: string; author: string }) => [c.author, c.comment])).toEqual([
      ['admin', 'Your parcel leaves tomorrow.'],
      ['customer', 'Thank you!'],
    ]);
    expect((await shop.rest('POST', `/api/order/${id}/comment`, { comment: '' }, shopper.token)).body.errors).toEqual({ comment: ['This field is required.'] });
    const stranger = await registerShopper(shop);
    expect((await shop.rest('POST', `/api/order/${id}/comment`, { comment: 'hi' }, stranger.token)).status).toBe(404);
    const all = await shop.rest('GET', `/api/admin/order/${id}`, undefined, admin);
    expect(all.body.comments).toHaveLength(3);
    // The comment to the customer was mailed; the internal note was not.
    const mailed = await shop.em.execute<{ comment: string }[]>(
      `select payload->'data'->>'comment' as comment from job where type = 'mail' and payload->>'template' = 'orderComment' and payload->'to' @> ?::jsonb`,
      [JSON.stringify([shopper.email])],
    );
    expect(mailed.map((m) => m.comment)).toContain('Your parcel leaves tomorrow.');
    expect(mailed.map((m) => m.comment)).not.toContain('Customer called twice');
  });

  it('creates an order taken by phone for a customer, priced and stocked like any other', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 3 }, price: '50.00' });
    const me = await shop.rest('GET', '/api/admin/customer?keyword=' + encodeURIComponent(shopper.email), undefined, admin);
    const customerId = me.status === 200 && me.body.data?.[0]?.id;
    const body = {
      ...(customerId ? { customer_id: customerId } : { email: shopper.email }),
      lines: [{ stock_id: product.stockId, quantity: 2 }],
      shipping_method_id: methods.shipping,
      payment_method_id: methods.bank,
      shipping_address: anAddress(),
    };
    // Issue 20: the totals are shown before the order is placed, priced by the same pipeline.
    const QUOTE = `query ($input: AdminOrderQuoteInput!) { phoneOrderQuote(input: $input) { subtotal shippingFee discountTotal grandTotal currencyMark chargedTotal lines { quantity } } }`;
    const quoteInput = { lines: [{ stockId: product.stockId, quantity: 2 }], shippingMethodId: methods.shipping, country: 'HKG' };
    const quote = await shop.gql(QUOTE, { input: quoteInput }, admin);
    expect(quote.errors).toBeUndefined();
    expect(quote.data!.phoneOrderQuote).toMatchObject({ subtotal: '100.00', shippingFee: '30.00', discountTotal: '0.00', grandTotal: '130.00' });
    expect((await shop.gql(QUOTE, { input: { lines: [] } }, admin)).data!.phoneOrderQuote).toMatchObject({ subtotal: '0.00', grandTotal: '0.00' });
    expect((await shop.gql(QUOTE, { input: quoteInput }, await adminWithout(shop, admin))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await shop.gql(QUOTE, { input: { lines: [{ stockId: 999999999, quantity: 1 }] } }, admin)).errors?.[0].extensions?.errors).toEqual({
      lines: 'ID not exists',
    });
    const created = await shop.rest('POST', '/api/admin/order', body, admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ source: 'admin', subtotal: '100.00', shipping_fee: '30.00', grand_total: '130.00', email: shopper.email });
    expect(await inventoryQuantity(shop, product.inventories.get(warehouse)!)).toBe(1);
    const tooMany = await shop.rest('POST', '/api/admin/order', { ...body, lines: [{ stock_id: product.stockId, quantity: 2 }] }, admin);
    expect(tooMany.status).toBe(409);
    const noLines = await shop.rest('POST', '/api/admin/order', { ...body, lines: [] }, admin);
    expect(noLines.body.errors).toEqual({ lines: ['This field is required.'] });
  });

  it("shows a customer's orders, newest first, in the back office's customer view", async () => {
    const first = await memberOrder(1);
    const second = await memberOrder(1);
    const found = await shop.gql(
      'query($keyword: String) { customers(options: { keyword: $keyword }) { items { id orders { orderNumber status grandTotal } } } }',
      { keyword: shopper.email },
      admin,
    );
    expect(found.errors).toBeUndefined();
    const numbers = found.data!.customers.items[0].orders.map((o: { orderNumber: string }) => o.orderNumber);
    expect(numbers.indexOf(second.number)).toBeLessThan(numbers.indexOf(first.number));
    expect(numbers.indexOf(second.number)).toBeGreaterThanOrEqual(0);
  });

  it('costs the same number of SQL statements for a page of 10 orders as of 100', async () => {
    for (let i = 0; i < 12; i += 1) await memberOrder(1);
    const query = `query($perPage: Int) { orders(options: { perPage: $perPage }) { items { id orderNumber status lines { sku quantity } statusChanges { toStatus } comments { comment } customerId } totalItems } }`;
    let ten: any, hundred: any;
    const tenQueries = await shop.statementsOf(async () => (ten = await shop.gql(query, { perPage: 10 }, admin)));
    const hundredQueries = await shop.statementsOf(async () => (hundred = await shop.gql(query, { perPage: 100 }, admin)));
    expect(ten.data!.orders.items).toHaveLength(10);
    expect(hundred.data!.orders.items.length).toBeGreaterThan(10);
    expect(hundredQueries).toBe(tenQueries);
  });
});

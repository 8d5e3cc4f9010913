import { randomUUID } from 'node:crypto';
import { TestShop, unique } from '../support/shop.js';
import { workerMailbox } from '../support/worker-stand-ins.js';
import { anAddress, checkoutMethods, inventoryQuantity, sellable } from './order-fixtures.js';
import { makeStore, openRegister, sell, type TestStore } from './pos-fixtures.js';
import { couponCode, createPromotion, onlyFor } from './promotion-fixtures.js';

const PASSWORD = 'Cashier-pass-123';

let shop: TestShop;
let token: string;
/** A cashier: offlinestore only (no promotion). */
let cashier: string;
/** Staff without offlinestore. */
let outsider: string;

async function staff(permissions: string[]): Promise<string> {
  const role = await shop.gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', { input: { name: unique('Role '), permissions } }, token);
  const email = `${unique('staff')}@example.com`;
  await shop.gql(
    'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
    { input: { name: 'Cashier Chan', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id } },
    token,
  );
  return shop.adminToken(email, PASSWORD);
}

beforeAll(async () => {
  shop = await TestShop.start();
  token = await shop.adminToken();
  cashier = await staff(['offlinestore']);
  outsider = await staff(['page']);
});
afterAll(() => shop.close());

describe('stores (/api/admin/store, permission offlinestore)', () => {
  it('creates, reads, lists, updates and deletes a store with its registers; the storefront lists the enabled ones', async () => {
    const store = await makeStore(shop, token, { opening_hours: 'Mon-Sun 10:00-21:00', email: 'central@example.com', receipt_footer: 'Thank you' });
    const one = await shop.rest('GET', `/api/admin/store/${store.id}`, undefined, token);
    expect(one.body).toMatchObject({
      address: '1 Queen’s Road Central',
      opening_hours: 'Mon-Sun 10:00-21:00',
      receipt_footer: 'Thank you',
      warehouse_id: store.warehouseId,
      approval_code_set: false,
      registers: [{ id: store.registerId, name: 'Till 1', prefix: store.prefix, enabled: true }],
    });
    // Partial: only the phone and a second register (blank prefix: R{id}); the zh_hk name leaves en_us alone.
    const updated = await shop.rest(
      'PUT',
      `/api/admin/store/${store.id}`,
      { phone: '+852 2999 0000', registers: [{ id: store.registerId, name: 'Till 1' }, { name: 'Till 2' }] },
      token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ phone: '+852 2999 0000', opening_hours: 'Mon-Sun 10:00-21:00' });
    const second = updated.body.registers[1];
    expect(second.prefix).toBe(`R${second.id}`);
    await shop.rest('PUT', `/api/admin/store/${store.id}?language=zh_hk`, { name: '中環店' }, token);
    const listed = await shop.rest('GET', `/api/admin/store?keyword=${encodeURIComponent(one.body.name)}`, undefined, token);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: store.id, name: one.body.name })]);
    const storefront = await shop.rest('GET', '/api/store?language=zh_hk');
    expect(storefront.body).toContainEqual(
      expect.objectContaining({ id: store.id, name: '中環店', phone: '+852 2999 0000', opening_hours: 'Mon-Sun 10:00-21:00' }),
    );
    expect(storefront.body[0]).not.toHaveProperty('registers');
    expect((await shop.rest('PUT', '/api/admin/store/batch', { ids: [store.id], data: { enabled: false } }, token)).body).toEqual({ affected: 1 });
    expect((await shop.rest('GET', '/api/store')).body.map((s: { id: number }) => s.id)).not.toContain(store.id);
    expect((await shop.rest('DELETE', `/api/admin/store/${store.id}`, undefined, token)).status).toBe(200);
    expect((await shop.rest('GET', `/api/admin/store/${store.id}`, undefined, token)).status).toBe(404);
  });

  it('refuses a save with every field error at once, and a prefix another register holds', async () => {
    const taken = await makeStore(shop, token);
    const refused = await shop.rest('POST', '/api/admin/store', { name: '', email: 'nope', registers: [{ name: 'A' }, { name: 'A' }] }, token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      name: ['This field is required.'],
      address: ['This field is required.'],
      email: ['Please check your input.'],
      warehouse_id: ['This field is required.'],
      registers: ['This input can not be repeated'],
    });
    const prefix = await shop.rest(
      'POST',
      '/api/admin/store',
      { name: 'B', address: 'x', warehouse_id: taken.warehouseId, registers: [{ name: 'T', prefix: taken.prefix }] },
      token,
    );
    expect(prefix).toMatchObject({ status: 422, body: { errors: { 'registers.0.prefix': ['This input can not be repeated'] } } });
    const noWarehouse = await shop.rest('POST', '/api/admin/store', { name: 'B', address: 'x', warehouse_id: 999999 }, token);
    expect(noWarehouse.body.errors).toEqual({ warehouse_id: ['Please check your input.'] });
    // null for the list of registers: the catalogue's message, not class-validator's ("nested property ...").
    const nulled = await shop.rest('PUT', `/api/admin/store/${taken.id}`, { registers: null }, token);
    expect(nulled.body.errors).toEqual({ registers: ['Please check your input.'] });
  });

  it('lists 10 or 100 stores with the same number of statements', async () => {
    for (let i = 0; i < 11; i += 1) await makeStore(shop, token);
    const small = await shop.statementsOf(() => shop.rest('GET', '/api/admin/store?per_page=10', undefined, token));
    const large = await shop.statementsOf(() => shop.rest('GET', '/api/admin/store?per_page=100', undefined, token));
    expect(large).toBe(small);
  });

  it("answers every store by name, disabled ones too, to the sales report's store filter (report or offlinestore)", async () => {
    const closed = await makeStore(shop, token, { name: unique('Aberdeen '), enabled: false });
    expect((await shop.rest('PUT', `/api/admin/store/${closed.id}?language=zh_hk`, { name: '香港仔' }, token)).status).toBe(200);
    const analyst = await staff(['report']);
    const options = await shop.rest('GET', '/api/admin/store/options?language=zh_hk', undefined, analyst);
    expect(options.status).toBe(200);
    // Whether it sells: the dashboard offers the point of sale of the enabled ones only.
    expect(options.body).toContainEqual({ id: closed.id, name: '香港仔', enabled: false });
    const open = await makeStore(shop, token);
    expect((await shop.rest('GET', '/api/admin/store/options', undefined, analyst)).body).toContainEqual(
      expect.objectContaining({ id: open.id, enabled: true }),
    );
    const names = (await shop.rest('GET', '/api/admin/store/options', undefined, cashier)).body.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-us')));
    expect((await shop.rest('GET', '/api/admin/store/options', undefined, outsider)).status).toBe(403);
    expect((await shop.rest('GET', '/api/admin/store/options')).status).toBe(401);
  });

  it('refuses staff without offlinestore, and a cashier discounting without the approval code', async () => {
    const store = await makeStore(shop, token, { approval_code: '4321' });
    expect((await shop.rest('GET', '/api/admin/store', undefined, outsider)).status).toBe(403);
    expect((await shop.rest('POST', `/api/admin/store/${store.id}/session`, { register_id: store.registerId, float: '0' }, outsider)).status).toBe(403);
    expect((await sell(shop, outsider, store, { lines: [], payments: [] })).status).toBe(403);
    await openRegister(shop, cashier, store);
    const item = await sellable(shop, { stock: { [store.warehouseId]: 5 }, price: '100.00' });
    const body = { lines: [{ stock_id: item.stockId, quantity: 1, discount: '10' }], payments: [{ method: 'cash', amount: '100' }] };
    expect((await sell(shop, cashier, store, body)).body.errors).toEqual({
      discount: ['This discount needs the promotion permission or a manager approval code.'],
    });
    expect((await sell(shop, cashier, store, { ...body, approval_code: '0000' })).body.errors).toEqual({
      approval_code: ['The approval code is not correct.'],
    });
    // The cashier may not set a code of their own to approve their own discounts (the store's other fields are theirs).
    const own = await shop.rest('PUT', `/api/admin/store/${store.id}`, { approval_code: '0000', phone: '+852 2000 0000' }, cashier);
    expect(own).toMatchObject({ status: 403, body: { message: 'This action is unauthorized.' } });
    expect((await shop.rest('PUT', `/api/admin/store/${store.id}`, { phone: '+852 2000 0000' }, cashier)).status).toBe(200);
    expect(
      (await shop.rest('POST', '/api/admin/store', { name: 'C', address: 'x', warehouse_id: store.warehouseId, approval_code: '0000' }, cashier)).status,
    ).toBe(403);
    expect((await sell(shop, cashier, store, { ...body, approval_code: '0000' })).body.errors).toEqual({
      approval_code: ['The approval code is not correct.'],
    });
    const approved = await sell(shop, cashier, store, { ...body, approval_code: '4321' });
    expect(approved.body).toMatchObject({ grand_total: '90.00', manual_discount: '10.00', change: '10.00', cashier_name: 'Cashier Chan' });
    expect(await inventoryQuantity(shop, item.inventories.get(store.warehouseId)!)).toBe(4);
  });

  it('refuses every approval code once a store has taken 10 wrong ones (a 4-digit code is not found by trying), and the live quote tests none', async () => {
    const store = await makeStore(shop, token, { approval_code: '4321' });
    await openRegister(shop, cashier, store);
    const item = await sellable(shop, { stock: { [store.warehouseId]: 5 }, price: '100.00' });
    const body = { lines: [{ stock_id: item.stockId, quantity: 1, discount: '10' }], payments: [{ method: 'cash', amount: '100' }] };
    // The screen prices the ticket at every key typed: a half-typed code is no wrong guess.
    const quote = await shop.gql(
      'query($input: PosTicketInput!) { posQuote(input: $input) { grandTotal } }',
      { input: { storeId: store.id, registerId: store.registerId, lines: [{ stockId: item.stockId, quantity: 1, discount: '10' }], approvalCode: '43' } },
      cashier,
    );
    expect(quote.data!.posQuote.grandTotal).toBe('90.00');
    for (let i = 0; i < 9; i += 1) expect((await sell(shop, cashier, store, { ...body, approval_code: `00${i}0` })).status).toBe(422);
    // The right code takes its attempt back.
    expect((await sell(shop, cashier, store, { ...body, approval_code: '4321' })).status).toBe(200);
    expect((await sell(shop, cashier, store, { ...body, approval_code: '0090' })).body.errors).toEqual({
      approval_code: ['The approval code is not correct.'],
    });
    const refused = await sell(shop, cashier, store, { ...body, approval_code: '4321' });
    expect(refused).toMatchObject({ status: 429, body: { message: 'Operation too frequent, please try again later' } });
    expect(await inventoryQuantity(shop, item.inventories.get(store.warehouseId)!)).toBe(4);
  });
});

describe('selling at the counter', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await makeStore(shop, token);
  });

  it('needs an open session; a sale with split payment gives cash change, takes stock from the store and completes the order', async () => {
    // A store of its own: the others of this block (in any order) open the shared store's register and sell there.
    const store = await makeStore(shop, token);
    const item = await sellable(shop, { stock: { [store.warehouseId]: 10 }, price: '120.00' });
    const refused = await sell(shop, token, store, { lines: [{ stock_id: item.stockId, quantity: 1 }], payments: [{ method: 'cash', amount: '120' }] });
    expect(refused).toMatchObject({ status: 409, body: { message: 'Please open the register first.' } });
    const session = await openRegister(shop, token, store, '300.00');
    expect((await shop.rest('POST', `/api/admin/store/${store.id}/session`, { register_id: store.registerId, float: '1' }, token)).status).toBe(409);

    const underpaid = await sell(shop, token, store, { lines: [{ stock_id: item.stockId, quantity: 2 }], payments: [{ method: 'card', amount: '100' }] });
    expect(underpaid.body.errors).toEqual({ payments: ['The payments do not cover the total.'] });
    const sale = await sell(shop, token, store, {
      lines: [{ stock_id: item.stockId, quantity: 2 }],
      payments: [
        { method: 'card', amount: '100', reference: 'T-7781' },
        { method: 'cash', amount: '200' },
      ],
    });
    expect(sale.status).toBe(200);
    expect(sale.body).toMatchObject({
      status: 'completed',
      source: 'pos',
      grand_total: '240.00',
      change: '60.00',
      receipt_number: `${store.prefix}-000001`,
      payments: [
        { method: 'card', amount: '100.00', reference: 'T-7781' },
        { method: 'cash', amount: '140.00' },
      ],
    });
    expect(await inventoryQuantity(shop, item.inventories.get(store.warehouseId)!)).toBe(8);
    const [history] = (await shop.rest('GET', `/api/admin/inventory/${item.inventories.get(store.warehouseId)}/histories`, undefined, token)).body;
    expect(history).toMatchObject({ type: 'pos', quantity: -2 });
    const order = await shop.rest('GET', `/api/admin/order/${sale.body.id}`, undefined, token);
    expect(order.body).toMatchObject({ status: 'completed', source: 'pos' });
    const [ledger] = await shop.em.execute<{ kind: string; channel: string; store_id: number; gross: string }[]>(
      `select kind, channel, store_id, gross::text from sales_ledger where order_id = ?`,
      [sale.body.id],
    );
    expect(ledger).toEqual({ kind: 'pos_sale', channel: 'pos', store_id: store.id, gross: '240.00' });
    const next = await sell(shop, token, store, { lines: [{ stock_id: item.stockId, quantity: 1 }], payments: [{ method: 'cash', amount: '120' }] });
    expect(next.body.receipt_number).toBe(`${store.prefix}-000002`);
    expect((await shop.rest('GET', `/api/admin/pos/receipt/${next.body.receipt_number}`, undefined, token)).body.id).toBe(next.body.id);
    expect(session.kind).toBe('X');
  });

  it('applies a coupon and the customer through the pricing pipeline', async () => {
    const item = await sellable(shop, { stock: { [store.warehouseId]: 5 }, price: '200.00' });
    const code = couponCode();
    await createPromotion(shop, token, { kind: 'coupon', code, conditions: [onlyFor(item)], actions: [{ type: 'order_percent', value: { percent: 10 } }] });
    await openRegister(shop, token, store).catch(() => undefined);
    const email = `${unique('pos')}@example.com`;
    const customer = await shop.rest('POST', '/api/admin/pos/customer', { first_name: 'Walk', last_name: 'In', email, phone: '91234567' }, token);
    expect(customer.status).toBe(201);
    expect((await shop.rest('GET', '/api/admin/pos/customers?keyword=91234567', undefined, token)).body).toContainEqual(
      expect.objectContaining({ id: customer.body.id }),
    );
    const bad = await sell(shop, token, store, {
      lines: [{ stock_id: item.stockId, quantity: 1 }],
      coupons: ['NOPE-NOPE'],
      payments: [{ method: 'cash', amount: '200' }],
    });
    expect(bad.body.errors).toEqual({ coupons: ['Your coupon code is invalid'] });
    const quote = await shop.gql(
      'query($input: PosTicketInput!) { posQuote(input: $input) { subtotal discountTotal grandTotal invalidCoupons } }',
      { input: { storeId: store.id, registerId: store.registerId, lines: [{ stockId: item.stockId, quantity: 1 }], coupons: [code, 'NOPE-NOPE'] } },
      token,
    );
    expect(quote.data!.posQuote).toEqual({ subtotal: '200.00', discountTotal: '20.00', grandTotal: '180.00', invalidCoupons: ['NOPE-NOPE'] });
    const sale = await sell(shop, token, store, {
      customer_id: customer.body.id,
      lines: [{ stock_id: item.stockId, quantity: 1 }],
      coupons: [code],
      payments: [{ method: 'cash', amount: '200' }],
    });
    expect(sale.body).toMatchObject({ customer_id: customer.body.id, discount_total: '20.00', grand_total: '180.00', change: '20.00' });
    // The receipt names its customer (what an exchange at the counter carries over), a walk-in none.
    const receipt = await shop.rest('GET', `/api/admin/pos/receipt/${sale.body.receipt_number}`, undefined, token);
    expect(receipt.body.customer).toEqual({ id: customer.body.id, first_name: 'Walk', last_name: 'In', email, phone: '91234567' });
    expect(sale.body.customer).toEqual(receipt.body.customer);
    const walkIn = await sell(shop, token, store, { lines: [{ stock_id: item.stockId, quantity: 1 }], payments: [{ method: 'cash', amount: '200' }] });
    expect(walkIn.body.customer).toBeNull();
    // The sale's ledger row carries the figures the sale wrote (not read again): the same discount shares
    // as the order's order_discount rows grouped by promotion and source.
    const [row] = await shop.em.execute<{ customer_id: number; units: number; discount: string; discounts: unknown; stored: unknown }[]>(
      `select customer_id, units, discount::text, discounts,
         (select json_agg(json_build_object('promotionId', promotion_id, 'name', name, 'amount', amount)) from (
            select promotion_id, min(label) as name, sum(amount)::text as amount from order_discount where order_id = ? group by promotion_id, source) d) as stored
       from sales_ledger where order_id = ? and kind = 'pos_sale'`,
      [sale.body.id, sale.body.id],
    );
    expect(row).toMatchObject({ customer_id: customer.body.id, units: 1, discount: '20.00' });
    expect(row.discounts).toEqual(row.stored);
    expect(row.discounts).toEqual([expect.objectContaining({ amount: '20.00' })]);
    // The customer's receipt by e-mail, queued in the sale's transaction: the store and the receipt number,
    // what was paid and how; nothing of a delivery (no shipping fee, no address to ship to).
    const mail = await (await workerMailbox()).waitFor((m) => m.envelopeTo.includes(email) && m.subject.includes(sale.body.order_number));
    expect(mail.subject).toBe(`Your receipt ${sale.body.receipt_number} from ${store.name} (order ${sale.body.order_number})`);
    expect(mail.text).toContain(`Thank you for shopping at ${store.name}. Here is your receipt ${sale.body.receipt_number}.`);
    expect(mail.text).toContain('Discount: HK$20.00');
    expect(mail.text).toContain('Total: HK$180.00');
    expect(mail.text).toContain('Paid by: Cash');
    expect(mail.text).not.toMatch(/Shipping/);
    expect(mail.text).toContain(`/account/orders/${sale.body.id}`);
  });

  it('a sale sent twice (one after the other, or at once) makes one order', async () => {
    const item = await sellable(shop, { stock: { [store.warehouseId]: 5 }, price: '50.00' });
    await openRegister(shop, token, store).catch(() => undefined);
    const body = { client_id: randomUUID(), lines: [{ stock_id: item.stockId, quantity: 1 }], payments: [{ method: 'cash', amount: '50' }] };
    const [a, b] = await Promise.all([sell(shop, token, store, body), sell(shop, token, store, body)]);
    const c = await sell(shop, token, store, body);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.id, b.body.id, c.body.id]).size).toBe(1);
    expect(await inventoryQuantity(shop, item.inventories.get(store.warehouseId)!)).toBe(4);
    // The id again with another ticket (more units; another store's register): no sale is answered as done.
    const reused = { ...body, lines: [{ stock_id: item.stockId, quantity: 2 }], payments: [{ method: 'cash', amount: '100' }] };
    expect((await sell(shop, token, store, reused)).body.errors).toEqual({ client_id: ['This input can not be repeated'] });
    const other = await makeStore(shop, token);
    await openRegister(shop, token, other);
    expect((await sell(shop, token, other, body)).body.errors).toEqual({ client_id: ['This input can not be repeated'] });
    expect(await inventoryQuantity(shop, item.inventories.get(store.warehouseId)!)).toBe(4);
  });

  it('refuses amounts past what a sale holds on their field, never a 500: a ticket of 20 billion, change of 10 billion', async () => {
    const item = await sellable(shop, { stock: { [store.warehouseId]: 5 }, price: '9999999999.00' });
    await openRegister(shop, token, store).catch(() => undefined);
    // Two notes of the largest amount a payment may be.
    const twoNotes = [
      { method: 'cash', amount: '9999999999.99' },
      { method: 'cash', amount: '9999999999.99' },
    ];
    const dear = await sell(shop, token, store, {
      lines: [{ stock_id: item.stockId, quantity: 2 }],
      payments: twoNotes,
    });
    expect(dear).toMatchObject({ status: 422, body: { errors: { lines: ['Please check your input.'] } } });
    const change = await sell(shop, token, store, {
      lines: [{ stock_id: item.stockId, quantity: 1 }],
      payments: twoNotes,
    });
    expect(change).toMatchObject({ status: 422, body: { errors: { payments: ['Please check your input.'] } } });
    // A line of no units says so, as the cart and the phone order do.
    const none = await sell(shop, token, store, { lines: [{ stock_id: item.stockId, quantity: 0 }], payments: [{ method: 'cash', amount: '1' }] });
    expect(none).toMatchObject({ status: 422, body: { errors: { 'lines.0.quantity': ['The quantity must be at least 1.'] } } });
    expect(await inventoryQuantity(shop, item.inventories.get(store.warehouseId)!)).toBe(5);
  });

  it('answers a sale sent again after its register was disabled (the retry of a sale that went through); a new sale there is refused', async () => {
    const own = await makeStore(shop, token);
    await openRegister(shop, token, own);
    const item = await sellable(shop, { stock: { [own.warehouseId]: 5 }, price: '40.00' });
    const body = { client_id: randomUUID(), lines: [{ stock_id: item.stockId, quantity: 1 }], payments: [{ method: 'cash', amount: '40' }] };
    const first = await sell(shop, token, own, body);
    expect(first.status).toBe(200);
    const disabled = await shop.rest(
      'PUT',
      `/api/admin/store/${own.id}`,
      { registers: [{ id: own.registerId, name: 'Till 1', prefix: own.prefix, enabled: false }] },
      token,
    );
    expect(disabled.status).toBe(200);
    const again = await sell(shop, token, own, body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, receipt_number: first.body.receipt_number });
    const fresh = await sell(shop, token, own, { ...body, client_id: randomUUID() });
    expect(fresh.status).toBe(422);
    expect(fresh.body.errors).toHaveProperty('register_id');
    expect(await inventoryQuantity(shop, item.inventories.get(own.warehouseId)!)).toBe(4);
  });
});

describe('the channels racing for the last units (PostgreSQL)', () => {
  it('5 units, 10 counter sales and 10 web checkouts at once: exactly 5 sales, stock 0, history adds up', async () => {
    const store = await makeStore(shop, token);
    await openRegister(shop, token, store);
    const methods = await checkoutMethods(shop);
    const item = await sellable(shop, { stock: { [store.warehouseId]: 5 }, price: '10.00' });
    const carts = await Promise.all(
      Array.from({ length: 10 }, async () => (await shop.rest('POST', '/api/cart/item', { stock_id: item.stockId, quantity: 1 })).body.cart_id as string),
    );
    const web = carts.map((cartId) =>
      shop.rest('POST', '/api/checkout', {
        cart_id: cartId,
        email: 'racer@example.com',
        shipping_method_id: methods.shipping,
        payment_method_id: methods.cod,
        shipping_address: anAddress(),
      }),
    );
    const counter = Array.from({ length: 10 }, () =>
      sell(shop, token, store, { lines: [{ stock_id: item.stockId, quantity: 1 }], payments: [{ method: 'cash', amount: '10' }] }),
    );
    const answers = await Promise.all([...web, ...counter]);
    const sold = answers.filter((a) => a.status === 200 || a.status === 201);
    expect(answers.every((a) => [200, 201, 409].includes(a.status))).toBe(true);
    expect(sold).toHaveLength(5);
    const inventoryId = item.inventories.get(store.warehouseId)!;
    expect(await inventoryQuantity(shop, inventoryId)).toBe(0);
    const [sum] = await shop.em.execute<{ total: number }[]>('select coalesce(sum(quantity), 0)::int as total from inventory_history where inventory_id = ?', [
      inventoryId,
    ]);
    expect(sum.total).toBe(-5);
  });
});

import { TestShop } from '../support/shop.js';
import { queuedMails, registerShopper } from './customer-fixtures.js';
import { anAddress, checkoutMethods, inventoryQuantity, sellable, sellingWarehouse, type Sellable } from './order-fixtures.js';
import { setSettings } from './product-fixtures.js';

let shop: TestShop;
let methods: { shipping: number; cod: number; bank: number };
let warehouse: number;

beforeAll(async () => {
  shop = await TestShop.start();
  methods = await checkoutMethods(shop);
  warehouse = await sellingWarehouse(shop);
});
afterAll(() => shop.close());

async function cartWith(items: { product: Sellable; quantity: number }[], token?: string): Promise<string> {
  let cartId: string | undefined;
  for (const { product, quantity } of items) {
    const answer = await shop.rest('POST', '/api/cart/item', { stock_id: product.stockId, quantity, cart_id: cartId }, token);
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    cartId = answer.body.cart_id;
  }
  return cartId!;
}

const checkout = (body: Record<string, unknown>, token?: string) =>
  shop.rest('POST', '/api/checkout', { shipping_method_id: methods.shipping, payment_method_id: methods.cod, shipping_address: anAddress(), ...body }, token);

describe('checkout (POST /api/checkout/quote, POST /api/checkout)', () => {
  it('places a guest order: totals from the server, stock taken with history rows, cart emptied, confirmation queued', async () => {
    const shirt = await sellable(shop, { stock: { [warehouse]: 10 }, price: '120.00', specialPrice: '99.50' });
    const socks = await sellable(shop, { stock: { [warehouse]: 4 }, price: '35.00', name: 'Socks' });
    const cartId = await cartWith([
      { product: shirt, quantity: 2 },
      { product: socks, quantity: 3 },
    ]);

    const quote = await shop.rest('POST', '/api/checkout/quote', { cart_id: cartId, shipping_method_id: methods.shipping, country: 'HKG' });
    expect(quote.body).toMatchObject({
      subtotal: '304.00',
      shipping_fee: '30.00',
      discount_total: '0.00',
      grand_total: '334.00',
      currency: 'HKD',
      charged_total: '334.00',
    });

    // Whatever the client claims, the server prices the order itself.
    const placed = await checkout({ cart_id: cartId, email: 'guest.buyer@example.com', subtotal: '1.00', grand_total: '1.00' });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'pending', payment_kind: 'cash_on_delivery', charged_total: '334.00', currency: 'HKD' });
    expect(placed.body.order_number).toMatch(/^\d{12,}$/);

    expect(await inventoryQuantity(shop, shirt.inventories.get(warehouse)!)).toBe(8);
    expect(await inventoryQuantity(shop, socks.inventories.get(warehouse)!)).toBe(1);
    const history = await shop.em.execute<{ type: string; quantity: number; remark: string }[]>(
      'select type, quantity, remark from inventory_history where product_id = ?',
      [shirt.productId],
    );
    expect(history).toEqual([{ type: 'order', quantity: -2, remark: `Order ${placed.body.order_number}` }]);
    expect((await shop.rest('POST', '/api/cart', { cart_id: cartId })).body.items).toEqual([]);
    expect(await queuedMails(shop, 'guest.buyer@example.com', 'orderPlaced')).toBe(1);

    const order = await shop.rest('GET', `/api/order/number/${placed.body.order_number}?access_key=${placed.body.access_key}`);
    expect(order.body).toMatchObject({ email: 'guest.buyer@example.com', grand_total: '334.00', shipping_address: { first_name: 'Mei', country: 'HKG' } });
    expect(order.body.lines.map((l: { sku: string; quantity: number; unit_price: string }) => [l.sku, l.quantity, l.unit_price])).toEqual([
      [shirt.sku, 2, '99.50'],
      [socks.sku, 3, '35.00'],
    ]);
    expect((await shop.rest('GET', `/api/order/number/${placed.body.order_number}?access_key=00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('charges in the chosen currency at the configured rate, with the free-shipping threshold and country fees in the base currency', async () => {
    const coat = await sellable(shop, { stock: { [warehouse]: 5 }, price: '600.00' });
    const cartId = await cartWith([{ product: coat, quantity: 1 }]);
    const free = await shop.rest('POST', '/api/checkout/quote', { cart_id: cartId, shipping_method_id: methods.shipping, country: 'HKG', currency: 'USD' });
    expect(free.body).toMatchObject({
      subtotal: '600.00',
      shipping_fee: '0.00',
      grand_total: '600.00',
      currency: 'USD',
      currency_mark: 'US$',
      charged_total: '76.80',
    });

    const hat = await sellable(shop, { stock: { [warehouse]: 5 }, price: '80.00' });
    const cart2 = await cartWith([{ product: hat, quantity: 1 }]);
    const abroad = await checkout({ cart_id: cart2, email: 'usa@example.com', currency: 'USD', shipping_address: anAddress({ country: 'USA' }) });
    expect(abroad.body).toMatchObject({ currency: 'USD', charged_total: '25.60' }); // (80 + 120) x 0.128
  });

  it('answers 409 and writes nothing when the stock is gone meanwhile', async () => {
    const last = await sellable(shop, { stock: { [warehouse]: 2 } });
    const cartId = await cartWith([{ product: last, quantity: 2 }]);
    await shop.em.execute('update inventory set quantity = 1 where id = ?', [last.inventories.get(warehouse)]);
    const before = Number((await shop.em.execute<{ n: string }[]>('select count(*) as n from shop_order'))[0].n);
    const answer = await checkout({ cart_id: cartId, email: 'late@example.com' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain(last.sku);
    expect(Number((await shop.em.execute<{ n: string }[]>('select count(*) as n from shop_order'))[0].n)).toBe(before);
    expect(await inventoryQuantity(shop, last.inventories.get(warehouse)!)).toBe(1);
    expect((await shop.rest('POST', '/api/cart', { cart_id: cartId })).body.items).toHaveLength(1);
  });

  it('refuses to place a cart worth more than an order holds (20 billion) on cart_id, never a 500', async () => {
    const dear = await sellable(shop, { stock: { [warehouse]: 2 }, price: '9999999999.00' });
    const cartId = await cartWith([{ product: dear, quantity: 2 }]);
    const answer = await checkout({ cart_id: cartId, email: 'dear@example.com' });
    expect(answer).toMatchObject({ status: 422, body: { errors: { cart_id: ['Please check your input.'] } } });
    expect(await inventoryQuantity(shop, dear.inventories.get(warehouse)!)).toBe(2);
  });

  it('checks every field: guest email, addresses, methods; an empty cart is a conflict', async () => {
    const item = await sellable(shop, { stock: { [warehouse]: 5 } });
    const cartId = await cartWith([{ product: item, quantity: 1 }]);
    expect((await checkout({ cart_id: cartId })).body.errors).toEqual({ email: ['This field is required.'] });
    expect((await checkout({ cart_id: cartId, email: 'not-an-email' })).body.errors).toEqual({ email: ['Please check your input.'] });
    const noAddress = await checkout({ cart_id: cartId, email: 'a@example.com', shipping_address: undefined });
    expect(noAddress.status).toBe(422);
    expect(Object.keys(noAddress.body.errors)).toEqual(['shipping_address']);
    const badAddress = await checkout({ cart_id: cartId, email: 'a@example.com', shipping_address: anAddress({ country: 'XXX', address: '' }) });
    expect(Object.keys(badAddress.body.errors).sort()).toEqual(['shipping_address.address', 'shipping_address.country']);
    const disabled = await checkout({ cart_id: cartId, email: 'a@example.com', shipping_method_id: 999999 });
    expect(Object.keys(disabled.body.errors)).toEqual(['shipping_method_id']);
    const noPayment = await checkout({ cart_id: cartId, email: 'a@example.com', payment_method_id: null });
    expect(noPayment.body.errors).toEqual({ payment_method_id: ['This field is required.'] });
    expect((await checkout({ email: 'a@example.com' })).status).toBe(409);
    expect(await inventoryQuantity(shop, item.inventories.get(warehouse)!)).toBe(5);
  });

  it("requires a login when guest checkout is off; a member checks out with a saved address, never someone else's", async () => {
    const item = await sellable(shop, { stock: { [warehouse]: 5 } });
    const shopper = await registerShopper(shop);
    const other = await registerShopper(shop);
    const theirs = await shop.rest('POST', '/api/address', anAddress({ first_name: 'Other' }), other.token);
    const mine = await shop.rest('POST', '/api/address', anAddress({ first_name: 'Ada', default_shipping: true }), shopper.token);
    const theirId = theirs.body.find((a: { first_name: string }) => a.first_name === 'Other').id;
    const myId = mine.body.find((a: { first_name: string }) => a.first_name === 'Ada').id;
    try {
      await setSettings(shop, 'config', { guestCheckout: false });
      const guestCart = await cartWith([{ product: item, quantity: 1 }]);
      expect((await checkout({ cart_id: guestCart, email: 'g@example.com' })).status).toBe(401);

      const cartId = await cartWith([{ product: item, quantity: 1 }], shopper.token);
      const stolen = await checkout({ cart_id: cartId, shipping_address: undefined, shipping_address_id: theirId }, shopper.token);
      expect(Object.keys(stolen.body.errors)).toEqual(['shipping_address_id']);
      const placed = await checkout(
        { cart_id: cartId, shipping_address: undefined, shipping_address_id: myId, payment_method_id: methods.bank },
        shopper.token,
      );
      expect(placed.status).toBe(201);
      const mineList = await shop.rest('GET', '/api/order', undefined, shopper.token);
      expect(mineList.body).toEqual([
        expect.objectContaining({ order_number: placed.body.order_number, email: shopper.email, payment_method_name: 'Bank transfer' }),
      ]);
      expect((await shop.rest('GET', '/api/order', undefined, other.token)).body).toEqual([]);
      expect((await shop.rest('GET', `/api/order/${placed.body.id}`, undefined, other.token)).status).toBe(404);
      expect((await shop.rest('GET', '/api/order')).status).toBe(401);
    } finally {
      await setSettings(shop, 'config', { guestCheckout: true });
    }
  });

  it('is closed in catalogue mode (403) and to visitors in member-only mode (401), writing nothing', async () => {
    const item = await sellable(shop, { stock: { [warehouse]: 5 } });
    const cartId = await cartWith([{ product: item, quantity: 1 }]);
    try {
      await setSettings(shop, 'config', { catalogMode: true });
      expect((await checkout({ cart_id: cartId, email: 'closed@example.com' })).status).toBe(403);
      expect((await shop.rest('POST', '/api/checkout/quote', { cart_id: cartId })).status).toBe(403);
      await setSettings(shop, 'config', { catalogMode: false, memberOnly: true });
      expect((await checkout({ cart_id: cartId, email: 'closed@example.com' })).status).toBe(401);
    } finally {
      await setSettings(shop, 'config', { catalogMode: false, memberOnly: false });
    }
    expect(await inventoryQuantity(shop, item.inventories.get(warehouse)!)).toBe(5);
    expect((await checkout({ cart_id: cartId, email: 'open@example.com' })).status).toBe(201);
  });

  it('lets 50 shoppers race for the last 5 units: exactly 5 orders, inventory 0, history adding up', async () => {
    const second = await sellingWarehouse(shop);
    const scarce = await sellable(shop, { stock: { [warehouse]: 3, [second]: 2 } });
    const carts = await Promise.all(Array.from({ length: 50 }, () => cartWith([{ product: scarce, quantity: 1 }])));
    const answers = await Promise.all(carts.map((cartId, i) => checkout({ cart_id: cartId, email: `racer${i}@example.com` })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(await inventoryQuantity(shop, scarce.inventories.get(warehouse)!)).toBe(0);
    expect(await inventoryQuantity(shop, scarce.inventories.get(second)!)).toBe(0);
    const [sum] = await shop.em.execute<{ total: string; rows: string }[]>(
      'select sum(quantity) as total, count(*) as rows from inventory_history where product_id = ?',
      [scarce.productId],
    );
    expect(Number(sum.total)).toBe(-5);
    const [lines] = await shop.em.execute<{ total: string }[]>('select sum(quantity) as total from order_line where stock_id = ?', [scarce.stockId]);
    expect(Number(lines.total)).toBe(5);
    // Each of the five orders queued its own confirmation.
    const winners = answers.map((a, i) => (a.status === 201 ? `racer${i}@example.com` : null)).filter((email): email is string => !!email);
    for (const email of winners) expect(await queuedMails(shop, email, 'orderPlaced')).toBe(1);
  });
});

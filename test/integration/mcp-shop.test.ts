import { TestShop } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';
import { checkoutMethods, inventoryQuantity, sellable, sellingWarehouse } from './order-fixtures.js';
import { call, initializeRequest, mcpClient, toolNames } from './mcp-fixtures.js';

let shop: TestShop;
let methods: { shipping: number; cod: number; bank: number };
let warehouse: number;

beforeAll(async () => {
  shop = await TestShop.start();
  methods = await checkoutMethods(shop);
  warehouse = await sellingWarehouse(shop);
});
afterAll(() => shop.close());

const address = { firstName: 'Mei', lastName: 'Chan', address: '1 Harbour Road, Wan Chai', country: 'HKG', contactNumber: '+852 5555 0101' };

/** Issue 44, section 1: an agent shops through /mcp/shop with the SDK's own client. */
describe('MCP /mcp/shop', () => {
  it('lists tools with schemas and annotations; a guest searches, fills a cart, reviews and places a cash-on-delivery order the back office sees', async () => {
    const name = `Mcp linen ${Date.now()}`;
    const shirt = await sellable(shop, { stock: { [warehouse]: 5 }, price: '120.00', name });
    const client = await mcpClient(shop, 'shop');

    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name);
    for (const wanted of ['search_products', 'get_product', 'add_to_cart', 'set_checkout_details', 'place_order', 'get_order', 'list_stores', 'submit_form']) {
      expect(names).toContain(wanted);
    }
    // A guest is not offered the signed-in shopper's tools.
    expect(names).not.toContain('get_my_account');
    for (const t of tools) {
      expect(t.description!.length).toBeGreaterThan(20);
      expect(t.outputSchema?.type).toBe('object');
      expect(t.annotations).toEqual(
        expect.objectContaining({ readOnlyHint: expect.any(Boolean), destructiveHint: expect.any(Boolean), idempotentHint: expect.any(Boolean) }),
      );
      for (const [arg, schema] of Object.entries((t.inputSchema.properties ?? {}) as Record<string, { description?: string }>)) {
        expect([t.name, arg, typeof schema.description]).toEqual([t.name, arg, 'string']);
      }
    }
    const placeOrder = tools.find((t) => t.name === 'place_order')!;
    expect(placeOrder.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(Object.keys(placeOrder.inputSchema.properties!)).toContain('confirm');

    const found = await call(client, 'search_products', { keyword: name });
    expect(found.ok).toBe(true);
    expect(found.data.items).toEqual([expect.objectContaining({ id: shirt.productId, url: shirt.url, price: '120.00', available: true })]);

    const product = await call(client, 'get_product', { url: shirt.url });
    expect(product.data.stocks).toEqual([expect.objectContaining({ id: shirt.stockId, allAvailableInventories: 5 })]);

    const added = await call(client, 'add_to_cart', { stockId: shirt.stockId, quantity: 2 });
    expect(added.ok).toBe(true);
    const cartId = added.data.cartId as string;
    expect(cartId).toEqual(expect.any(String));
    expect(added.data).toMatchObject({ itemCount: 2, subtotal: '240.00' });

    // The cart service's own rules and message: more than the stock holds.
    const tooMany = await call(client, 'add_to_cart', { stockId: shirt.stockId, quantity: 50, cartId });
    expect(tooMany.ok).toBe(false);
    expect(tooMany.error!.code).toBe('BAD_USER_INPUT');
    expect(tooMany.text).not.toMatch(/\bat .*\.ts:\d+/); // never a stack

    const shipping = await call(client, 'list_shipping_methods', { country: 'HKG', subtotal: '240.00' });
    expect(shipping.data.result).toEqual(expect.arrayContaining([expect.objectContaining({ id: methods.shipping, fee: '30.00' })]));
    const payment = await call(client, 'list_payment_methods');
    expect(payment.data.result).toEqual(expect.arrayContaining([expect.objectContaining({ id: methods.bank, instructions: 'HSBC 123-456789-001' })]));

    const details = { cartId, shippingAddress: address, shippingMethodId: methods.shipping, paymentMethodId: methods.cod };
    const review = await call(client, 'set_checkout_details', details);
    expect(review.data).toMatchObject({ subtotal: '240.00', shippingFee: '30.00', grandTotal: '270.00', currency: 'HKD' });

    // Without confirm nothing happens: no order, the stock untouched.
    const unconfirmed = await call(client, 'place_order', { ...details, email: 'mcp.guest@example.com' });
    expect(unconfirmed.ok).toBe(false);
    expect(unconfirmed.error!.code).toBe('CONFIRMATION_REQUIRED');
    expect(await inventoryQuantity(shop, shirt.inventories.get(warehouse)!)).toBe(5);

    const placed = await call(client, 'place_order', { ...details, email: 'mcp.guest@example.com', confirm: true });
    expect(placed.ok).toBe(true);
    expect(placed.data).toMatchObject({ status: 'pending', paymentKind: 'cash_on_delivery', chargedTotal: '270.00', paymentUrl: null });
    expect(await inventoryQuantity(shop, shirt.inventories.get(warehouse)!)).toBe(3);

    const readBack = await call(client, 'get_order', { orderNumber: placed.data.orderNumber, accessKey: placed.data.accessKey });
    expect(readBack.data).toMatchObject({ orderNumber: placed.data.orderNumber, email: 'mcp.guest@example.com', grandTotal: '270.00' });
    expect(readBack.data.lines).toEqual([expect.objectContaining({ productName: name, quantity: 2 })]);
    // Without its access key a guest's order is nobody's to read.
    expect((await call(client, 'get_order', { orderNumber: placed.data.orderNumber })).ok).toBe(false);

    // A normal order in the back office.
    const admin = await shop.gql(
      'query($id: Int!) { order(id: $id) { orderNumber status source grandTotal email } }',
      { id: placed.data.id },
      await shop.adminToken(),
    );
    expect(admin.data!.order).toEqual({
      orderNumber: placed.data.orderNumber,
      status: 'pending',
      source: 'storefront',
      grandTotal: '270.00',
      email: 'mcp.guest@example.com',
    });
    await client.close();
  });

  it('acts as the shopper of the bearer token: their own cart, account and orders', async () => {
    const shopper = await registerShopper(shop);
    const socks = await sellable(shop, { stock: { [warehouse]: 9 }, price: '35.00', name: 'Mcp socks' });
    const client = await mcpClient(shop, 'shop', { authorization: `Bearer ${shopper.token}` });
    expect(await toolNames(client)).toEqual(expect.arrayContaining(['get_my_account', 'list_my_orders']));

    expect((await call(client, 'get_my_account')).data).toMatchObject({ email: shopper.email, firstName: 'Ada' });
    await call(client, 'add_to_cart', { stockId: socks.stockId, quantity: 1 });
    // No cartId: the member's own cart, kept across calls.
    expect((await call(client, 'get_cart')).data).toMatchObject({ itemCount: 1, subtotal: '35.00' });
    const placed = await call(client, 'place_order', {
      shippingAddress: address,
      shippingMethodId: methods.shipping,
      paymentMethodId: methods.bank,
      confirm: true,
    });
    expect(placed.data).toMatchObject({ paymentKind: 'bank_transfer' });
    const mine = await call(client, 'list_my_orders');
    expect(mine.data.result).toEqual([expect.objectContaining({ orderNumber: placed.data.orderNumber, paymentInstructions: 'HSBC 123-456789-001' })]);
    // Their own order by number, no access key needed.
    expect((await call(client, 'get_order', { orderNumber: placed.data.orderNumber })).ok).toBe(true);
    await client.close();
  });

  it('refuses a request from another origin (DNS rebinding) with 403; its own origin and agents without one get in', async () => {
    const initialize = (headers: Record<string, string>) => initializeRequest(shop, 'shop', headers);
    expect((await initialize({ origin: 'http://evil.example.com' })).status).toBe(403);
    expect((await initialize({ origin: new URL(shop.config.publicUrl).origin })).status).toBe(200);
    expect((await initialize({})).status).toBe(200);
  });

  it('answers GET and DELETE with 405 (stateless: no stream, no session)', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${shop.url}/mcp/shop`, { method, headers: { accept: 'text/event-stream' } });
      expect([method, response.status]).toEqual([method, 405]);
    }
  });
});

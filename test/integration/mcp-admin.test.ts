import { TestShop, unique } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';
import { anAddress, checkoutMethods, sellable, sellingWarehouse } from './order-fixtures.js';
import { call, initializeRequest, mcpClient, toolNames } from './mcp-fixtures.js';

let shop: TestShop;
let adminToken: string;
let methods: { shipping: number; cod: number; bank: number };
let warehouse: number;

beforeAll(async () => {
  shop = await TestShop.start();
  adminToken = await shop.adminToken();
  methods = await checkoutMethods(shop);
  warehouse = await sellingWarehouse(shop);
});
afterAll(() => shop.close());

/** An API key of a new role holding these permissions: its secret. */
async function keyWith(permissions: string[]): Promise<string> {
  const role = await shop.gql(
    'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
    { input: { name: unique('Mcp role '), permissions } },
    adminToken,
  );
  expect(role.errors).toBeUndefined();
  const key = await shop.gql(
    'mutation($input: ApiKeyInput!) { createApiKey(input: $input) { secret } }',
    { input: { name: unique('Agent '), roleId: role.data!.createRole.id } },
    adminToken,
  );
  expect(key.errors).toBeUndefined();
  return key.data!.createApiKey.secret as string;
}

/** A placed cash-on-delivery order (through REST, as the storefront places one): its id. */
async function placedOrder(): Promise<number> {
  const product = await sellable(shop, { stock: { [warehouse]: 5 }, price: '80.00' });
  const cart = await shop.rest('POST', '/api/cart/item', { stock_id: product.stockId, quantity: 1 });
  const placed = await shop.rest('POST', '/api/checkout', {
    cart_id: cart.body.cart_id,
    email: `${unique('mcp')}@example.com`,
    shipping_method_id: methods.shipping,
    payment_method_id: methods.cod,
    shipping_address: anAddress(),
  });
  expect(placed.status).toBe(201);
  return placed.body.id as number;
}

const initialize = (headers: Record<string, string> = {}) => initializeRequest(shop, 'admin', headers);

/** Issue 44, section 1: /mcp/admin acts with the caller's role, as GraphQL does. */
describe('MCP /mcp/admin', () => {
  const metadata = () => `Bearer resource_metadata="${shop.config.publicUrl}/.well-known/oauth-protected-resource/mcp/admin"`;

  it('refuses a caller without a staff credential with 401 and the protected-resource metadata', async () => {
    const none = await initialize();
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe(metadata());

    const badKey = await initialize({ authorization: 'Bearer shpk_not-a-real-key' });
    expect(badKey.status).toBe(401);
    expect(badKey.headers.get('www-authenticate')).toContain(metadata());

    const shopper = await registerShopper(shop);
    const asShopper = await initialize({ authorization: `Bearer ${shopper.token}` });
    expect(asShopper.status).toBe(401);
    expect(asShopper.headers.get('www-authenticate')).toBe(`${metadata()}, error="invalid_token", error_description="A staff token or API key is needed"`);

    // A staff member's own token is let in (no challenge on the answer).
    const staff = await initialize({ authorization: `Bearer ${adminToken}` });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('www-authenticate')).toBeNull();
    expect(((await staff.json()) as { result: { capabilities: { tools: unknown } } }).result.capabilities.tools).toEqual({ listChanged: false });

    // A key whose role holds no permission of any tool gets an empty list, not an error.
    const nothing = await mcpClient(shop, 'admin', { authorization: `Bearer ${await keyWith([])}` });
    expect(await toolNames(nothing)).toEqual([]);
    await nothing.close();
  });

  it('lists and runs only the tools of the key role: no order tools without `order`, no product tools for an order-only role', async () => {
    const productOnly = await mcpClient(shop, 'admin', { authorization: `Bearer ${await keyWith(['product'])}` });
    const productNames = await toolNames(productOnly);
    expect(productNames).toEqual(expect.arrayContaining(['list_products', 'update_product', 'add_stock']));
    expect(productNames.filter((name) => /order/.test(name))).toEqual([]);
    const orderId = await placedOrder();
    const refused = await call(productOnly, 'get_order', { id: orderId });
    expect(refused.ok).toBe(false);
    expect(refused.text).toMatch(/not found/i);
    await productOnly.close();

    const orderOnly = await mcpClient(shop, 'admin', { authorization: `Bearer ${await keyWith(['order'])}` });
    const orderNames = await toolNames(orderOnly);
    expect(orderNames).toEqual(expect.arrayContaining(['list_orders', 'get_order', 'move_order_status', 'cancel_order', 'refund_order', 'comment_order']));
    // Reading the product list is the order role's (its GraphQL field serves the phone order form); changing products is not.
    expect(orderNames.filter((name) => /create_product|update_product|stock|promotion|points/.test(name))).toEqual([]);
    const product = await sellable(shop, { stock: { [warehouse]: 1 }, name: 'Untouched' });
    expect((await call(orderOnly, 'update_product', { id: product.productId, name: 'Renamed' })).ok).toBe(false);
    const [row] = await shop.em.execute<{ name: Record<string, string> }[]>('select name from product where id = ?', [product.productId]);
    expect(row.name.en_us).toBe('Untouched');

    // What the role may do, it does: the order service's own state machine and history.
    const order = await call(orderOnly, 'get_order', { id: orderId });
    expect(order.data).toMatchObject({ id: orderId, status: 'pending', nextStatuses: expect.arrayContaining(['paid', 'canceled']) });
    const moved = await call(orderOnly, 'move_order_status', { id: orderId, status: 'paid', note: 'Paid at the door' });
    expect(moved.data).toMatchObject({ status: 'paid' });
    const illegal = await call(orderOnly, 'move_order_status', { id: orderId, status: 'pending' });
    expect(illegal.error).toMatchObject({ code: 'CONFLICT', message: 'An order that is paid can not become pending.' });
    const commented = await call(orderOnly, 'comment_order', { id: orderId, comment: 'Checked by the agent', internal: true });
    expect(commented.data.result).toEqual(expect.arrayContaining([expect.objectContaining({ comment: 'Checked by the agent', internal: true })]));
    await orderOnly.close();
  });

  it('a destructive tool without confirm changes nothing; with it, it does', async () => {
    const client = await mcpClient(shop, 'admin', { authorization: `Bearer ${await keyWith(['order'])}` });
    const orderId = await placedOrder();
    const unconfirmed = await call(client, 'cancel_order', { id: orderId, note: 'Customer asked' });
    expect(unconfirmed.ok).toBe(false);
    expect(unconfirmed.error!.code).toBe('CONFIRMATION_REQUIRED');
    expect(unconfirmed.text).toMatch(/confirm: true/);
    const status = async () => (await shop.em.execute<{ status: string }[]>('select status from shop_order where id = ?', [orderId]))[0].status;
    expect(await status()).toBe('pending');

    const canceled = await call(client, 'cancel_order', { id: orderId, note: 'Customer asked', confirm: true });
    expect(canceled.data).toMatchObject({ status: 'canceled' });
    expect(await status()).toBe('canceled');
    await client.close();
  });

  it('answers the shop messages of refused input as tool errors, per field', async () => {
    const client = await mcpClient(shop, 'admin', { authorization: `Bearer ${await keyWith(['customer_account'])}` });
    const status = await shop.rest('POST', '/api/admin/status', { title: unique('Status ') }, adminToken);
    expect(status.status).toBe(201);
    const statuses = await call(client, 'list_customer_statuses', { perPage: 100 });
    expect(statuses.data.items).toEqual(expect.arrayContaining([{ id: status.body.id, title: expect.any(String) }]));
    const statusId = status.body.id as number;
    const customer = { firstName: 'Kit', lastName: 'Lee', phone: '+852 5555 0199', statusId, leadSource: 'partner', password: 'a-good-password-1' };
    const created = await call(client, 'create_customer', { ...customer, email: 'not-an-email' });
    expect(created.ok).toBe(false);
    // With the catalogue's ids (core/message-ids.ts), by which a client says them in its reader's language.
    expect(created.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please make sure all fields are filled in correctly',
      messageId: 'genericFormFailure',
      fields: { email: 'Please check your input.' },
      fieldMessageIds: { email: 'checkInput' },
    });
    const email = `${unique('kit')}@example.com`;
    const ok = await call(client, 'create_customer', { ...customer, email });
    expect([ok.text, ok.data]).toEqual([ok.text, expect.objectContaining({ email, firstName: 'Kit' })]);
    const points = await call(client, 'adjust_customer_points', { customerId: ok.data.id, points: 50, remark: 'Welcome' });
    expect(points.data).toMatchObject({ balance: 50 });
    await client.close();
  });
});

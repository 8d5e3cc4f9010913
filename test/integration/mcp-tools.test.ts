import { TestShop, unique } from '../support/shop.js';
import { clientAddress } from './customer-fixtures.js';
import { answers, createForm } from './form-fixtures.js';
import { checkoutMethods, sellable, sellingWarehouse } from './order-fixtures.js';
import { makeStore, openRegister } from './pos-fixtures.js';
import { call, mcpClient } from './mcp-fixtures.js';

let shop: TestShop;
let token: string;
let warehouse: number;

beforeAll(async () => {
  shop = await TestShop.start();
  token = await shop.adminToken();
  await checkoutMethods(shop);
  warehouse = await sellingWarehouse(shop);
});
afterAll(() => shop.close());

/** Issue 44, section 1: each area's tools run the shop's own operations and answer what their output schema says. */
describe('MCP tools, area by area', () => {
  it('content: stores with hours, pages and articles as plain text, a form filled in and refused per field', async () => {
    const client = await mcpClient(shop, 'shop', clientAddress());
    const store = await makeStore(shop, token, { opening_hours: '<p>Mon–Fri 10:00–19:00</p>' });
    const stores = await call(client, 'list_stores');
    expect(stores.data.result).toEqual(expect.arrayContaining([expect.objectContaining({ id: store.id, openingHours: 'Mon–Fri 10:00–19:00' })]));

    const pageUrl = unique('mcp-about-');
    expect(
      (await shop.rest('POST', '/api/admin/page', { title: 'About us', url: pageUrl, content: '<p>We sell <b>linen</b> &amp; cotton.</p>' }, token)).status,
    ).toBe(201);
    expect((await call(client, 'get_page', { url: pageUrl })).data).toMatchObject({ title: 'About us', content: 'We sell linen & cotton.' });
    const missing = await call(client, 'get_page', { url: unique('no-such-page-') });
    expect(missing.error).toMatchObject({ code: 'NOT_FOUND' });

    const articleUrl = unique('mcp-article-');
    const published = new Date(Date.now() - 86400000).toISOString();
    const article = await shop.rest(
      'POST',
      '/api/admin/blog/article',
      { title: 'Linen care', url: articleUrl, content: '<h2>Wash</h2><p>Cold water.</p>', published_at: published },
      token,
    );
    expect(article.status).toBe(201);
    expect((await call(client, 'get_article', { url: articleUrl })).data).toMatchObject({ title: 'Linen care', content: 'Wash Cold water.' });
    expect((await call(client, 'list_articles', { limit: 50 })).data.items).toEqual(expect.arrayContaining([expect.objectContaining({ url: articleUrl })]));

    const form = await createForm(shop, token);
    const rendered = await call(client, 'get_form', { url: form.url });
    expect(rendered.data.fields.map((f: { key: string }) => f.key)).toContain('agree');
    const refused = await call(client, 'submit_form', { url: form.url, answers: answers({ email: 'nope' }), idempotencyKey: rendered.data.idempotencyKey });
    expect(refused.error).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: expect.any(String) } });
    const sent = await call(client, 'submit_form', { url: form.url, answers: answers(), idempotencyKey: rendered.data.idempotencyKey });
    expect(sent.data).toEqual({ message: 'Thank you, we will reply soon' });
    await client.close();
  });

  it('products and stock: create, update, levels, add, remove, set, transfer, history, prices', async () => {
    const client = await mcpClient(shop, 'admin', { authorization: `Bearer ${token}` });
    const sku = unique('MCP').toUpperCase().slice(0, 20);
    const created = await call(client, 'create_product', { name: 'Agent mug', sku, price: '42.00', visibled: true });
    expect([created.text, created.data]).toEqual([created.text, expect.objectContaining({ name: 'Agent mug', sku })]);
    const productId = created.data.id as number;
    expect(created.data.stocks).toEqual([expect.objectContaining({ price: '42.00' })]);

    expect((await call(client, 'update_product', { id: productId, description: '<p>Holds <i>tea</i></p>', isNew: true })).data).toMatchObject({
      description: 'Holds tea',
      isNew: true,
      stocks: [expect.objectContaining({ price: '42.00' })],
    });
    expect((await call(client, 'list_products', { keyword: sku })).data.items).toEqual([expect.objectContaining({ id: productId })]);

    // A product with a level in a warehouse (the writer makes levels where the form says; the fixture does here).
    const stocked = await sellable(shop, { stock: { [warehouse]: 10 } });
    const other = await sellingWarehouse(shop);
    const levels = await call(client, 'get_stock_levels', { id: stocked.productId });
    const inventoryId = levels.data.stocks[0].inventories[0].id as number;
    expect(levels.data.stocks[0].inventories[0]).toMatchObject({ warehouseId: warehouse, quantity: 10 });
    expect((await call(client, 'add_stock', { inventoryId, quantity: 5, remark: 'Delivery' })).data).toMatchObject({ quantity: 15 });
    expect((await call(client, 'remove_stock', { inventoryId, quantity: 3, remark: 'Broken' })).data).toMatchObject({ quantity: 12 });
    expect((await call(client, 'set_stock', { inventoryId, quantity: 11, remark: 'Count' })).data).toMatchObject({ quantity: 11 });
    expect((await call(client, 'transfer_stock', { inventoryId, to: other, quantity: 4 })).data).toMatchObject({ quantity: 7 });
    const history = await call(client, 'get_stock_history', { productId: stocked.productId });
    expect(history.data.result.map((row: { remark: string }) => row.remark)).toEqual(expect.arrayContaining(['Delivery', 'Broken', 'Count']));
    expect((await call(client, 'get_product', { id: stocked.productId })).data.stocks[0].allAvailableInventories).toBe(11);
    // Prices: the stock's price and sale price, its level kept; another product's stock changes nothing.
    const stockId = levels.data.stocks[0].id as number;
    const repriced = await call(client, 'set_prices', { productId: stocked.productId, stocks: [{ stockId, price: '88.00', specialPrice: '79.50' }] });
    expect(repriced.data.stocks[0]).toMatchObject({ id: stockId, price: '88.00', specialPrice: '79.50', allAvailableInventories: 11 });
    const foreign = await call(client, 'set_prices', { productId, stocks: [{ stockId, price: '1.00' }] });
    expect(foreign.error).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'stocks.0.stockId': expect.any(String) } });
    expect((await call(client, 'get_product', { id: stocked.productId })).data.stocks[0].price).toBe('88.00');
    await client.close();
  });

  it('promotions and coupons; a coupon the agent made applies to a shopper cart through /mcp/shop', async () => {
    const admin = await mcpClient(shop, 'admin', { authorization: `Bearer ${token}` });
    const code = unique('MCP').toUpperCase().slice(0, 20);
    const created = await call(admin, 'create_promotion', {
      name: 'Agent ten off',
      kind: 'coupon',
      code,
      enabled: true,
      actions: [{ type: 'order_percent', value: { percent: 10 } }],
    });
    expect([created.text, created.data]).toEqual([created.text, expect.objectContaining({ code, kind: 'coupon', enabled: true })]);
    const id = created.data.id as number;
    expect((await call(admin, 'get_promotion', { id })).data.actions).toEqual([{ type: 'order_percent', value: expect.objectContaining({ percent: 10 }) }]);
    expect((await call(admin, 'list_promotions', { keyword: code })).data.items).toEqual([expect.objectContaining({ id })]);
    expect((await call(admin, 'update_promotion', { id, usageLimit: 100 })).data).toMatchObject({ usageLimit: 100, code });
    expect((await call(admin, 'generate_coupon_codes', { id, count: 3, prefix: 'AG' })).data).toEqual({ affected: 3 });

    const shopper = await mcpClient(shop, 'shop', clientAddress());
    const product = await sellable(shop, { stock: { [warehouse]: 3 }, price: '100.00' });
    const cart = await call(shopper, 'add_to_cart', { stockId: product.stockId, quantity: 1 });
    const cartId = cart.data.cartId as string;
    const applied = await call(shopper, 'apply_coupon', { cartId, code });
    expect(applied.data).toMatchObject({ coupons: [code], totals: expect.objectContaining({ discountTotal: '10.00' }) });
    expect((await call(shopper, 'apply_coupon', { cartId, code: 'NO-SUCH-CODE' })).error).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await call(shopper, 'remove_coupon', { cartId, code })).data).toMatchObject({ coupons: [] });
    const line = applied.data.items[0].id as number;
    expect((await call(shopper, 'update_cart_line', { cartId, itemId: line, quantity: 2 })).data).toMatchObject({ itemCount: 2 });
    expect((await call(shopper, 'remove_cart_line', { cartId, itemId: line })).data).toMatchObject({ itemCount: 0, items: [] });
    await shopper.close();
    await admin.close();
  });

  it('reports, leads and the register X report', async () => {
    const client = await mcpClient(shop, 'admin', { authorization: `Bearer ${token}` });
    for (const report of ['sales_report', 'product_report', 'customer_report', 'inventory_report']) {
      const answer = await call(client, report, {});
      expect([report, answer.text.slice(0, 200), answer.ok]).toEqual([report, answer.text.slice(0, 200), true]);
      expect(answer.data.currency).toEqual(expect.any(String));
    }

    const funnel = await shop.rest(
      'POST',
      '/api/admin/funnel',
      { name: unique('Funnel '), stages: ['New', 'Won'].map((name, order) => ({ name, order, won: name === 'Won' })) },
      token,
    );
    expect(funnel.status).toBe(201);
    const tag = unique('mcp');
    const lead = await shop.rest(
      'POST',
      '/api/admin/lead',
      { first_name: 'Ada', last_name: 'Wong', emails: [`${tag}@example.com`], funnel_id: funnel.body.id },
      token,
    );
    expect(lead.status).toBe(201);
    const listed = await call(client, 'list_leads', { keyword: tag });
    expect(listed.data.items).toEqual([expect.objectContaining({ id: lead.body.id, version: 1 })]);
    const won = funnel.body.stages[1].id as number;
    expect((await call(client, 'move_lead', { id: lead.body.id, stageId: won, version: 1 })).data).toMatchObject({ stageId: won, version: 2 });
    expect((await call(client, 'move_lead', { id: lead.body.id, stageId: won, version: 1 })).error).toMatchObject({ code: 'CONFLICT' });

    const store = await makeStore(shop, token);
    const session = await openRegister(shop, token, store, '300.00');
    const report = await call(client, 'register_report', { storeId: store.id, sessionId: session.id });
    expect(report.data).toMatchObject({ kind: expect.any(String), float: '300.00', expectedCash: '300.00', sales: 0 });
    await client.close();
  });

  it('a key whose cost bucket is spent gets the shop THROTTLED error as a tool error', async () => {
    const role = await shop.gql(
      'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
      { input: { name: unique('Mcp role '), permissions: ['order'] } },
      token,
    );
    const key = await shop.gql(
      'mutation($input: ApiKeyInput!) { createApiKey(input: $input) { secret } }',
      { input: { name: unique('Tiny '), roleId: role.data!.createRole.id, costBucket: 100, costRestoreRate: 1 } },
      token,
    );
    expect(key.errors).toBeUndefined();
    const client = await mcpClient(shop, 'admin', { authorization: `Bearer ${key.data!.createApiKey.secret}` });
    // Calls until the bucket (100 points, 1 back a second) is spent; each list of 100 orders costs several.
    let throttled = await call(client, 'list_orders', { perPage: 100 });
    for (let calls = 1; throttled.ok && calls < 100; calls += 1) throttled = await call(client, 'list_orders', { perPage: 100 });
    expect(throttled.error).toMatchObject({ code: 'THROTTLED', message: expect.stringMatching(/^Too many requests/) });
    await client.close();
  });
});

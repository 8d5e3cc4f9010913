import { unique } from '../support/shop.js';
import { SPT_3DS, SPT_DECLINED } from '../support/stripe-stand-in.js';
import { anAddress, inventoryQuantity, sellable } from './order-fixtures.js';
import { registerShopper } from './customer-fixtures.js';
import { receiver, until } from './webhook-fixtures.js';
import { acp, agentKey, cod, gql, ordersOf, readySession, shipping, shop, standIn, warehouse } from './agentic-checkout-fixtures.js';
import { expectShape, fulfillment, item, payment, useAgenticCheckoutShop, VERSION } from './agentic-checkout-fixtures.js';

/**
 * Agentic checkout (issue 45), the buying itself: a session created, updated, completed with a
 * delegated card (declined, 3-D Secure), canceled and read; the feed's items; the platform's order
 * webhooks; agents racing web checkouts for the last units. The protocol's refusals and idempotency
 * are agentic-checkout-protocol.test.ts's.
 */
useAgenticCheckoutShop();

describe('Agentic checkout (ACP 2026-04-17): the flow', () => {
  it('creates with one item and no address, updates with the address and a shipping option, completes with a delegated card: a paid agent order', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 5 }, price: '250.00' });
    const email = `${unique('agent')}@example.com`;
    const createBody = { line_items: [item(product)], currency: 'hkd', capabilities: { interventions: { supported: ['3ds'] } } };
    const created = await acp('POST', '/checkout_sessions', createBody, { shape: 'create', idem: 'create-1-' + unique(), requestId: 'req_abc' });
    expect(created.status).toBe(201);
    expectShape('CheckoutSession', created.body);
    expect(created.headers.get('request-id')).toBe('req_abc');
    expect(created.headers.get('idempotency-key')).toMatch(/^create-1-/);
    expect(created.body).toMatchObject({ status: 'not_ready_for_payment', currency: 'hkd', protocol: { version: VERSION } });
    expect(created.body.line_items).toEqual([
      expect.objectContaining({ item: { id: String(product.stockId) }, quantity: 1, unit_amount: 25000, sku: product.sku, availability_status: 'in_stock' }),
    ]);
    expect(created.body.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'error', code: 'missing', param: '$.fulfillment_details.address' }),
        expect.objectContaining({ type: 'error', code: 'missing', param: '$.buyer.email' }),
      ]),
    );
    const option = created.body.fulfillment_options.find((o: { id: string }) => o.id === `shipping_${shipping}`);
    expect(option).toMatchObject({ type: 'shipping', totals: [{ type: 'total', amount: 3000 }] });

    const updateBody = {
      buyer: { email, first_name: 'Mei', last_name: 'Chan' },
      fulfillment_details: fulfillment(email),
      selected_fulfillment_options: [{ type: 'shipping', option_id: option.id, item_ids: [String(product.stockId)] }],
    };
    const updated = await acp('POST', `/checkout_sessions/${created.body.id}`, updateBody, { shape: 'update' });
    expect(updated.status).toBe(200);
    expectShape('CheckoutSession', updated.body);
    expect(updated.body).toMatchObject({ status: 'ready_for_payment', messages: [] });
    const totals = Object.fromEntries(updated.body.totals.map((t: { type: string; amount: number }) => [t.type, t.amount]));
    expect(totals).toMatchObject({ items_base_amount: 25000, subtotal: 25000, fulfillment: 3000, total: 28000 });
    expect(updated.body.capabilities.payment.handlers[0]).toMatchObject({ id: 'card_tokenized', psp: 'stripe' });
    expect(JSON.stringify(updated.body)).not.toContain('sk_test');

    const read = await acp('GET', `/checkout_sessions/${created.body.id}`);
    expect(read.status).toBe(200);
    expectShape('CheckoutSession', read.body);
    expect(read.body.totals).toEqual(updated.body.totals);

    const completeBody = { buyer: { email, first_name: 'Mei', last_name: 'Chan' }, payment_data: payment('spt_test_visa_ok') };
    const completed = await acp('POST', `/checkout_sessions/${created.body.id}/complete`, completeBody, { shape: 'complete' });
    expect(completed.status).toBe(200);
    expectShape('CheckoutSessionWithOrder', completed.body);
    expect(completed.body).toMatchObject({ status: 'completed', order: { checkout_session_id: created.body.id, status: 'confirmed' } });

    const [order] = await ordersOf(email);
    expect(order).toMatchObject({ source: 'agent', status: 'paid', charged_total: '280.00' });
    expect(completed.body.order).toMatchObject({ id: String(order.id), order_number: order.order_number });
    expect(completed.body.order.permalink_url).toContain(`order_number=${order.order_number}`);
    expect(await inventoryQuantity(shop, product.inventories.get(warehouse)!)).toBe(4);
    const intent = [...standIn.intents.values()].find((i) => i.metadata.checkout_session_id === created.body.id)!;
    expect(intent).toMatchObject({
      amount: 28000,
      currency: 'hkd',
      status: 'succeeded',
      shared_payment_granted_token: 'spt_test_visa_ok',
      capture_method: 'manual',
    });

    // The back office sees it: the orders list's source filter and the sales report's channel.
    const listed = await gql('{ orders(filter: { source: [agent] }, options: { perPage: 100, sort: "-id" }) { items { id source } } }');
    expect(listed.orders.items).toEqual(expect.arrayContaining([{ id: order.id, source: 'agent' }]));
    const report = await gql('query($f: ReportFilter) { salesReport(filter: $f) { summary { orders } } }', { f: { channel: 'agent' } });
    expect(report.salesReport.summary.orders).toBeGreaterThanOrEqual(1);

    const canceled = await acp('POST', `/checkout_sessions/${created.body.id}/cancel`, {}, { shape: 'cancel' });
    expect(canceled.status).toBe(405);
    expectShape('Error', canceled.body);
    // What was sold stays what the session says, whatever the price is now.
    await shop.em.execute('update stock set price = ? where id = ?', ['999.00', product.stockId]);
    const after = await acp('GET', `/checkout_sessions/${created.body.id}`);
    expectShape('CheckoutSessionWithOrder', after.body);
    expect(after.body).toMatchObject({ status: 'completed', messages: [], order: { id: String(order.id) } });
    expect(after.body.totals).toEqual(completed.body.totals);
  });

  it("checks out what the product feed lists: a variant's id is the item id, at the feed's price", async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 4 }, price: '180.00' });
    const feed = await fetch(`${shop.url}/acp/feed/products.jsonl`, { headers: { authorization: `Bearer ${agentKey.secret}`, 'accept-encoding': 'identity' } });
    expect(feed.status).toBe(200);
    const records = (await feed.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { variants: { id: string; price: { amount: number } }[] });
    const variant = records.flatMap((record) => record.variants).find((listed) => listed.id === String(product.stockId));
    expect(variant).toMatchObject({ price: { amount: 18000 } });
    const created = await acp('POST', '/checkout_sessions', { line_items: [{ id: variant!.id }], currency: 'hkd', capabilities: {} }, { shape: 'create' });
    expect(created.status).toBe(201);
    expect(created.body.line_items).toEqual([expect.objectContaining({ item: { id: variant!.id }, unit_amount: variant!.price.amount })]);
  });

  it('a declined card answers payment_declined and creates nothing; the session stays payable', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 2 }, price: '80.00' });
    const email = `${unique('declined')}@example.com`;
    const session = await readySession(product, email);
    const answer = await acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment(SPT_DECLINED) }, { shape: 'complete' });
    expect(answer.status).toBe(200);
    expectShape('CheckoutSession', answer.body);
    expect(answer.body.status).toBe('ready_for_payment');
    expect(answer.body.order).toBeUndefined();
    expect(answer.body.messages).toEqual([expect.objectContaining({ type: 'error', code: 'payment_declined' })]);
    expect(await ordersOf(email)).toEqual([]);
    expect(await inventoryQuantity(shop, product.inventories.get(warehouse)!)).toBe(2);
    // Another card then pays.
    const paid = await acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment('spt_test_second_card') }, { shape: 'complete' });
    expect(paid.body.status).toBe('completed');
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it('3-D Secure: authentication_required with its metadata, requires_3ds without a result, completed with one', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 2 }, price: '120.00' });
    const email = `${unique('threeds')}@example.com`;
    const session = await readySession(product, email);
    const first = await acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment(SPT_3DS) }, { shape: 'complete' });
    expect(first.status).toBe(200);
    expectShape('CheckoutSession', first.body);
    expect(first.body.status).toBe('authentication_required');
    expect(first.body.authentication_metadata).toMatchObject({ directory_server: 'visa' });
    expect(await ordersOf(email)).toEqual([]);

    const without = await acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment(SPT_3DS) }, { shape: 'complete' });
    expect(without.status).toBe(400);
    expectShape('Error', without.body);
    expect(without.body).toMatchObject({ type: 'invalid_request', code: 'requires_3ds', param: '$.authentication_result' });

    const authenticated = {
      payment_data: payment(SPT_3DS),
      authentication_result: {
        outcome: 'authenticated',
        outcome_details: {
          three_ds_cryptogram: 'ABCDEFGHIJKLMNOPQRSTUVWX==',
          electronic_commerce_indicator: '05',
          transaction_id: 'dsTransId_1',
          version: '2.2.0',
        },
      },
    };
    const done = await acp('POST', `/checkout_sessions/${session.id}/complete`, authenticated, { shape: 'complete' });
    expect(done.status).toBe(200);
    expectShape('CheckoutSessionWithOrder', done.body);
    expect(done.body.status).toBe('completed');
    expect(await ordersOf(email)).toEqual([expect.objectContaining({ source: 'agent', status: 'paid' })]);
  });

  it("prices in another of the shop's currencies, in its minor units, the code in lower case", async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 2 }, price: '250.00' });
    const created = await acp('POST', '/checkout_sessions', { line_items: [item(product)], currency: 'USD', capabilities: {} }, { shape: 'create' });
    expect(created.status).toBe(201);
    expectShape('CheckoutSession', created.body);
    // 250 HKD at the shop's rate of 0.128.
    expect(created.body).toMatchObject({ currency: 'usd', line_items: [expect.objectContaining({ unit_amount: 3200 })] });
    expect(created.body.totals).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'total', amount: 3200 })]));
  });

  it("puts the order in the customer's account when the buyer's e-mail is a customer's", async () => {
    const shopper = await registerShopper(shop);
    const product = await sellable(shop, { stock: { [warehouse]: 1 }, price: '45.00' });
    const session = await readySession(product, shopper.email.toUpperCase());
    const completed = await acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment('spt_test_member') }, { shape: 'complete' });
    expect(completed.body.status).toBe('completed');
    const mine = await shop.rest('GET', '/api/order', undefined, shopper.token);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).toContain(completed.body.order.order_number);
  });

  it('cancels an open session (with an intent trace), and a canceled one answers 405', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 1 } });
    const session = await readySession(product);
    const body = { intent_trace: { reason_code: 'shipping_cost', trace_summary: 'Shipping costs too much.' } };
    const canceled = await acp('POST', `/checkout_sessions/${session.id}/cancel`, body, { shape: 'cancel' });
    expect(canceled.status).toBe(200);
    expectShape('CheckoutSession', canceled.body);
    expect(canceled.body.status).toBe('canceled');
    const again = await acp('POST', `/checkout_sessions/${session.id}/cancel`, body, { shape: 'cancel' });
    expect(again.status).toBe(405);
    expectShape('Error', again.body);
    const complete = await acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment('spt_test_late') }, { shape: 'complete' });
    expect(complete.status).toBe(400);
    expectShape('Error', complete.body);
  });

  it('sends order_create and order_update to the platform through the webhook outbox, signed with Merchant-Signature', async () => {
    const platform = await receiver();
    const secret = `acp_platform_${unique()}_secret`;
    try {
      const settings = await gql(
        'mutation($input: AgenticCheckoutSettingsInput!) { updateAgenticCheckoutSettings(input: $input) { enabled webhookSet webhookId } }',
        { input: { webhookUrl: platform.url, webhookSecret: secret } },
      );
      expect(settings.updateAgenticCheckoutSettings).toMatchObject({ enabled: true, webhookSet: true });
      expect(JSON.stringify(await gql('{ agenticCheckoutSettings { enabled webhookSet discoveryUrl apiBaseUrl } }'))).not.toContain(secret);

      const product = await sellable(shop, { stock: { [warehouse]: 2 }, price: '60.00' });
      const session = await readySession(product);
      const completed = await acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment('spt_test_events') }, { shape: 'complete' });
      expect(completed.body.status).toBe('completed');
      const orderId = Number(completed.body.order.id);
      await gql('mutation($id: Int!) { changeOrderStatus(id: $id, input: { status: shipped }) { id } }', { id: orderId });

      const ours = () => platform.received.filter((r) => (r.json as any).data?.checkout_session_id === session.id);
      const events = await until(ours, (list) => list.length >= 2);
      expect(events.map((e) => (e.json as any).type)).toEqual(['order_create', 'order_update']);
      for (const event of events) {
        const body = event.json as any;
        expect(Object.keys(body).sort()).toEqual(['data', 'type']);
        expectShape('Order', body.data);
        expect(body.data).toMatchObject({ type: 'order', id: String(orderId), checkout_session_id: session.id });
        const signature = String(event.headers['merchant-signature']);
        expect(signature).toMatch(/^t=\d+,v1=[a-f0-9]{64}$/);
        const [, t, v1] = /^t=(\d+),v1=([a-f0-9]{64})$/.exec(signature)!;
        const { createHmac } = await import('node:crypto');
        expect(createHmac('sha256', secret).update(`${t}.${event.body}`).digest('hex')).toBe(v1);
        expect(event.headers['request-id']).toBeTruthy();
      }
      expect((events[0].json as any).data.status).toBe('confirmed');
      expect((await acp('GET', `/checkout_sessions/${session.id}`)).body.order.status).toBe('shipped');
      expect((events[1].json as any).data).toMatchObject({
        status: 'shipped',
        line_items: [expect.objectContaining({ quantity: { ordered: 1, current: 1, fulfilled: 1 } })],
      });
    } finally {
      await gql('mutation { updateAgenticCheckoutSettings(input: { webhookUrl: "" }) { webhookSet } }');
      await platform.close();
    }
  });

  it('10 agents and 10 web checkouts race for the last 3 units: exactly 3 sold, stock 0, no 5xx', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 3 }, price: '40.00' });
    const sessions = await Promise.all(Array.from({ length: 10 }, () => readySession(product)));
    const carts = await Promise.all(
      Array.from({ length: 10 }, async () => (await shop.rest('POST', '/api/cart/item', { stock_id: product.stockId, quantity: 1 })).body.cart_id as string),
    );
    const agents = sessions.map((session) =>
      acp('POST', `/checkout_sessions/${session.id}/complete`, { payment_data: payment(`spt_test_race_${session.id}`) }, { shape: 'complete' }),
    );
    const web = carts.map((cartId) =>
      shop.rest('POST', '/api/checkout', {
        cart_id: cartId,
        email: `${unique('web')}@example.com`,
        shipping_method_id: shipping,
        payment_method_id: cod,
        shipping_address: anAddress(),
      }),
    );
    const [agentAnswers, webAnswers] = await Promise.all([Promise.all(agents), Promise.all(web)]);
    for (const answer of [...agentAnswers, ...webAnswers]) expect(answer.status).toBeLessThan(500);
    for (const answer of agentAnswers) expectShape(answer.body.status === 'completed' ? 'CheckoutSessionWithOrder' : 'CheckoutSession', answer.body);
    const agentSold = agentAnswers.filter((a) => a.body.status === 'completed').length;
    const webSold = webAnswers.filter((a) => a.status === 201).length;
    expect(agentSold + webSold).toBe(3);
    expect(await inventoryQuantity(shop, product.inventories.get(warehouse)!)).toBe(0);
    const [{ n }] = await shop.em.execute<{ n: string }[]>('select count(*) as n from order_line where stock_id = ?', [product.stockId]);
    expect(Number(n)).toBe(3);
    // The agents that lost were told why, and charged nothing.
    for (const answer of agentAnswers.filter((a) => a.body.status !== 'completed')) {
      expect(answer.body.messages).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'error' })]));
    }
    const charged = [...standIn.intents.values()].filter((i) => sessions.some((s) => s.id === i.metadata.checkout_session_id) && i.status === 'succeeded');
    expect(charged).toHaveLength(agentSold);
  });
});

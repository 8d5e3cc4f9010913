import { randomUUID } from 'node:crypto';
import { TestShop } from '../support/shop.js';
import { sellable } from './order-fixtures.js';
import { makeStore, openRegister, returnUnits, sell } from './pos-fixtures.js';
import { receiver, until, verify } from './webhook-fixtures.js';

/** Issue 23 section 3 for the point of sale (issue 18): a counter sale is an order, plus the counter's own events. */
describe('webhooks of the point of sale', () => {
  let shop: TestShop;
  let token: string;

  beforeAll(async () => {
    shop = await TestShop.start({ WEBHOOK_ALLOW_LOOPBACK: '1', WEBHOOK_RETRY_BASE_MS: '100', JOB_POLL_MS: '50', JOB_WORKERS: '10' });
    token = await shop.adminToken();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('a sale sends order.created, order.paid and pos.sale.created once (a retry of its client id sends nothing); a return sends pos.return.created', async () => {
    const hook = await receiver();
    const events = ['order.created', 'order.paid', 'pos.sale.created', 'pos.return.created'];
    const made = await shop.gql('mutation($input: WebhookInput!) { createWebhook(input: $input) { id secret } }', { input: { url: hook.url, events } }, token);
    expect(made.errors).toBeUndefined();
    const { id, secret } = made.data!.createWebhook;
    try {
      const store = await makeStore(shop, token);
      await openRegister(shop, token, store);
      const item = await sellable(shop, { stock: { [store.warehouseId]: 5 }, price: '80.00' });
      const body = {
        client_id: randomUUID(),
        lines: [{ stock_id: item.stockId, quantity: 2 }],
        payments: [{ method: 'card', amount: '160', reference: 'T-1' }],
      };
      const sale = await sell(shop, token, store, body);
      expect(sale.status).toBe(200);
      expect((await sell(shop, token, store, body)).body.id).toBe(sale.body.id);
      const back = await returnUnits(shop, token, sale.body);
      expect(back.status).toBe(200);

      const mine = await until(
        () => hook.received.filter((r) => r.json.data.id === sale.body.id),
        (list) => list.length >= 4,
      );
      // Give a duplicate time to arrive, had the retry queued one.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const of = (event: string) => hook.received.filter((r) => r.json.data.id === sale.body.id && r.json.event === event);
      expect(mine.every((r) => verify(secret, r))).toBe(true);
      expect(events.map((event) => of(event).length)).toEqual([1, 1, 1, 1]);
      expect(of('order.created')[0].json.data).toMatchObject({ source: 'pos', grand_total: '160.00' });
      expect(of('order.paid')[0].json.data).toMatchObject({ status: 'completed', source: 'pos' });
      // The sale as GET /api/admin/pos/sale/{id} answers it.
      const receipt = await shop.rest('GET', `/api/admin/pos/sale/${sale.body.id}`, undefined, token);
      expect(of('pos.sale.created')[0].json.data).toMatchObject({
        receipt_number: sale.body.receipt_number,
        store_id: store.id,
        register_id: store.registerId,
        payments: [{ method: 'card', amount: '160.00', reference: 'T-1' }],
      });
      expect(of('pos.return.created')[0].json.data).toMatchObject({
        ...receipt.body,
        created_at: expect.any(String),
        return: {
          refund_amount: '80.00',
          refund_method: 'card',
          refunds: [{ method: 'card', amount: '80.00' }],
          lines: [{ order_line_id: sale.body.lines[0].id, quantity: 1, amount: '80.00' }],
        },
      });
    } finally {
      await shop.gql('mutation($id: Int!) { deleteWebhook(id: $id) }', { id }, token);
      await hook.close();
    }
  });
});

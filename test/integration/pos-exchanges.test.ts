import { randomUUID } from 'node:crypto';
import { TestShop } from '../support/shop.js';
import { inventoryQuantity, sellable, type Sellable } from './order-fixtures.js';
import { makeStore, openRegister, returnUnits, sell, type TestStore } from './pos-fixtures.js';

/**
 * Exchanges at the counter (issue 18): lines of an earlier receipt come back in a new sale, and what they
 * were paid pays for it; the difference is paid, or paid back the way the earlier sale was paid.
 */
let shop: TestShop;
let token: string;
let store: TestStore;
let session: Record<string, any>;

beforeAll(async () => {
  shop = await TestShop.start();
  token = await shop.adminToken();
  store = await makeStore(shop, token);
  session = await openRegister(shop, token, store, '100.00');
});
afterAll(() => shop.close());

/** A sale of one unit of `item`, paid by card. */
async function soldByCard(item: Sellable, amount: string) {
  const sale = await sell(shop, token, store, { lines: [{ stock_id: item.stockId, quantity: 1 }], payments: [{ method: 'card', amount, reference: 'T-9' }] });
  expect(sale.status).toBe(200);
  return sale.body;
}

const exchangeOf = (sale: { id: number; lines: { id: number }[] }, extra: Record<string, unknown> = {}) => ({
  order_id: sale.id,
  lines: [{ order_item_id: sale.lines[0].id, quantity: 1 }],
  ...extra,
});

/** The live price of a ticket of one unit of `item` exchanged for the first line of `sale`. */
async function quoteOf(item: Sellable, sale: { id: number; lines: { id: number }[] } | null) {
  const exchange = sale && { orderId: sale.id, lines: [{ orderItemId: sale.lines[0].id, quantity: 1 }] };
  const input = { storeId: store.id, registerId: store.registerId, lines: [{ stockId: item.stockId, quantity: 1 }], exchange };
  const answer = await shop.gql(
    'query($input: PosTicketInput!) { posQuote(input: $input) { chargedTotal exchangeCredit exchangeRefund toPay } }',
    { input },
    token,
  );
  return answer.data!.posQuote;
}

const stockAt = (item: Sellable) => inventoryQuantity(shop, item.inventories.get(store.warehouseId)!);

describe('exchanges at the counter', () => {
  it('takes a line back and sells a dearer item: the credit pays first, the difference in cash; stock, drawer and ledger add up', async () => {
    const shirt = await sellable(shop, { stock: { [store.warehouseId]: 3 }, price: '30.00' });
    const jacket = await sellable(shop, { stock: { [store.warehouseId]: 3 }, price: '50.00' });
    const first = await soldByCard(shirt, '30.00');
    const ticket = { lines: [{ stock_id: jacket.stockId, quantity: 1 }], exchange: exchangeOf(first) };
    expect(await quoteOf(jacket, first)).toEqual({ chargedTotal: '50.00', exchangeCredit: '30.00', exchangeRefund: '0.00', toPay: '20.00' });
    // The selling screen sends `exchange: null` for a plain ticket.
    expect(await quoteOf(jacket, null)).toEqual({ chargedTotal: '50.00', exchangeCredit: '0.00', exchangeRefund: '0.00', toPay: '50.00' });

    // 20.00 due: a cash note of 50 gives 30.00 change.
    const sale = await sell(shop, token, store, { ...ticket, payments: [{ method: 'cash', amount: '50' }] });
    expect(sale.status).toBe(200);
    expect(sale.body.change).toBe('30.00');
    expect(sale.body.payments).toEqual([
      { method: 'exchange', amount: '30.00', currency: 'HKD', currency_amount: '30.00', reference: first.receipt_number },
      { method: 'cash', amount: '20.00', currency: 'HKD', currency_amount: '20.00', reference: '' },
    ]);
    const earlier = await shop.rest('GET', `/api/admin/pos/sale/${first.id}`, undefined, token);
    expect(earlier.body.lines[0].returned).toBe(1);
    expect(earlier.body.payments.at(-1)).toEqual({
      method: 'exchange',
      amount: '-30.00',
      currency: 'HKD',
      currency_amount: '-30.00',
      reference: sale.body.receipt_number,
    });
    expect(await stockAt(shirt)).toBe(3);
    expect(await stockAt(jacket)).toBe(2);
    const [history] = (await shop.rest('GET', `/api/admin/inventory/${shirt.inventories.get(store.warehouseId)}/histories`, undefined, token)).body;
    expect(history).toMatchObject({ type: 'pos_return', quantity: 1, remark: `Exchange ${first.receipt_number} > ${sale.body.receipt_number}` });

    // The credit goes in and out of the session: the drawer holds the float and the 20.00 of cash.
    const report = await shop.rest('GET', `/api/admin/store/${store.id}/session/${session.id}/report`, undefined, token);
    expect(report.body.by_method).toEqual(expect.arrayContaining([{ method: 'exchange', amount: '0.00' }]));
    const cash = report.body.by_method.find((m: { method: string }) => m.method === 'cash');
    expect(report.body.expected_cash).toBe((100 + Number(cash.amount)).toFixed(2));
    const ledger = await shop.em.execute<{ order_id: number; kind: string; net: string }[]>(
      `select order_id, kind, net::text from sales_ledger where order_id in (?, ?) order by id`,
      [first.id, sale.body.id],
    );
    expect(ledger).toEqual([
      { order_id: first.id, kind: 'pos_sale', net: '30.00' },
      { order_id: first.id, kind: 'pos_return', net: '-30.00' },
      { order_id: sale.body.id, kind: 'pos_sale', net: '50.00' },
    ]);
    const [line] = await shop.em.execute<{ refund_method: string }[]>('select refund_method from pos_return_line where order_id = ?', [first.id]);
    expect(line.refund_method).toBe('exchange');
  });

  it('sells a cheaper item with no payment: the rest of the credit goes back the way the earlier sale was paid', async () => {
    const shirt = await sellable(shop, { stock: { [store.warehouseId]: 3 }, price: '30.00' });
    const socks = await sellable(shop, { stock: { [store.warehouseId]: 3 }, price: '10.00' });
    const first = await soldByCard(shirt, '30.00');
    const ticket = { lines: [{ stock_id: socks.stockId, quantity: 1 }], exchange: exchangeOf(first) };
    expect(await quoteOf(socks, first)).toEqual({ chargedTotal: '10.00', exchangeCredit: '30.00', exchangeRefund: '20.00', toPay: '0.00' });
    // A payment over nothing due is refused (only cash gives change).
    const over = await sell(shop, token, store, { ...ticket, payments: [{ method: 'card', amount: '5' }] });
    expect(over.body.errors).toEqual({ payments: ['Please check your input.'] });
    const sale = await sell(shop, token, store, { ...ticket, payments: null });
    expect(sale.status).toBe(200);
    expect(sale.body.payments).toEqual([{ method: 'exchange', amount: '10.00', currency: 'HKD', currency_amount: '10.00', reference: first.receipt_number }]);
    const earlier = await shop.rest('GET', `/api/admin/pos/sale/${first.id}`, undefined, token);
    expect(earlier.body.payments.slice(1)).toEqual([
      expect.objectContaining({ method: 'exchange', amount: '-10.00', reference: sale.body.receipt_number }),
      expect.objectContaining({ method: 'card', amount: '-20.00' }),
    ]);
    // Or all of the rest in cash, when the cashier says so.
    const again = await soldByCard(shirt, '30.00');
    const cash = await sell(shop, token, store, { ...ticket, exchange: exchangeOf(again, { refund_method: 'cash' }) });
    expect((await shop.rest('GET', `/api/admin/pos/sale/${again.id}`, undefined, token)).body.payments.at(-1)).toMatchObject({
      method: 'cash',
      amount: '-20.00',
    });
    // A unit bought with exchange credit and returned comes back in cash: the credit is never paid out as such.
    expect((await returnUnits(shop, token, cash.body, { refundMethod: 'exchange' })).body.errors).toEqual({
      refund_method: ['This payment method is not available.'],
    });
    const back = await returnUnits(shop, token, cash.body);
    expect(back.body.payments.at(-1)).toMatchObject({ method: 'cash', amount: '-10.00' });
  });

  it('credits a sale made in US dollars at what it took in the base currency; the earlier sale gives back exactly its dollars', async () => {
    const currencies = (await shop.rest('GET', '/api/admin/pos/currencies', undefined, token)).body as { identifier: string; rate: string }[];
    const rate = Number(currencies.find((c) => c.identifier === 'USD')!.rate);
    const vase = await sellable(shop, { stock: { [store.warehouseId]: 3 }, price: '250.00' });
    const lamp = await sellable(shop, { stock: { [store.warehouseId]: 3 }, price: '300.00' });
    const charged = (Math.round(250 * rate * 100) / 100).toFixed(2);
    const first = await sell(shop, token, store, {
      lines: [{ stock_id: vase.stockId, quantity: 1 }],
      currency: 'USD',
      payments: [{ method: 'card', amount: charged, reference: 'T-7' }],
    });
    expect(first.body.charged_total).toBe(charged);
    const sale = await sell(shop, token, store, {
      lines: [{ stock_id: lamp.stockId, quantity: 1 }],
      exchange: exchangeOf(first.body),
      payments: [{ method: 'cash', amount: '50' }],
    });
    expect(sale.status).toBe(200);
    expect(sale.body.payments[0]).toEqual({
      method: 'exchange',
      amount: '250.00',
      currency: 'HKD',
      currency_amount: '250.00',
      reference: first.body.receipt_number,
    });
    const earlier = await shop.rest('GET', `/api/admin/pos/sale/${first.body.id}`, undefined, token);
    expect(earlier.body.payments.at(-1)).toEqual({
      method: 'exchange',
      amount: '-250.00',
      currency: 'USD',
      currency_amount: `-${charged}`,
      reference: sale.body.receipt_number,
    });
  });

  it('refuses a wrong exchange with every error at once and writes nothing', async () => {
    const shirt = await sellable(shop, { stock: { [store.warehouseId]: 3 }, price: '30.00' });
    const first = await soldByCard(shirt, '30.00');
    const other = await makeStore(shop, token);
    const ticket = {
      lines: [{ stock_id: shirt.stockId, quantity: 1 }],
      currency: 'USD',
      exchange: { order_id: first.id, lines: [{ order_item_id: first.lines[0].id, quantity: 2 }] },
    };
    const refused = await sell(shop, token, store, ticket);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'exchange.lines.0.quantity': ['The quantity can not be more than what is left to return.'],
      currency: ["An exchange is paid in the shop's base currency."],
    });
    await openRegister(shop, token, other);
    const elsewhere = await sell(shop, token, other, { ...ticket, currency: null, exchange: exchangeOf(first) });
    expect(elsewhere.body.errors).toEqual({ 'exchange.order_id': ['This receipt is from another store.'] });
    const unknown = await sell(shop, token, store, { ...ticket, currency: null, exchange: { order_id: 999999, lines: [{ order_item_id: 1, quantity: 1 }] } });
    expect(unknown.body.errors).toEqual({ 'exchange.order_id': ['Please check your input.'] });
    expect((await shop.rest('GET', `/api/admin/pos/sale/${first.id}`, undefined, token)).body.lines[0].returned).toBe(0);
    expect(await stockAt(shirt)).toBe(2);
  });

  it('makes one exchange of a sale sent several times at once', async () => {
    const shirt = await sellable(shop, { stock: { [store.warehouseId]: 3 }, price: '30.00' });
    const jacket = await sellable(shop, { stock: { [store.warehouseId]: 3 }, price: '50.00' });
    const first = await soldByCard(shirt, '30.00');
    const body = {
      client_id: randomUUID(),
      lines: [{ stock_id: jacket.stockId, quantity: 1 }],
      exchange: exchangeOf(first),
      payments: [{ method: 'cash', amount: '20' }],
    };
    // Four at once: the others wait for the first on the register's receipt sequence, or price the ticket
    // after it has taken the lines back; each answers the first sale.
    const all = await Promise.all([1, 2, 3, 4].map(() => sell(shop, token, store, body)));
    expect(all.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(all.map((a) => a.body.id)).size).toBe(1);
    expect(await stockAt(jacket)).toBe(2);
    expect(await stockAt(shirt)).toBe(3);
    const earlier = await shop.rest('GET', `/api/admin/pos/sale/${first.id}`, undefined, token);
    expect(earlier.body.payments.filter((p: { method: string }) => p.method === 'exchange')).toHaveLength(1);
  });

  it('quotes the credit of the lines coming back before anything new is on the ticket, but sells nothing without new lines', async () => {
    const shirt = await sellable(shop, { stock: { [store.warehouseId]: 3 }, price: '30.00' });
    const first = await soldByCard(shirt, '30.00');
    const exchange = { orderId: first.id, lines: [{ orderItemId: first.lines[0].id, quantity: 1 }] };
    const quote = (input: Record<string, unknown>) =>
      shop.gql('query($input: PosTicketInput!) { posQuote(input: $input) { grandTotal exchangeCredit exchangeRefund toPay } }', { input }, token);
    const base = { storeId: store.id, registerId: store.registerId };
    const alone = await quote({ ...base, lines: [], exchange });
    expect(alone.data!.posQuote).toEqual({ grandTotal: '0.00', exchangeCredit: '30.00', exchangeRefund: '30.00', toPay: '0.00' });
    expect((await quote({ ...base, exchange })).data!.posQuote.exchangeCredit).toBe('30.00');
    // Neither new lines nor an exchange: nothing to quote.
    const empty = await quote({ ...base, lines: [], exchange: null });
    expect(empty.errors?.[0].extensions?.errors).toEqual({ lines: 'This field is required.' });
    // A sale is of new items: lines back alone are a return (the receipt's return), not a sale.
    const sale = await sell(shop, token, store, { lines: [], exchange: exchangeOf(first), payments: null });
    expect(sale.status).toBe(422);
    expect(sale.body.errors).toEqual({ lines: ['This field is required.'] });
    expect(await stockAt(shirt)).toBe(2);
    const earlier = await shop.rest('GET', `/api/admin/pos/sale/${first.id}`, undefined, token);
    expect(earlier.body.lines[0].returned).toBe(0);
  });
});

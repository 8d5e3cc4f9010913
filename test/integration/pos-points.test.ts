import { unitOfWork } from '../../server/common/transaction.js';
import { creditPoints } from '../../server/modules/points/points-ledger.js';
import { addDays } from '../../core/shop-time.js';
import { TestShop } from '../support/shop.js';
import { registerShopper, type Shopper } from './customer-fixtures.js';
import { inventoryQuantity, sellable } from './order-fixtures.js';
import { makeStore, openRegister, returnUnits, sell, type TestStore } from './pos-fixtures.js';
import { createPromotion, onlyFor } from './promotion-fixtures.js';
import { shopToday } from '../../server/modules/settings/index.js';

const NOT_ENOUGH = 'You do not have enough reward points.';

let shop: TestShop;
let token: string;
let store: TestStore;

beforeAll(async () => {
  shop = await TestShop.start();
  token = await shop.adminToken();
  store = await makeStore(shop, token);
  await openRegister(shop, token, store);
});
afterAll(() => shop.close());

async function customerOf(shopper: Shopper): Promise<number> {
  const [row] = await shop.em.execute<{ id: number }[]>('select id from customer where email = ?', [shopper.email]);
  return row.id;
}

/** A signed-up customer holding `points` (a staff adjustment with the default expiry). */
async function customerWith(points: number): Promise<{ shopper: Shopper; id: number }> {
  const shopper = await registerShopper(shop);
  const id = await customerOf(shopper);
  if (points) expect((await shop.rest('POST', `/api/admin/user/${id}/points`, { points, remark: 'Welcome' }, token)).status).toBe(200);
  return { shopper, id };
}

async function account(shopper: Shopper) {
  const answer = await shop.rest('GET', '/api/account/points', undefined, shopper.token);
  const history = answer.body.history as { type: string; points: number; used_points: number }[];
  // The history always sums to the balance.
  expect(history.reduce((sum, row) => sum + row.points, 0)).toBe(answer.body.balance);
  return { balance: answer.body.balance as number, history };
}

const item = (price: string, units = 10) => sellable(shop, { stock: { [store.warehouseId]: units }, price });

const quote = async (input: Record<string, unknown>) =>
  shop.gql(
    `query($input: PosTicketInput!) { posQuote(input: $input) {
       subtotal discountTotal manualDiscount pointsUsed pointsDiscount availablePoints grandTotal currency currencyRate chargedTotal } }`,
    { input: { storeId: store.id, registerId: store.registerId, ...input } },
    token,
  );

describe('reward points at the counter (issues 18, 14)', () => {
  it('redeems the customer’s points through the pipeline, shows them on the ticket and the receipt, and the sale earns on what was paid', async () => {
    const { shopper, id } = await customerWith(5000);
    const shirt = await item('100.00');
    const ticket = { customerId: id, lines: [{ stockId: shirt.stockId, quantity: 1 }], points: 5000 };
    // At most 50% of the goods (settings), 10 points a dollar: 500 points buy 50.00 of a 100.00 ticket.
    expect((await quote(ticket)).data!.posQuote).toMatchObject({ pointsUsed: 500, pointsDiscount: '50.00', availablePoints: 5000, grandTotal: '50.00' });

    const sale = await sell(shop, token, store, {
      customer_id: id,
      lines: [{ stock_id: shirt.stockId, quantity: 1 }],
      points: 5000,
      payments: [{ method: 'cash', amount: '50' }],
    });
    expect(sale.status).toBe(200);
    expect(sale.body).toMatchObject({ status: 'completed', points_used: 500, points_discount: '50.00', grand_total: '50.00', change: '0.00' });
    const receipt = await shop.rest('GET', `/api/admin/pos/sale/${sale.body.id}`, undefined, token);
    expect(receipt.body).toMatchObject({ points_used: 500, points_discount: '50.00' });
    // Spent with the sale, and earned on the 50.00 paid in money (completed at the counter: usable at once).
    const after = await account(shopper);
    expect(after.balance).toBe(5000 - 500 + 50);
    expect(after.history.map((h) => [h.type, h.points])).toEqual(
      expect.arrayContaining([
        ['redeemed', -500],
        ['earned', 50],
      ]),
    );
    const order = await shop.rest('GET', `/api/admin/order/${sale.body.id}`, undefined, token);
    expect(order.body).toMatchObject({ points_used: 500, points_discount: '50.00', source: 'pos' });
  });

  it('credits a promotion’s bonus points with the sale, as a web order does', async () => {
    const { shopper, id } = await customerWith(0);
    const mug = await item('50.00');
    await createPromotion(shop, token, {
      conditions: [onlyFor(mug)],
      actions: [{ type: 'bonus_points', value: { points: 25, expiry_type: 'fixed_date', expiry_date: '2099-12-31' } }],
    });
    const sale = await sell(shop, token, store, {
      customer_id: id,
      lines: [{ stock_id: mug.stockId, quantity: 1 }],
      payments: [{ method: 'cash', amount: '50' }],
    });
    expect(sale.status).toBe(200);
    const after = await account(shopper);
    expect(after.balance).toBe(75);
    expect(after.history.map((h) => [h.type, h.points])).toEqual(
      expect.arrayContaining([
        ['bonus', 25],
        ['earned', 50],
      ]),
    );
  });

  it('takes manual discounts before points, so the points share is of what is left to pay', async () => {
    const { id } = await customerWith(5000);
    const shirt = await item('100.00');
    const answer = await quote({ customerId: id, lines: [{ stockId: shirt.stockId, quantity: 1 }], discount: '40.00', points: 5000 });
    expect(answer.data!.posQuote).toMatchObject({
      manualDiscount: '40.00',
      pointsUsed: 300,
      pointsDiscount: '30.00',
      discountTotal: '40.00',
      grandTotal: '30.00',
    });
  });

  it('refuses points with clear messages and writes nothing: a walk-in, more than the customer has, an expired batch, a negative number', async () => {
    const { id } = await customerWith(100);
    const shirt = await item('100.00', 3);
    const base = { lines: [{ stock_id: shirt.stockId, quantity: 1 }], payments: [{ method: 'cash', amount: '100' }] };
    const walkIn = await sell(shop, token, store, { ...base, points: 100 });
    expect(walkIn).toMatchObject({ status: 422, body: { errors: { points: ['Choose the customer whose reward points are used.'] } } });
    expect((await sell(shop, token, store, { ...base, customer_id: id, points: 101 })).body.errors).toEqual({ points: [NOT_ENOUGH] });
    expect((await sell(shop, token, store, { ...base, customer_id: id, points: -5 })).body.errors).toEqual({ points: ['Please check your input.'] });
    // A batch past its date is never spent, even before the expiry job has run.
    const today = await shopToday(shop.em);
    await unitOfWork(shop.em, (tx) => creditPoints(tx, { customerId: id, type: 'adjustment', remark: 'Old gift' }, 400, addDays(today, -1)));
    expect((await sell(shop, token, store, { ...base, customer_id: id, points: 300 })).body.errors).toEqual({ points: [NOT_ENOUGH] });
    expect(await inventoryQuantity(shop, shirt.inventories.get(store.warehouseId)!)).toBe(3);
    const [orders] = await shop.em.execute<{ n: number }[]>('select count(*)::int as n from order_line where stock_id = ?', [shirt.stockId]);
    expect(orders.n).toBe(0);
  });

  it('a return gives back the points used and takes back the points earned, in proportion to what it refunds', async () => {
    const { shopper, id } = await customerWith(1000);
    const shirt = await item('100.00');
    // 200.00 of goods, 1000 points = 100.00 (the 50% cap): 100.00 paid, 100 points earned.
    const sale = await sell(shop, token, store, {
      customer_id: id,
      lines: [{ stock_id: shirt.stockId, quantity: 2 }],
      points: 1000,
      payments: [{ method: 'cash', amount: '100' }],
    });
    expect(sale.body).toMatchObject({ points_used: 1000, grand_total: '100.00' });
    expect((await account(shopper)).balance).toBe(100);
    const refund = await returnUnits(shop, token, sale.body, { refundMethod: 'cash' });
    expect(refund.status).toBe(200);
    // Half the money back in cash, half the used points back, half the earned points taken.
    expect(refund.body.payments).toContainEqual(expect.objectContaining({ method: 'cash', amount: '-50.00' }));
    const after = await account(shopper);
    expect(after.balance).toBe(100 + 500 - 50);
    const rest = await returnUnits(shop, token, sale.body, { refundMethod: 'cash' });
    expect(rest.status).toBe(200);
    expect((await account(shopper)).balance).toBe(1000);
  });

  it('returning every unit in returns of their own gives back every point used and takes back every point earned, whatever each rounds', async () => {
    const { shopper, id } = await customerWith(1000);
    const shirt = await item('100.00');
    // 300.00 of goods, 1000 points = 100.00: 200.00 paid, 200 earned; each unit is a third of either.
    const sale = await sell(shop, token, store, {
      customer_id: id,
      lines: [{ stock_id: shirt.stockId, quantity: 3 }],
      points: 1000,
      payments: [{ method: 'cash', amount: '200' }],
    });
    expect(sale.body).toMatchObject({ points_used: 1000, grand_total: '200.00' });
    for (let i = 0; i < 3; i += 1) {
      const back = await returnUnits(shop, token, sale.body);
      expect(back.status).toBe(200);
    }
    expect((await account(shopper)).balance).toBe(1000);
  });

  it('rounds the points of partial returns on their running total, so that each return does not round up again', async () => {
    const { shopper, id } = await customerWith(50);
    const cap = await item('2.50', 4);
    // 10.00 of goods, 50 points = 5.00 (the 50% cap): 5.00 paid, 5 earned; a unit is a quarter of either.
    const sale = await sell(shop, token, store, {
      customer_id: id,
      lines: [{ stock_id: cap.stockId, quantity: 4 }],
      points: 50,
      payments: [{ method: 'cash', amount: '5' }],
    });
    expect(sale.body).toMatchObject({ points_used: 50, grand_total: '5.00' });
    expect((await account(shopper)).balance).toBe(5);
    // Three quarters back: 38 of the 50 used (not 3 x 13 = 39), 4 of the 5 earned (not 3 x 1 = 3).
    for (let i = 0; i < 3; i += 1) expect((await returnUnits(shop, token, sale.body)).status).toBe(200);
    expect((await account(shopper)).balance).toBe(5 + 38 - 4);
    expect((await returnUnits(shop, token, sale.body)).status).toBe(200);
    expect((await account(shopper)).balance).toBe(50);
  });
});

describe('the shop’s currencies at the counter (issue 18)', () => {
  it('lists the shop’s currencies, prices and takes payment in the chosen one at its rate; drawer and ledger stay in the base currency', async () => {
    const currencies = (await shop.rest('GET', '/api/admin/pos/currencies', undefined, token)).body as { identifier: string; rate: string }[];
    expect(currencies[0]).toMatchObject({ identifier: 'HKD', rate: '1' });
    const usd = currencies.find((c) => c.identifier === 'USD')!;
    expect(usd).toBeDefined();
    const own = await makeStore(shop, token);
    const session = await openRegister(shop, token, own);
    const shirt = await sellable(shop, { stock: { [own.warehouseId]: 5 }, price: '250.00' });
    const charged = (Math.round(250 * Number(usd.rate) * 100) / 100).toFixed(2);
    const ticket = { lines: [{ stock_id: shirt.stockId, quantity: 1 }], currency: 'USD' };
    // The payments are in dollars: a cent short of the dollar charge is refused.
    const under = await sell(shop, token, own, { ...ticket, payments: [{ method: 'cash', amount: (Number(charged) - 0.01).toFixed(2) }] });
    expect(under.body.errors).toEqual({ payments: ['The payments do not cover the total.'] });
    const tendered = (Math.ceil(Number(charged)) + 10).toFixed(2);
    const sale = await sell(shop, token, own, { ...ticket, payments: [{ method: 'cash', amount: tendered }] });
    expect(sale.status).toBe(200);
    expect(sale.body).toMatchObject({ currency: 'USD', currency_rate: expect.any(String), grand_total: '250.00', charged_total: charged });
    expect(sale.body.change).toBe((Number(tendered) - Number(charged)).toFixed(2));
    // What the drawer kept in dollars, and its base-currency share: the whole grand total.
    expect(sale.body.payments).toEqual([{ method: 'cash', amount: '250.00', currency: 'USD', currency_amount: charged, reference: '' }]);
    const report = await shop.rest('GET', `/api/admin/store/${own.id}/session/${session.id}/report`, undefined, token);
    expect(report.body.by_method).toEqual([{ method: 'cash', amount: '250.00' }]);
    expect(report.body.by_currency).toEqual([{ method: 'cash', currency: 'USD', amount: charged }]);
    const order = await shop.rest('GET', `/api/admin/order/${sale.body.id}`, undefined, token);
    expect(order.body).toMatchObject({ currency: 'USD', grand_total: '250.00', charged_total: charged });
    // A refund goes back in the sale's currency at the sale's rate.
    const refund = await returnUnits(shop, token, sale.body, { refundMethod: 'cash' });
    expect(refund.body.payments[1]).toEqual({ method: 'cash', amount: '-250.00', currency: 'USD', currency_amount: `-${charged}`, reference: '' });
  });

  it('pays back in returns of their own exactly the dollars a sale charged, never a cent more', async () => {
    const own = await makeStore(shop, token);
    await openRegister(shop, token, own);
    // 7.00 is 0.896 dollars (0.90), 14.00 is 1.792 (1.79): two refunds of 0.90 would give back 1.80.
    const [a, b] = [
      await sellable(shop, { stock: { [own.warehouseId]: 1 }, price: '7.00' }),
      await sellable(shop, { stock: { [own.warehouseId]: 1 }, price: '7.00' }),
    ];
    const sale = await sell(shop, token, own, {
      currency: 'USD',
      lines: [
        { stock_id: a.stockId, quantity: 1 },
        { stock_id: b.stockId, quantity: 1 },
      ],
      payments: [{ method: 'cash', amount: '5' }],
    });
    const charged = sale.body.charged_total as string;
    for (const line of sale.body.lines) {
      const back = await returnUnits(shop, token, sale.body, { line: line.id });
      expect(back.status).toBe(200);
    }
    const receipt = (await shop.rest('GET', `/api/admin/pos/sale/${sale.body.id}`, undefined, token)).body;
    const refunds = receipt.payments.filter((p: { amount: string }) => p.amount.startsWith('-'));
    const cents = (field: 'amount' | 'currency_amount') =>
      refunds.reduce((sum: number, p: Record<string, string>) => sum - Math.round(Number(p[field]) * 100), 0);
    expect([cents('amount'), cents('currency_amount')]).toEqual([1400, Math.round(Number(charged) * 100)]);
  });

  it('pays a dollar sale split over card and cash back the same way: the card the dollars it took, the drawer the rest', async () => {
    const own = await makeStore(shop, token);
    await openRegister(shop, token, own);
    const shirt = await sellable(shop, { stock: { [own.warehouseId]: 1 }, price: '250.00' });
    const usd = (await shop.rest('GET', '/api/admin/pos/currencies', undefined, token)).body.find((c: { identifier: string }) => c.identifier === 'USD');
    const charged = Math.round(250 * Number(usd.rate) * 100);
    const sale = await sell(shop, token, own, {
      currency: 'USD',
      lines: [{ stock_id: shirt.stockId, quantity: 1 }],
      payments: [
        { method: 'card', amount: '20.00', reference: 'T-9' },
        { method: 'cash', amount: ((charged - 2000 + 500) / 100).toFixed(2) },
      ],
    });
    expect(sale.status).toBe(200);
    const card = sale.body.payments.find((p: { method: string }) => p.method === 'card');
    const back = await returnUnits(shop, token, sale.body);
    expect(back.status).toBe(200);
    const refunds = back.body.payments.filter((p: { amount: string }) => p.amount.startsWith('-'));
    expect(refunds).toEqual([
      expect.objectContaining({ method: 'card', amount: `-${card.amount}`, currency_amount: '-20.00' }),
      expect.objectContaining({ method: 'cash', currency_amount: `-${((charged - 2000) / 100).toFixed(2)}` }),
    ]);
    const base = refunds.reduce((sum: number, p: { amount: string }) => sum - Math.round(Number(p.amount) * 100), 0);
    expect(base).toBe(25000);
  });

  it('refuses a currency the shop does not take, on `currency`', async () => {
    const shirt = await item('10.00', 1);
    const answer = await sell(shop, token, store, {
      lines: [{ stock_id: shirt.stockId, quantity: 1 }],
      currency: 'XYZ',
      payments: [{ method: 'cash', amount: '10' }],
    });
    expect(answer).toMatchObject({ status: 422, body: { errors: { currency: ['This currency is not accepted by the shop.'] } } });
  });
});

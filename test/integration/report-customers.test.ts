import ExcelJS from 'exceljs';
import { creditPoints, debitPoints, expirePoints, returnRedeemed } from '../../server/modules/points/points-ledger.js';
import type { RewardPointType } from '../../server/modules/points/reward-point.entity.js';
import { TestShop, unique } from '../support/shop.js';
import { registerShopper, type Shopper } from './customer-fixtures.js';
import { checkoutMethods, sellingWarehouse } from './order-fixtures.js';
import { cents, eventAt, money, placeOrder, privateYear, type PlacedOrder } from './report-fixtures.js';

let shop: TestShop;
let admin: string;
let methods: { shipping: number; cod: number; bank: number };
let warehouse: number;

beforeAll(async () => {
  shop = await TestShop.start();
  admin = await shop.adminToken();
  methods = await checkoutMethods(shop);
  warehouse = await sellingWarehouse(shop);
});
afterAll(() => shop.close());

const report = (query: Record<string, string>) => shop.rest('GET', `/api/admin/report/customers?${new URLSearchParams(query)}`, undefined, admin);
const customerIdOf = async (shopper: Shopper): Promise<number> =>
  Number((await shop.em.execute<{ id: number }[]>('select id from customer where email = ?', [shopper.email]))[0].id);
/** An order of the shopper, paid on `day` of a private year (the ledger's own writer, at that instant). */
async function paidOrder(shopper: Shopper, quantity: number, price: string, day: string): Promise<PlacedOrder> {
  const placed = await placeOrder(shop, { warehouse, shipping: methods.shipping, payment: methods.cod, quantity, price, token: shopper.token });
  await eventAt(shop, placed.id, { status: 'paid' }, `${day}T04:00:00Z`);
  return placed;
}

describe('customer report: by membership tier', () => {
  it("counts each tier's members, those who bought, their orders and net spend in the range, as the orders add up here", async () => {
    const year = privateYear();
    const tier = await shop.rest('POST', '/api/admin/membership', { name: unique('Report tier '), level: 900, period_months: 12, duration_months: 12 }, admin);
    expect(tier.status).toBe(201);
    const [ann, bob, cat] = [await registerShopper(shop), await registerShopper(shop), await registerShopper(shop)];
    const annOrders = [await paidOrder(ann, 2, '45.50', `${year}-06-03`), await paidOrder(ann, 1, '120.00', `${year}-06-20`)];
    const bobOrder = await paidOrder(bob, 3, '19.90', `${year}-06-11`);
    // Outside the range: counts nowhere.
    await paidOrder(bob, 1, '999.00', `${year}-07-01`);
    // Bob gets one unit back on the 15th: his net spend is lower by that unit.
    const [line] = await shop.em.execute<{ id: number }[]>('select id from order_line where order_id = ?', [bobOrder.id]);
    await eventAt(shop, bobOrder.id, { kind: 'line_refunded' }, `${year}-06-15T04:00:00Z`, [{ orderLineId: line.id, quantity: 1 }]);
    // Tiers are set after the sales (staff assignment), so no evaluation moves anyone meanwhile.
    for (const shopper of [ann, bob, cat]) {
      const set = await shop.rest('PUT', `/api/admin/user/${await customerIdOf(shopper)}/membership`, { tier_id: tier.body.id, remark: 'report test' }, admin);
      expect(set.status).toBe(200);
    }

    const answer = await report({ from: `${year}-06-01`, to: `${year}-06-30` });
    expect(answer.status).toBe(200);
    const row = answer.body.tiers.find((r: { tier_id: number | null }) => r.tier_id === tier.body.id);
    const goods = (o: PlacedOrder) => cents(o.subtotal) - cents(o.discountTotal);
    const expected = annOrders.reduce((t, o) => t + goods(o), 0) + goods(bobOrder) - cents('19.90');
    expect(row).toEqual({
      tier_id: tier.body.id,
      tier: tier.body.name,
      customers: 3,
      active_customers: 2,
      orders: 3,
      net_spend: money(expected),
    });
    // The customers without a tier (when there are any: a tier of threshold 0 takes every shopper) come last.
    const noTier = answer.body.tiers.findIndex((r: { tier_id: number | null }) => r.tier_id === null);
    expect([-1, answer.body.tiers.length - 1]).toContain(noTier);

    // The channel filter applies: none of these sales were at a counter.
    const counter = await report({ from: `${year}-06-01`, to: `${year}-06-30`, channel: 'pos' });
    expect(counter.body.tiers.find((r: { tier_id: number | null }) => r.tier_id === tier.body.id)).toMatchObject({
      customers: 3,
      orders: 0,
      net_spend: '0.00',
    });
  });
});

describe('customer report: reward points', () => {
  it('issued, spent, expired, taken back in the range and outstanding at its end, from the points ledger', async () => {
    // A year long past: reward_point rows of that time are this test's only (others are written now).
    const year = 1700 + Math.floor(Math.random() * 150);
    const day = (md: string) => `${year}-${md}`;
    const customerId = await customerIdOf(await registerShopper(shop));
    const orderId = 900_000_000 + Math.floor(Math.random() * 99_999_999);
    const entry = (type: RewardPointType) => ({ customerId, type, remark: `report test ${type}` });
    const moved: { type: RewardPointType; points: number; at: string }[] = [];
    /** Runs a ledger write, then dates the rows it wrote on `md` (test fixture: the writers date rows now). */
    const at = async (md: string, write: (tx: never) => Promise<unknown>) => {
      await shop.em.transactional((tx) => write(tx as never));
      const rows = await shop.em.execute<{ type: RewardPointType; points: number }[]>(
        `update reward_point set created_at = ? where customer_id = ? and created_at > '1900-01-01' returning type, points`,
        [`${day(md)}T04:00:00Z`, customerId],
      );
      moved.push(...rows.map((r) => ({ type: r.type, points: Number(r.points), at: day(md) })));
    };
    await at('02-10', (tx) => creditPoints(tx, entry('earned'), 100, day('02-28')));
    await at('03-02', (tx) => creditPoints(tx, entry('bonus'), 50, null));
    await at('03-03', (tx) => creditPoints(tx, entry('adjustment'), 20, null));
    await at('03-05', (tx) => expirePoints(tx, day('03-05'), customerId));
    await at('03-10', (tx) => debitPoints(tx, { ...entry('redeemed'), orderId }, 30, { today: day('03-10'), exact: true }));
    await at('03-12', (tx) => returnRedeemed(tx, customerId, orderId, 10, 'report test returned'));
    await at('03-15', (tx) => debitPoints(tx, entry('refunded'), 5, { today: day('03-15'), exact: true }));
    await at('03-20', (tx) => debitPoints(tx, entry('adjustment'), 8, { today: day('03-20'), exact: true }));
    await at('04-02', (tx) => creditPoints(tx, entry('earned'), 40, null));
    expect(moved.map((m) => m.type)).toEqual(['earned', 'bonus', 'adjustment', 'expired', 'redeemed', 'returned', 'refunded', 'adjustment', 'earned']);

    // What the figures must be, from the rows themselves.
    const inMarch = moved.filter((m) => m.at >= day('03-01') && m.at <= day('03-31'));
    const sum = (rows: typeof moved) => rows.reduce((t, m) => t + m.points, 0);
    const expected = {
      issued: sum(inMarch.filter((m) => ['earned', 'bonus', 'adjustment'].includes(m.type) && m.points > 0)),
      spent: -sum(inMarch.filter((m) => m.type === 'redeemed' || m.type === 'returned')),
      expired: -sum(inMarch.filter((m) => m.type === 'expired')),
      taken_back: -sum(inMarch.filter((m) => m.type === 'refunded' || (m.type === 'adjustment' && m.points < 0))),
      outstanding: sum(moved.filter((m) => m.at <= day('03-31'))),
    };
    expect(expected).toEqual({ issued: 70, spent: 20, expired: 100, taken_back: 13, outstanding: 37 });
    const march = await report({ from: day('03-01'), to: day('03-31') });
    expect(march.status).toBe(200);
    expect(march.body.points).toEqual(expected);
    // Before the range only the first batch was there: the balance moves by exactly the range's figures.
    const february = await report({ from: day('02-01'), to: day('02-28') });
    expect(february.body.points).toEqual({ issued: 100, spent: 0, expired: 0, taken_back: 0, outstanding: 100 });
    expect(february.body.points.outstanding + expected.issued - expected.spent - expected.expired - expected.taken_back).toBe(expected.outstanding);
  });
});

describe('customer report: lead source conversion', () => {
  it('follows the leads created in the range to a customer account and to a first sale', async () => {
    const year = privateYear();
    const buyer = await registerShopper(shop);
    const browser = await registerShopper(shop);
    await paidOrder(buyer, 1, '10.00', `${year}-08-09`);
    const lead = async (leadSource: string | null, customerId: number | null, created: string) => {
      const made = await shop.rest(
        'POST',
        '/api/admin/lead',
        { first_name: 'Lead', emails: [`${unique('conv')}@example.com`], lead_source: leadSource, customer_id: customerId },
        admin,
      );
      expect(made.status).toBe(201);
      await shop.em.execute('update lead set created_at = ? where id = ?', [`${created}T04:00:00Z`, made.body.id]);
    };
    await lead('campaign', await customerIdOf(buyer), `${year}-08-02`);
    await lead('campaign', await customerIdOf(browser), `${year}-08-03`);
    await lead('campaign', null, `${year}-08-04`);
    await lead('partner', null, `${year}-08-05`);
    await lead(null, null, `${year}-08-06`);
    // Created before the range: not in its cohort.
    await lead('partner', await customerIdOf(buyer), `${year}-07-31`);

    const answer = await report({ from: `${year}-08-01`, to: `${year}-08-31` });
    expect(answer.body.lead_sources).toEqual([
      { lead_source: 'campaign', leads: 3, customers: 2, first_orders: 1 },
      { lead_source: '', leads: 1, customers: 0, first_orders: 0 },
      { lead_source: 'partner', leads: 1, customers: 0, first_orders: 0 },
    ]);
  });
});

describe('customer report: export', () => {
  it('the .xlsx holds the tiers, the lead sources and the points as the screen shows them', async () => {
    const year = privateYear();
    const query = `from=${year}-09-01&to=${year}-09-30`;
    const response = await fetch(`${shop.url}/api/admin/report/customers/export?${query}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const screen = await report({ from: `${year}-09-01`, to: `${year}-09-30` });
    expect(book.getWorksheet('tiers')!.rowCount).toBe(1 + screen.body.tiers.length);
    const points = new Map<string, number>();
    book.getWorksheet('points')!.eachRow((row, n) => {
      if (n > 1) points.set(String(row.getCell(1).value), Number(row.getCell(2).value));
    });
    expect(Object.fromEntries(points)).toEqual(screen.body.points);
  });
});

import ExcelJS from 'exceljs';
import { snapshotDay } from '../../server/modules/report/inventory-snapshot.js';
import { TestShop } from '../support/shop.js';
import { registerShopper, type Shopper } from './customer-fixtures.js';
import { checkoutMethods, sellable, sellingWarehouse } from './order-fixtures.js';
import { adminWithout } from './product-fixtures.js';
import { cents, eventAt, money, placeOrder, privateYear, type PlacedOrder } from './report-fixtures.js';

let shop: TestShop;
let admin: string;
let methods: { shipping: number; cod: number; bank: number };
let warehouse: number;
let shopper: Shopper;

beforeAll(async () => {
  shop = await TestShop.start();
  admin = await shop.adminToken();
  methods = await checkoutMethods(shop);
  warehouse = await sellingWarehouse(shop);
  shopper = await registerShopper(shop);
});
afterAll(() => shop.close());

const order = (quantity: number, price: string, extra: { currency?: string; token?: string } = {}) =>
  placeOrder(shop, {
    warehouse,
    shipping: methods.shipping,
    payment: methods.cod,
    quantity,
    price,
    token: extra.token ?? shopper.token,
    currency: extra.currency,
  });
const move = (id: number, status: string, extra: Record<string, unknown> = {}) =>
  shop.rest('PUT', `/api/admin/order/${id}/status`, { status, ...extra }, admin);
const report = (name: string, query: Record<string, string | number | boolean>, token = admin) =>
  shop.rest(
    'GET',
    `/api/admin/report/${name}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    undefined,
    token,
  );
const ledgerOf = (orderId: number) =>
  shop.em.execute<{ kind: string; orders: number; gross: string; refund: string; net: string; shipping: string }[]>(
    'select kind, orders, gross, refund, net, shipping from sales_ledger where order_id = ? order by id',
    [orderId],
  );

describe('the sales ledger is written in the transaction of each money event', () => {
  it('writes placed, paid and refunded rows through the order screens, in the base currency', async () => {
    const placed = await order(2, '120.00');
    expect((await move(placed.id, 'paid')).status).toBe(200);
    expect((await move(placed.id, 'refunded', { restock: true })).status).toBe(200);
    const rows = await ledgerOf(placed.id);
    const goods = placed.subtotal;
    expect(rows.map((r) => [r.kind, Number(r.orders), r.gross, r.refund])).toEqual([
      ['placed', 1, goods, '0.00'],
      ['paid', 1, goods, '0.00'],
      ['refunded', 0, '0.00', goods],
    ]);
    expect(rows[2].shipping).toBe(money(-cents(placed.shippingFee)));
  });

  it('a canceled pending order writes a cancel line with no money; an illegal move writes nothing', async () => {
    const placed = await order(1, '80.00');
    expect((await move(placed.id, 'shipped')).status).toBe(409);
    expect((await move(placed.id, 'canceled')).status).toBe(200);
    expect((await ledgerOf(placed.id)).map((r) => [r.kind, Number(r.orders), r.net])).toEqual([
      ['placed', 1, money(cents(placed.subtotal))],
      ['canceled', 0, '0.00'],
    ]);
  });
});

describe('GET /api/admin/report/sales', () => {
  it('totals equal the sums of the orders computed here, by day, week and month, refunds on their own day', async () => {
    const year = privateYear();
    const orders: PlacedOrder[] = [];
    for (const [quantity, price] of [
      [1, '19.90'],
      [3, '250.00'],
      [2, '999.99'],
      [5, '12.34'],
    ] as const)
      orders.push(await order(quantity, price));
    const days = [`${year}-01-03`, `${year}-01-03`, `${year}-01-10`, `${year}-01-28`];
    for (const [i, o] of orders.entries()) {
      await eventAt(shop, o.id, { kind: 'placed' }, `${days[i]}T02:00:00Z`);
      await move(o.id, 'paid');
      await eventAt(shop, o.id, { status: 'paid' }, `${days[i]}T03:00:00Z`);
    }
    // The January order refunded in February lowers February, not January.
    await move(orders[1].id, 'refunded', { restock: false });
    await eventAt(shop, orders[1].id, { status: 'refunded' }, `${year}-02-05T04:00:00Z`);

    const sum = (pick: (o: PlacedOrder) => string) => orders.reduce((total, o) => total + cents(pick(o)), 0);
    const january = await report('sales', { from: `${year}-01-01`, to: `${year}-01-31` });
    expect(january.status).toBe(200);
    expect(january.body.summary).toMatchObject({
      orders: 4,
      placed_orders: 4,
      units: 11,
      gross_sales: money(sum((o) => o.subtotal)),
      shipping: money(sum((o) => o.shippingFee)),
      refunds: '0.00',
      net_sales: money(sum((o) => o.subtotal) - sum((o) => o.discountTotal)),
      total_sales: money(sum((o) => o.grandTotal)),
      average_order_value: money(Math.round((sum((o) => o.subtotal) - sum((o) => o.discountTotal)) / 4)),
    });
    expect(january.body.rows).toHaveLength(31);
    const day3 = january.body.rows.find((r: { period: string }) => r.period === `${year}-01-03`);
    expect(day3.gross_sales).toBe(money(cents(orders[0].subtotal) + cents(orders[1].subtotal)));
    expect(january.body.rows.reduce((t: number, r: { net_sales: string }) => t + cents(r.net_sales), 0)).toBe(cents(january.body.summary.net_sales));

    const february = await report('sales', { from: `${year}-02-01`, to: `${year}-02-28`, group: 'week', compare: true });
    expect(february.body.summary).toMatchObject({ orders: 0, refunds: orders[1].subtotal, net_sales: money(-cents(orders[1].subtotal)) });
    expect(february.body.summary.shipping).toBe(money(-cents(orders[1].shippingFee)));
    expect(february.body.rows[0].period <= `${year}-02-01`).toBe(true);
    // The previous 28 days (4 to 31 January) hold the orders of the 10th and the 28th.
    expect(february.body.previous.orders).toBe(2);

    const months = await report('sales', { from: `${year}-01-01`, to: `${year}-02-28`, group: 'month' });
    expect(months.body.rows.map((r: { period: string; orders: number }) => [r.period, r.orders])).toEqual([
      [`${year}-01-01`, 4],
      [`${year}-02-01`, 0],
    ]);
    expect(months.body.payment_methods).toEqual([expect.objectContaining({ payment_method: 'cash_on_delivery', orders: 4 })]);
  });

  it('an order paid at 00:30 in Hong Kong on 1 February (16:30 UTC on 31 January) counts in February', async () => {
    const year = privateYear();
    const placed = await order(1, '50.00');
    await move(placed.id, 'paid');
    await eventAt(shop, placed.id, { status: 'paid' }, `${year}-01-31T16:30:00Z`);
    const january = await report('sales', { from: `${year}-01-01`, to: `${year}-01-31` });
    const february = await report('sales', { from: `${year}-02-01`, to: `${year}-02-28` });
    expect(january.body.summary.orders).toBe(0);
    expect(february.body.summary).toMatchObject({ orders: 1, gross_sales: placed.subtotal });
    expect(february.body.rows[0]).toMatchObject({ period: `${year}-02-01`, orders: 1 });
  });

  it('a USD order counts at its own rate, in the base currency, whatever the rate is later', async () => {
    const year = privateYear();
    const placed = await order(2, '100.00', { currency: 'USD' });
    expect(placed.currency).toBe('USD');
    expect(placed.chargedTotal).not.toBe(placed.grandTotal);
    await move(placed.id, 'paid');
    await eventAt(shop, placed.id, { status: 'paid' }, `${year}-03-10T05:00:00Z`);
    const march = await report('sales', { from: `${year}-03-01`, to: `${year}-03-31` });
    expect(march.body.currency).toBe('HKD');
    expect(march.body.summary).toMatchObject({ orders: 1, gross_sales: '200.00', total_sales: placed.grandTotal });
  });

  it('canceled orders count nowhere but the cancel line', async () => {
    const year = privateYear();
    const pending = await order(1, '70.00');
    const paid = await order(2, '40.00');
    await eventAt(shop, pending.id, { kind: 'placed' }, `${year}-04-02T01:00:00Z`);
    await move(pending.id, 'canceled');
    await eventAt(shop, pending.id, { status: 'canceled' }, `${year}-04-03T01:00:00Z`);
    await move(paid.id, 'paid');
    await eventAt(shop, paid.id, { status: 'paid' }, `${year}-04-02T01:00:00Z`);
    await move(paid.id, 'canceled');
    await eventAt(shop, paid.id, { status: 'canceled' }, `${year}-04-02T09:00:00Z`);
    const april = await report('sales', { from: `${year}-04-01`, to: `${year}-04-30` });
    expect(april.body.summary).toMatchObject({
      orders: 0,
      units: 0,
      gross_sales: '0.00',
      net_sales: '0.00',
      shipping: '0.00',
      canceled_orders: 2,
      placed_orders: 1,
    });
  });

  it('days follow the setting timezone: an unknown zone is refused, New York moves an evening order to its own day', async () => {
    const bad = await shop.rest('PUT', '/api/admin/setting/basic', { timezone: 'Mars/Olympus_Mons' }, admin);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['timezone']);
    const year = privateYear();
    const placed = await order(1, '25.00');
    try {
      expect((await shop.rest('PUT', '/api/admin/setting/basic', { timezone: 'America/New_York' }, admin)).status).toBe(200);
      // 03:00 UTC on 1 February is 22:00 on 31 January in New York.
      await eventAt(shop, placed.id, { status: 'paid' }, `${year}-02-01T03:00:00Z`);
    } finally {
      await shop.rest('PUT', '/api/admin/setting/basic', { timezone: 'Asia/Hong_Kong' }, admin);
    }
    const january = await report('sales', { from: `${year}-01-31`, to: `${year}-01-31` });
    expect(january.body.summary.orders).toBe(1);
  });

  it('refuses bad ranges with every field at once, a lesser role (403) and a stranger (401)', async () => {
    const bad = await report('sales', { from: '2026-13-01', to: 'yesterday', channel: 'fax' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['channel', 'from', 'to']);
    const backwards = await report('sales', { from: '2026-02-01', to: '2026-01-01' });
    expect(backwards.body.errors.from).toEqual(['The start date must be on or before the end date.']);
    expect((await report('sales', { from: '2020-01-01', to: '2026-01-01' })).status).toBe(422);
    expect((await report('sales', {}, await adminWithout(shop, admin))).status).toBe(403);
    expect((await shop.rest('GET', '/api/admin/report/sales')).status).toBe(401);
    expect((await shop.rest('GET', '/api/admin/report/nothing/export', undefined, admin)).status).toBe(404);
  });

  it('costs the same statements for 10 days as for 366, by day', async () => {
    const read = (to: string) => () =>
      shop.gql(
        'query($f: ReportFilter) { salesReport(filter: $f) { summary { netSales } rows { period netSales } } }',
        { f: { from: '2025-01-01', to } },
        admin,
      );
    expect(await shop.statementsOf(read('2025-01-10'))).toBe(await shop.statementsOf(read('2025-12-31')));
  });

  it('exports the same figures as .xlsx', async () => {
    const year = privateYear();
    const placed = await order(3, '33.30');
    await move(placed.id, 'paid');
    await eventAt(shop, placed.id, { status: 'paid' }, `${year}-05-05T05:00:00Z`);
    const response = await fetch(`${shop.url}/api/admin/report/sales/export?from=${year}-05-01&to=${year}-05-31&group=week`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('sales report.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const summary = book.getWorksheet('summary')!;
    const values = new Map<string, ExcelJS.Cell>();
    summary.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2)));
    // An amount is a number (a spreadsheet adds it), in the currency's format: its mark, grouped digits (issue 46).
    expect(values.get('net_sales')!.value).toBe(Number(placed.subtotal));
    expect(values.get('net_sales')!.numFmt).toBe('"HK$"#,##0.00;-"HK$"#,##0.00');
    expect(values.get('orders')!.value).toBe('1');
    expect(values.get('currency')!.value).toBe('HKD');
    const screen = await report('sales', { from: `${year}-05-01`, to: `${year}-05-31`, group: 'week' });
    expect(book.getWorksheet('rows')!.rowCount).toBe(1 + screen.body.rows.length);
  });
});

describe('GET /api/admin/report/products and customers', () => {
  it('units, revenue and refunds per product from the orders’ own lines; top customers by net spend', async () => {
    const year = privateYear();
    const buyer = await registerShopper(shop);
    const a = await order(2, '30.00', { token: buyer.token });
    const b = await order(1, '500.00', { token: buyer.token });
    // Paid only on the private year's day (a payment today would make the buyer a returning customer there).
    for (const o of [a, b]) {
      await eventAt(shop, o.id, { status: 'paid' }, `${year}-06-01T05:00:00Z`);
    }
    const [line] = await shop.em.execute<{ id: number }[]>('select id from order_line where order_id = ?', [a.id]);
    await eventAt(shop, a.id, { kind: 'line_refunded' }, `${year}-06-02T05:00:00Z`, [{ orderLineId: line.id, quantity: 1 }]);
    const products = await report('products', { from: `${year}-06-01`, to: `${year}-06-30`, limit: 1 });
    expect(products.status).toBe(200);
    const rowOf = (productId: number) => products.body.rows.find((r: { product_id: number }) => r.product_id === productId);
    expect(rowOf(a.product.productId)).toMatchObject({ units_sold: 2, units_refunded: 1, revenue: '60.00', refunds: '30.00', net_revenue: '30.00' });
    expect(rowOf(b.product.productId)).toMatchObject({ units_sold: 1, net_revenue: '500.00' });
    expect(products.body.top.map((r: { product_id: number }) => r.product_id)).toEqual([b.product.productId]);
    expect(products.body.bottom.map((r: { product_id: number }) => r.product_id)).toEqual([a.product.productId]);
    expect(products.body.summary).toMatchObject({ units_sold: 3, net_revenue: '530.00' });

    const customers = await report('customers', { from: `${year}-06-01`, to: `${year}-06-30` });
    expect(customers.status).toBe(200);
    expect(customers.body.summary).toMatchObject({ new_customers: 1, returning_customers: 0 });
    expect(customers.body.top_customers[0]).toMatchObject({ email: buyer.email, orders: 2, net_spend: '530.00' });
  });
});

describe('GET /api/admin/report/inventories', () => {
  it('stock on a past date is the history replayed, from the snapshot or without one', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 10 } });
    const inventoryId = product.inventories.get(warehouse)!;
    const plus = await shop.rest('POST', '/api/admin/inventory/plus', { inventory_id: inventoryId, quantity: 5, remark: 'delivery' }, admin);
    expect(plus.status).toBe(200);
    await shop.rest('POST', '/api/admin/inventory/minus', { inventory_id: inventoryId, quantity: 3, remark: 'broken' }, admin);
    // The movements happened on days of the past: 10, 6 and 3 days ago (test fixture only).
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const history = await shop.em.execute<{ id: number; quantity: number }[]>('select id, quantity from inventory_history where inventory_id = ? order by id', [
      inventoryId,
    ]);
    expect(history.map((h) => Number(h.quantity))).toEqual([5, -3]);
    await shop.em.execute('update inventory set created_at = ? where id = ?', [daysAgo(20), inventoryId]);
    await shop.em.execute('update inventory_history set created_at = ? where id = ?', [daysAgo(10), history[0].id]);
    await shop.em.execute('update inventory_history set created_at = ? where id = ?', [daysAgo(3), history[1].id]);

    const replay = (at: Date) => 10 + history.filter((_, i) => [daysAgo(10), daysAgo(3)][i] <= at).reduce((t, h) => t + Number(h.quantity), 0);
    const dateOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(d);
    for (const n of [15, 7, 1]) {
      const to = dateOf(daysAgo(n));
      const answer = await report('inventories', { from: to, to, threshold: 0 });
      expect(answer.status).toBe(200);
      const row = answer.body.rows.find((r: { inventory_id: number }) => r.inventory_id === inventoryId);
      expect(row).toMatchObject({ on_hand: 12, quantity_at_date: replay(daysAgo(n)) });
    }
    // The night's snapshot agrees with the replay, and the report reads it.
    const day = dateOf(daysAgo(7));
    await shop.em.transactional((tx) => snapshotDay(tx as never, day, 'Asia/Hong_Kong'));
    const [snap] = await shop.em.execute<{ quantity: number; difference: number }[]>(
      'select quantity, difference from inventory_snapshot where inventory_id = ? and local_date = ?',
      [inventoryId, day],
    );
    expect(Number(snap.quantity)).toBe(15);
    const answer = await report('inventories', { from: day, to: day });
    expect(answer.body.rows.find((r: { inventory_id: number }) => r.inventory_id === inventoryId).quantity_at_date).toBe(15);
  });
});

import { TestShop, unique } from '../support/shop.js';
import { adminWithout, makeCatalogue, type Catalogue } from './product-fixtures.js';
import { cents, money } from './report-fixtures.js';

// The inventories report's summary (issue 46): the stock at the end of the range over every SKU of the
// shop, so each check compares the figures before and after this file's own products.

let shop: TestShop;
let token: string;
let cat: Catalogue;

beforeAll(async () => {
  shop = await TestShop.start();
  token = await shop.adminToken();
  cat = await makeCatalogue(shop);
});
afterAll(() => shop.close());

interface Summary {
  units_on_hand: number;
  value_at_cost: string;
  units_without_cost: number;
  value_at_price: string;
  low_stock_skus: number;
  out_of_stock_skus: number;
}

const THRESHOLD = 10;
const dateOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(d);

async function summaryOn(to: string): Promise<{ summary: Summary; rows: { quantity_at_date: number }[]; currency: string }> {
  const answer = await shop.rest('GET', `/api/admin/report/inventories?from=${to}&to=${to}&threshold=${THRESHOLD}`, undefined, token);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** What changed between two summaries, money in cents. */
const change = (before: Summary, after: Summary) => ({
  units: after.units_on_hand - before.units_on_hand,
  atCost: cents(after.value_at_cost) - cents(before.value_at_cost),
  withoutCost: after.units_without_cost - before.units_without_cost,
  atPrice: cents(after.value_at_price) - cents(before.value_at_price),
  low: after.low_stock_skus - before.low_stock_skus,
  out: after.out_of_stock_skus - before.out_of_stock_skus,
});

async function createProduct(stocks: Record<string, unknown>[]): Promise<{ id: number; stocks: { id: number; costPrice: string | null }[] }> {
  const answer = await shop.gql(
    'mutation($input: ProductInput!) { createProduct(input: $input) { id stocks { id costPrice } } }',
    { input: { sku: unique('INV-'), url: unique('inv-'), name: 'Stock count', stocks } },
    token,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.createProduct;
}

describe('GET /api/admin/report/inventories: summary', () => {
  it('adds up units, value at cost and at price, low and sold-out SKUs at the end of the range', async () => {
    const today = dateOf(new Date());
    const yesterday = dateOf(new Date(Date.now() - 86_400_000));
    const [before, beforeYesterday] = [await summaryOn(today), await summaryOn(yesterday)];
    expect(before.currency).toBe('HKD');
    // Four SKUs: 7 + 5 units at a cost of 45.50 (12 over two warehouses: not low), 4 without a cost (low),
    // none of the last (low and sold out).
    await createProduct([
      {
        price: '120',
        costPrice: '45.50',
        options: [cat.colour.red, cat.size.s],
        inventories: [
          { warehouseId: cat.warehouses.a, quantity: 7 },
          { warehouseId: cat.warehouses.b, quantity: 5 },
        ],
      },
      { price: '80', options: [cat.colour.red, cat.size.m], inventories: [{ warehouseId: cat.warehouses.a, quantity: 4 }] },
      { price: '99.90', costPrice: '30', options: [cat.colour.blue, cat.size.s], inventories: [{ warehouseId: cat.warehouses.a, quantity: 0 }] },
    ]);
    const after = await summaryOn(today);
    expect(change(before.summary, after.summary)).toEqual({
      units: 16,
      atCost: 12 * 4550,
      withoutCost: 4,
      atPrice: 12 * 12000 + 4 * 8000,
      low: 2,
      out: 1,
    });
    // The summary covers every SKU, the rows every inventory: the same units.
    expect(after.summary.units_on_hand).toBe(after.rows.reduce((total, row) => total + row.quantity_at_date, 0));
    // Yesterday's end: these SKUs were not made yet.
    expect((await summaryOn(yesterday)).summary).toEqual(beforeYesterday.summary);
  });

  it('answers the same through GraphQL, and a save without the cost price keeps it', async () => {
    const product = await createProduct([
      { price: '50', costPrice: '20.25', options: [cat.colour.blue, cat.size.m], inventories: [{ warehouseId: cat.warehouses.a, quantity: 3 }] },
    ]);
    const stock = product.stocks[0];
    expect(stock.costPrice).toBe('20.25');
    const updated = await shop.gql(
      'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { stocks { id costPrice price } } }',
      { id: product.id, input: { stocks: [{ id: stock.id, price: '55', options: [cat.colour.blue, cat.size.m] }] } },
      token,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateProduct.stocks).toEqual([{ id: stock.id, costPrice: '20.25', price: '55.00' }]);

    const today = dateOf(new Date());
    const graphql = await shop.gql(
      `query($filter: ReportFilter) { inventoryReport(filter: $filter) { currency
        summary { unitsOnHand valueAtCost unitsWithoutCost valueAtPrice lowStockSkus outOfStockSkus } } }`,
      { filter: { from: today, to: today, threshold: THRESHOLD } },
      token,
    );
    expect(graphql.errors).toBeUndefined();
    const rest = (await summaryOn(today)).summary;
    const summary = graphql.data!.inventoryReport.summary;
    expect(summary).toEqual({
      unitsOnHand: rest.units_on_hand,
      valueAtCost: rest.value_at_cost,
      unitsWithoutCost: rest.units_without_cost,
      valueAtPrice: rest.value_at_price,
      lowStockSkus: rest.low_stock_skus,
      outOfStockSkus: rest.out_of_stock_skus,
    });
    expect(money(cents(summary.valueAtCost))).toBe(summary.valueAtCost);
  });

  it('is refused to staff without the report permission', async () => {
    const answer = await shop.rest('GET', '/api/admin/report/inventories', undefined, await adminWithout(shop, token));
    expect(answer.status).toBe(403);
  });
});

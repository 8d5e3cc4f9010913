import { EXACT_TOTAL_LIMIT, listTotal } from '../../server/common/pagination.js';
import { TestShop, unique } from '../support/shop.js';

/**
 * Admin list totals: exact up to EXACT_TOTAL_LIMIT matches, the planner's estimate beyond (shown as
 * 'about N'), so that no page of a long list counts every match.
 */
describe('list totals', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start();
  });
  afterAll(() => shop.close());

  const series = (n: number) => ({ sql: 'select 1 from generate_series(1, ?::int) as g', params: [n] });

  it('counts exactly up to the limit, and estimates beyond it without counting every match', async () => {
    const em = shop.em as never;
    expect(await listTotal(em, series(2500))).toEqual({ totalItems: 2500, totalExact: true });
    expect(await listTotal(em, series(EXACT_TOTAL_LIMIT))).toEqual({ totalItems: EXACT_TOTAL_LIMIT, totalExact: true });
    // Counted to the limit, and the planner's estimate read by the same statement (pagination.sql.ts plannedRows).
    await shop.withoutJobs(async () => {
      shop.resetQueries();
      expect(await listTotal(em, series(250_000))).toEqual({ totalItems: 250_000, totalExact: false });
      expect(shop.queries).toHaveLength(1);
    });
  });

  it('estimates a list without values', async () => {
    expect(await listTotal(shop.em as never, { sql: 'select 1 from generate_series(1, 250000) as g', params: [] })).toEqual({
      totalItems: 250_000,
      totalExact: false,
    });
  });

  it('estimates a list whatever its values: numbers, flags, texts with quotes and %, null, and a ? that is no placeholder', async () => {
    const sql = `select 1 from generate_series(1, ?::int) as g where ? and 'a%''b' like ? and ?::text is null and '{"k": 1}'::jsonb \\? 'k'`;
    const total = await listTotal(shop.em as never, { sql, params: [250_000, true, "a%'b", null] });
    // A negative number written into the text (-1::text would be -(1::text)).
    expect(await listTotal(shop.em as never, { sql: 'select 1 from generate_series(?::int, 250000) as g', params: [-1] })).toMatchObject({ totalExact: false });
    expect(total.totalExact).toBe(false);
    expect(total.totalItems).toBeGreaterThan(EXACT_TOTAL_LIMIT);
  });

  it('answers total_exact on REST only for an estimate, and totalExact on GraphQL', async () => {
    const token = await shop.adminToken();
    const tag = unique('total');
    await shop.rest('POST', '/api/admin/brand', { title: tag, url: tag.toLowerCase().replace(/[^a-z0-9]+/g, '-') }, token);
    const rest = await shop.rest('GET', `/api/admin/brand?keyword=${tag}`, undefined, token);
    expect(rest.body).toEqual({ data: [expect.objectContaining({ title: tag })], total: 1, page: 1, per_page: 10 });
    const gql = await shop.gql(`query ($options: ListOptions) { brands(options: $options) { totalItems totalExact } }`, { options: { keyword: tag } }, token);
    expect(gql.data?.brands).toEqual({ totalItems: 1, totalExact: true });
  });
});

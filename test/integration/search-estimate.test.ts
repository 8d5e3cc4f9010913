import { TestShop, unique } from '../support/shop.js';

// Issue 46: a common word's estimated total (the planner's, through shop_planned_rows) is read once per
// keyword and shared by its other languages, pages and page sizes. The calls are counted by wrapping the
// function for this test only (its definition is put back after).

let shop: TestShop;
beforeAll(async () => {
  shop = await TestShop.start();
});
afterAll(() => shop.close());

describe('storefront search: the estimated total of a common word', () => {
  it('is planned once per keyword, the same total for every language and page size', async () => {
    const tag = unique('est').toLowerCase();
    await shop.em.execute(
      `insert into product (sku, url, name, description, meta_title, meta_description, images, search_text)
       select 'est-' || ? || '-' || n, 'est-' || ? || '-' || n, jsonb_build_object('en_us', 'Bowl ' || ?), '{}'::jsonb, '{}'::jsonb, '{}'::jsonb,
              '[]'::jsonb, 'bowl ' || ?
       from generate_series(1, 230) n order by n`,
      [tag, tag, tag, tag],
    );
    const [{ definition }] = await shop.em.execute<{ definition: string }[]>(
      "select pg_get_functiondef('shop_planned_rows(text, text[])'::regprocedure) as definition",
    );
    const calls = `planned_calls_${tag.replace(/[^a-z0-9]/g, '_')}`;
    await shop.em.execute(`create table ${calls} (query text)`);
    await shop.em.execute(
      `create or replace function shop_planned_rows(query text, variadic params text[]) returns bigint language plpgsql volatile as $$
         declare plan json;
         begin
           insert into ${calls} values (query);
           execute 'explain (format json) ' || format(query, variadic params) into plan;
           return round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric)::bigint;
         end $$`,
    );
    try {
      const search = async (body: Record<string, unknown>) => {
        const answer = await shop.rest('POST', '/api/product/search', { keyword: tag, ...body });
        expect(answer.status).toBe(200);
        expect(answer.body.total_exact).toBe(false);
        return answer.body.total as number;
      };
      const planned = async () =>
        (await shop.em.execute<{ n: number }[]>(`select count(*)::int as n from ${calls} where query like '%search_text like%'`))[0].n;
      const first = await search({ per_page: 10, language: 'en_us' });
      expect(await planned()).toBe(1);
      // Other pages of ids (none shared yet), the same keyword: the estimate is not planned again.
      expect(await search({ per_page: 11, language: 'zh_hk' })).toBe(first);
      expect(await search({ per_page: 12, page: 2 })).toBe(first);
      expect(await planned()).toBe(1);
      // Another keyword is planned for itself.
      await search({ keyword: `bowl ${tag}`, per_page: 13 });
      expect(await planned()).toBe(2);
    } finally {
      await shop.em.execute(definition);
      await shop.em.execute(`drop table ${calls}`);
    }
  });
});

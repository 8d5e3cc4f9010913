import { parse } from 'graphql';
import { queryCost } from '../../server/common/query-cost.js';
import { getSchema } from '../../server/schema.js';
import { TestShop, unique } from '../support/shop.js';
import { staffToken } from '../support/staff.js';
import { registerShopper } from './customer-fixtures.js';

let lastOctet = 0;
/** A client address of its own (the shop trusts one proxy, so X-Forwarded-For names the client). */
function clientAddress(): Record<string, string> {
  lastOctet += 1;
  return { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${lastOctet}` };
}

/** An operation of exactly `n` cost points: n aliased `__typename` fields. */
const costing = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`;

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: any; errors?: { message: string; extensions: Record<string, any> }[]; extensions?: Record<string, any> };
}

/** Issue 23, section 2: a query cost budget for every caller. */
describe('query cost budget', () => {
  let shop: TestShop;
  let token: string;

  async function post(query: string, headers: Record<string, string> = {}, variables: Record<string, unknown> = {}): Promise<Answer> {
    const response = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { connection: 'close', 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
  }

  beforeAll(async () => {
    shop = await TestShop.start({ TRUST_PROXY: '1', GRAPHQL_BUCKET_PUBLIC: '3000/10', GRAPHQL_BUCKET_STAFF: '20000/1000' });
    token = await shop.adminToken();
  });
  afterAll(async () => {
    await shop.close();
  });

  describe('the rules', () => {
    let cost: (query: string, variables?: Record<string, unknown>) => number | undefined;
    beforeAll(async () => {
      const schema = await getSchema();
      cost = (query, variables = {}) => queryCost(schema, parse(query), variables);
    });

    it('a field costs 1; a paginated field multiplies what it selects by its page size (its default when absent)', () => {
      expect(cost('{ publicBrands { id title } }')).toBe(3);
      // brands: 1 + 50 x (items 1 + id + title, totalItems 1)
      expect(cost('{ brands(options: { perPage: 50 }) { items { id title } totalItems } }')).toBe(1 + 50 * 4);
      expect(cost('query($o: ListOptions) { brands(options: $o) { items { id } } }', { o: { perPage: 100 } })).toBe(1 + 100 * 2);
      expect(cost('{ brands { items { id } } }')).toBe(1 + 10 * 2);
    });

    it('a mutation costs 10; search and keyword lists 10 more', () => {
      expect(cost('mutation { deleteBrand(id: 1) }')).toBe(10);
      expect(cost('{ searchProducts(input: { keyword: "shirt" }) { totalItems } }')).toBe(1 + 24 * 1 + 10);
      expect(cost('{ brands(options: { keyword: "nike" }) { totalItems } }')).toBe(1 + 10 * 1 + 10);
    });

    it('one parsed document costs what its variables ask each time (remembered by page sizes and whether a keyword is given)', async () => {
      const schema = await getSchema();
      const text = 'query($o: ListOptions) { brands(options: $o) { items { id } } }';
      const document = parse(text);
      const sets: Record<string, unknown>[] = [
        { o: { perPage: 100 } },
        { o: { perPage: 5 } },
        { o: { perPage: 5, keyword: 'nike' } },
        { o: { perPage: 5, keyword: '' } },
        { o: { perPage: 5, keyword: 'adidas' } },
        { o: { perPage: 100 } },
      ];
      for (const variables of sets) expect(queryCost(schema, document, variables)).toBe(cost(text, variables));
      expect(sets.map((variables) => queryCost(schema, document, variables))).toEqual([201, 11, 21, 11, 21, 201]);
      // Variables that do not fit have no cost, and do not stand for fitting ones of the same shape.
      const byStatus = parse('query($s: BroadcastStatus) { broadcasts(status: $s) { totalItems } }');
      expect(queryCost(schema, byStatus, { s: 'SIDEWAYS' })).toBeUndefined();
      expect(queryCost(schema, byStatus, { s: 'draft' })).toBe(cost('{ broadcasts { totalItems } }'));
    });

    it('introspection keeps its own allowance', async () => {
      const answer = await post('{ __schema { types { name fields { name args { name } } } } }', clientAddress());
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    });
  });

  it("refuses the issue's 750 aliased searchProducts(perPage: 100) before any resolver runs", async () => {
    const aliases = Array.from({ length: 750 }, (_, i) => `s${i}: searchProducts(input: { keyword: "the", perPage: 100 }) { items { id name } }`).join(' ');
    const answer = await post(`{ ${aliases} }`, clientAddress());
    expect(answer.status).toBe(400);
    expect(answer.body.data ?? null).toBeNull();
    const error = answer.body.errors![0];
    expect(error.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', cost: 750 * (1 + 100 * 3 + 10), limit: 2000 });
    expect(error.message).toBe(`Query cost ${750 * 311} is over the limit of 2000.`);
  });

  it('allows staff 10,000 per request and the public 2,000', async () => {
    expect((await post(costing(2000), clientAddress())).body.errors).toBeUndefined();
    const over = await post(costing(2001), clientAddress());
    expect(over.body.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', cost: 2001, limit: 2000 });
    expect((await post(costing(5000), { authorization: `Bearer ${token}` })).body.errors).toBeUndefined();
    expect((await post(costing(10001), { authorization: `Bearer ${token}` })).body.errors![0].extensions.code).toBe('QUERY_TOO_COSTLY');
  });

  it('charges a leaky bucket per client address: empty answers 429, Retry-After, THROTTLED; other addresses go on', async () => {
    const from = clientAddress();
    // Bucket of 3,000 restoring 10 a second: two of 1,400 pass, the third finds about 200 points.
    expect((await post(costing(1400), from)).status).toBe(200);
    expect((await post(costing(1400), from)).status).toBe(200);
    const refused = await post(costing(1400), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.body.errors![0].extensions).toMatchObject({ code: 'THROTTLED', retryAfter: expect.any(Number) });
    expect(refused.body.data ?? null).toBeNull();
    expect((await post(costing(1400), clientAddress())).status).toBe(200);
    // REST is the same budget: 429 with Retry-After.
    // Drained to under 5 points: the brand list (about 10) is refused.
    for (let i = 0; i < 100 && (await post(costing(5), from)).status === 200; i += 1);
    const rest = await shop.rest('GET', '/api/brand', undefined, undefined, from);
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).toBeTruthy();
  });

  it('shares the bucket between concurrent requests exactly', async () => {
    const from = clientAddress();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(costing(1000), from)));
    // 3,000 points (and a few restored meanwhile): three of ten requests of 1,000, whichever come first.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it('keeps the buckets in one unlogged table: a charge commits without waiting for the disk (PostgreSQL)', async () => {
    const [table] = await shop.em.execute<{ relpersistence: string }[]>(`select relpersistence from pg_class where relname = 'cost_bucket'`);
    // PGlite has no crash recovery of its own to speak of; on PostgreSQL 'u' is unlogged, 'p' logged.
    if (!shop.running.db.embedded) expect(table.relpersistence).toBe('u');
  });

  it('answers extensions.cost to X-Query-Cost: 1, and always to API keys (with their own bucket)', async () => {
    const from = clientAddress();
    const plain = await post('{ publicBrands { id } }', from);
    expect(plain.body.extensions?.cost).toBeUndefined();
    const asked = await post('{ publicBrands { id } }', { ...from, 'x-query-cost': '1' });
    expect(asked.body.extensions?.cost).toEqual({ requested: 2, throttle: { maximum: 3000, available: expect.any(Number), restore_rate: 10 } });
    expect(asked.body.extensions!.cost.throttle.available).toBeLessThanOrEqual(2998);

    const key = await shop.gql(
      'mutation($input: ApiKeyInput!) { createApiKey(input: $input) { secret } }',
      { input: { name: unique('Cost key '), roleId: 1, costBucket: 500, costRestoreRate: 5 } },
      token,
    );
    const secret = key.data!.createApiKey.secret as string;
    const first = await post('{ brands { totalItems } }', { 'x-api-key': secret });
    expect(first.body.extensions?.cost).toEqual({ requested: 11, throttle: { maximum: 500, available: 489, restore_rate: 5 } });
    const big = Array.from({ length: 40 }, (_, i) => `b${i}: brands { totalItems }`).join(' ');
    expect((await post(`{ ${big} }`, { 'x-api-key': secret })).status).toBe(200);
    const empty = await post(`{ ${big} }`, { 'x-api-key': secret });
    expect(empty.status).toBe(429);
    // The key's bucket is its own: staff sessions are not charged for it.
    expect((await post(`{ ${big} }`, { authorization: `Bearer ${token}` })).status).toBe(200);
  });
  describe('storefront pages rendered on the server (issue 42)', () => {
    /** A storefront page as a browser gets it; rendered when it carries the state React hydrates with. */
    async function page(path: string, headers: Record<string, string>): Promise<{ status: number; rendered: boolean; html: string }> {
      const response = await fetch(`${shop.url}${path}`, { headers: { connection: 'close', accept: 'text/html', ...headers } });
      const html = await response.text();
      return { status: response.status, rendered: html.includes('<script id="shop-state"'), html };
    }

    it("a page's operations are the visitor's: once their budget is spent they get the plain page, never kept for another", async () => {
      const from = clientAddress();
      const path = `/?visit=${unique('budget')}`;
      // Drained to under 5 points (10 come back a second): the page's first operations cost more.
      for (const size of [1000, 5]) while ((await post(costing(size), from)).status === 200);
      const spent = await page(path, from);
      expect(spent.status).toBe(200);
      // The plain page (the crawler's summary in #root, which the browser renders itself), not one rendered
      // with an error where the shop's settings and menus belong.
      expect(spent.rendered).toBe(false);
      expect(spent.html).toContain('<div id="root">');
      // Nothing of it was kept: another visitor gets the page rendered, and that one is kept, so the
      // spent visitor gets it too (a kept page runs no operation: it costs nobody anything).
      const other = await page(path, clientAddress());
      expect(other.rendered).toBe(true);
      expect(other.html).not.toContain('could not be loaded');
      expect((await page(path, from)).rendered).toBe(true);
    });
  });

  describe('REST routes whose cost is known before the body (rest/precharge.ts)', () => {
    // The charges are made in memory (common/cost-bucket.ts): a signed-in request's one statement is its session's.
    const sessions = () => shop.queries.filter((sql) => /from (admin_account a join role r|customer c) /.test(sql));
    const statementCharges = () => shop.running.costBuckets.counts.statement;

    it('a signed-in GET is charged in memory: its session is its one statement before the answer', async () => {
      // A staff member of its own: the file's admin shares its bucket with the other tests, whose large
      // queries may leave it short, and a short bucket is charged exactly, by a statement.
      const staff = await staffToken(shop, token, ['brand']);
      await shop.withoutJobs(async () => {
        const before = statementCharges();
        shop.resetQueries();
        expect((await shop.rest('GET', '/api/admin/brand?per_page=20', undefined, staff)).status).toBe(200);
        expect(sessions()).toHaveLength(1);
        expect(statementCharges()).toBe(before);
        // GraphQL reads its cost from the body: the session, then the charge, in memory too.
        shop.resetQueries();
        expect((await post('{ brands { totalItems } }', { authorization: `Bearer ${staff}` })).status).toBe(200);
        expect(sessions()).toHaveLength(1);
        expect(statementCharges()).toBe(before);
      });
    });

    it('a route that costs the same whatever its body is charged before its body from its second request on', async () => {
      const shopper = await registerShopper(shop);
      const from = clientAddress();
      const address = { first_name: 'Grace', last_name: 'Hopper', country: 'HKG', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };
      await shop.withoutJobs(async () => {
        for (let round = 1; round <= 2; round += 1) {
          shop.resetQueries();
          expect((await shop.rest('POST', '/api/address', address, shopper.token, from)).status).toBe(201);
          expect(sessions()).toHaveLength(1);
        }
      });
      // The shopper's client address pays, as for GraphQL: drained, the next one is refused before its
      // body is read (an unreadable body would be 400), with Retry-After.
      for (const size of [1000, 5]) while ((await post(costing(size), from)).status === 200);
      const refused = await fetch(`${shop.url}/api/address`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}`, ...from },
        body: '{not json',
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
    });

    it("a staff token that no longer holds charges nobody's bucket", async () => {
      const ended = await shop.adminToken();
      const me = await shop.rest('GET', '/api/admin', undefined, ended);
      expect((await shop.rest('POST', '/api/admin/logout', undefined, ended)).status).toBe(200);
      const bucket = async () =>
        (await shop.em.execute<{ updated_at: Date }[]>('select updated_at from cost_bucket where key = ?', [`cost:admin:${me.body.id}`]))[0]?.updated_at;
      // Charges reach the rows at the instance's next settlement (every 150 ms); the one after it has
      // given back what the staff member's bucket had leased for earlier requests.
      const settled = () => shop.running.costBuckets.nextSettlement();
      await settled();
      await settled();
      const before = await bucket();
      expect((await shop.rest('GET', '/api/admin/brand', undefined, ended)).status).toBe(401);
      await settled();
      expect(await bucket()).toEqual(before);
      expect((await shop.rest('GET', '/api/admin/brand', undefined, token)).status).toBe(200);
      await settled();
      expect(await bucket()).not.toEqual(before);
    });
  });
});

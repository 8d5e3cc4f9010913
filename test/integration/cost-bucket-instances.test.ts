import { ADVANCE_SHARE } from '../../server/common/cost-bucket.js';
import { TestShop } from '../support/shop.js';
import { clientAddress } from './customer-fixtures.js';

// Issue 47: three instances on one PostgreSQL database charge one caller's cost bucket in memory and
// settle with its shared row every 150 ms. Whichever instances a caller's requests reach, what it gets
// stays within the bound of README "Partners": size + rate x T + instances x size x ADVANCE_SHARE.

const SIZE = 600;
const RATE = 100;
const INSTANCES = 3;
/** An operation of exactly `n` cost points: n aliased `__typename` fields. */
const costing = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`;

describe('one cost bucket, three instances', () => {
  const shops: TestShop[] = [];
  beforeAll(async () => {
    for (let i = 0; i < INSTANCES; i += 1) shops.push(await TestShop.start({ TRUST_PROXY: '1', GRAPHQL_BUCKET_PUBLIC: `${SIZE}/${RATE}`, JOB_WORKERS: '0' }));
  });
  afterAll(async () => {
    for (const shop of shops) await shop.close();
  });

  const post = (shop: TestShop, query: string, from: Record<string, string>) =>
    fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...from }, body: JSON.stringify({ query }) });

  it('gives a caller spread over the instances no more than the bound, and refuses it on every instance once spent', async () => {
    const from = clientAddress();
    const cost = 20;
    const query = costing(cost);
    let allowed = 0;
    let refused = 0;
    let next = 0;
    const started = performance.now();
    const until = started + 2500;
    // Twelve requests in flight, each to the next instance in turn.
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        while (performance.now() < until) {
          const answer = await post(shops[next++ % INSTANCES], query, from);
          await answer.arrayBuffer();
          if (answer.status === 200) allowed += 1;
          else if (answer.status === 429 && Number(answer.headers.get('retry-after')) >= 1) refused += 1;
          else throw new Error(`unexpected answer ${answer.status}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const bound = SIZE + RATE * seconds + INSTANCES * SIZE * ADVANCE_SHARE;
    const bought = allowed * cost;
    console.log(
      `3 instances, ${seconds.toFixed(2)} s: ${bought} points bought (${allowed} answers, ${refused} refused); bound ${bound.toFixed(0)}, one bucket ${(SIZE + RATE * seconds).toFixed(0)}`,
    );
    expect(refused).toBeGreaterThan(0);
    expect(bought).toBeLessThanOrEqual(bound);
    // Not starved either: at least the bucket and most of what it restored meanwhile.
    expect(bought).toBeGreaterThanOrEqual(SIZE + RATE * seconds * 0.5 - cost);

    // Spent: a request of 500 points is refused by every instance, with Retry-After.
    for (const shop of shops) {
      const answer = await post(shop, costing(500), from);
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(((await answer.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('THROTTLED');
    }
  });
});

import { SharedCache } from '../../server/common/shared-cache.js';
import { unitOfWork } from '../../server/common/transaction.js';
import { readSettingsGroup } from '../../server/modules/settings/settings.store.js';
import { TestShop } from '../support/shop.js';

/**
 * common/shared-cache.ts inside a transaction: a counter sale's steps (sales ledger, points) each read the
 * settings; the transaction computes them once, and again only after a write of what they are made from.
 * (The test's modules are not the server's instances, so writes are reported here by SharedCache.written,
 * as the unit of work's flush reports them in the server.)
 */
describe('shared caches inside a transaction', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await TestShop.start();
  });
  afterAll(() => shop.close());

  it('computes a value once per transaction, again after a write of its entities, and never hands it to another transaction', async () => {
    const cache = new SharedCache<number>(['CacheProbe'], 60_000, 10, true);
    let computed = 0;
    const read = (em: typeof shop.em) => cache.get(em, 'probe', async () => (computed += 1));
    await unitOfWork(shop.em.fork(), async (tx) => {
      expect(await read(tx)).toBe(1);
      expect(await read(tx)).toBe(1);
      SharedCache.written(tx, ['CacheProbe']);
      expect(await read(tx)).toBe(2);
      expect(await read(tx)).toBe(2);
    });
    // Another transaction computes its own; outside one, the value is shared between requests.
    await unitOfWork(shop.em.fork(), async (tx) => expect(await read(tx)).toBe(3));
    expect(await read(shop.em.fork())).toBe(4);
    expect(await read(shop.em.fork())).toBe(4);
  });

  it('reads the settings rows once for the several groups a transaction asks for', async () => {
    await unitOfWork(shop.em.fork(), async (tx) => {
      shop.resetQueries();
      await readSettingsGroup(tx, 'points');
      await readSettingsGroup(tx, 'basic');
      await readSettingsGroup(tx, 'currency');
      expect(shop.queries.filter((sql) => /from "setting"/.test(sql))).toHaveLength(1);
    });
  });
});

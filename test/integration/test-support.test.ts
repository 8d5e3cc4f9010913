import { queueMail } from '../../server/mail/mail.service.js';
import { TestShop, unique } from '../support/shop.js';
import { workerMailbox, workerStandIns } from '../support/worker-stand-ins.js';

/**
 * The test set-up itself (test/support/shop.ts, server-environment.ts, global-setup.ts): on PostgreSQL
 * a jest worker has a database of its own and one shared server that test files reuse; an env gets a
 * dedicated server, whose jobs and writes the shared one does not get in the way of. A server without
 * env sends its mail to the worker's SMTP server and calls its stand-ins. With TEST_SHARED_SERVER=0
 * every file gets a dedicated server, so there the shared server's cases are skipped.
 */
const itWithSharedServer = process.env.TEST_SHARED_SERVER !== '0' ? it : it.skip;

const SHOP_NAME = '{ publicConfig { name } }';
const RENAME = 'mutation($i: BasicSettingsInput!) { updateBasicSettings(input: $i) { name } }';

describe('test support: the shared server of a jest worker', () => {
  let shop: TestShop;
  let token: string;
  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
  });
  afterAll(() => shop.close());

  itWithSharedServer('uses a database of this worker, beside the one DATABASE_URL named', () => {
    const own = `_w${process.env.JEST_WORKER_ID ?? '1'}`;
    expect(process.env.DATABASE_URL!.endsWith(own)).toBe(true);
    expect(shop.config.databaseUrl.endsWith(own)).toBe(true);
  });

  itWithSharedServer('answers the same server to every start without env; close() leaves it running', async () => {
    const again = await TestShop.start();
    expect(again.url).toBe(shop.url);
    await again.close();
    expect((await shop.rest('GET', '/api/health')).status).toBe(200);
  });

  itWithSharedServer("counts the statements of the current file's shop", async () => {
    const again = await TestShop.start();
    again.resetQueries();
    await again.adminToken();
    expect(again.queries.some((sql) => /admin_account/.test(sql))).toBe(true);
    await again.close();
  });

  itWithSharedServer('gives an env a dedicated server; its jobs and its writes are not left to the shared one', async () => {
    const sharedWorker = shop.running.worker!;
    expect(sharedWorker.isRunning).toBe(true);
    const dedicated = await TestShop.start({ JOB_POLL_MS: '50' });
    let closed = false;
    try {
      expect(dedicated.url).not.toBe(shop.url);
      expect(sharedWorker.isRunning).toBe(false);
      // The shared server reads (and caches) the name, then the dedicated one changes it.
      const before = (await shop.gql(SHOP_NAME)).data!.publicConfig.name;
      const name = unique('Shop ');
      expect(
        (await dedicated.gql(RENAME, { i: { name, mainLanguage: 'en_us', supportedLanguages: ['en_us', 'zh_hk'] } }, await dedicated.adminToken())).errors,
      ).toBeUndefined();
      await dedicated.close();
      closed = true;
      expect(sharedWorker.isRunning).toBe(true);
      expect((await shop.gql(SHOP_NAME)).data!.publicConfig.name).toBe(name);
      expect((await shop.gql(RENAME, { i: { name: before, mainLanguage: 'en_us', supportedLanguages: ['en_us', 'zh_hk'] } }, token)).errors).toBeUndefined();
    } finally {
      if (!closed) await dedicated.close();
    }
  });

  it("mails through the worker's SMTP server and calls its stand-ins", async () => {
    const standIns = (await workerStandIns())!;
    expect(shop.config).toMatchObject({
      smtpUrl: standIns.smtp.url,
      stripeApiUrl: standIns.stripe.url,
      facebookGraphUrl: standIns.env.FACEBOOK_GRAPH_URL,
      trustProxy: 1,
    });
    expect(standIns.stripe.webhookUrl).toBe(`${shop.url}/api/stripe/webhook`);
    const mailbox = await workerMailbox();
    const to = `${unique('support')}@example.com`;
    const em = shop.em;
    await queueMail(em, { to, template: 'contactMessage', language: 'en_us', data: { name: 'A', email: 'a@example.com', subject: 'Hello', message: 'm' } });
    await em.flush();
    const mail = await mailbox.waitFor((m) => m.envelopeTo.includes(to));
    // A copy in this file's realm: it compares like any value of the test.
    expect(mail.envelopeTo).toBeInstanceOf(Array);
    expect(mailbox.to(to)).toEqual([mail]);
  });

  itWithSharedServer('gives a dedicated server none of the shared env', async () => {
    const dedicated = await TestShop.start({ JOB_WORKERS: '0' });
    try {
      expect(dedicated.config).toMatchObject({ smtpUrl: '', trustProxy: 0, jobPollMs: 1000 });
    } finally {
      await dedicated.close();
    }
  });
});

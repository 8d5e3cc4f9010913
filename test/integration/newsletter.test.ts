import { unsubscribeUrl } from '../../server/modules/newsletter/unsubscribe-link.js';
import { TestShop, unique } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';

describe('newsletter unsubscribe (signed links)', () => {
  let shop: TestShop;
  let link: (email: string) => URL;
  beforeAll(async () => {
    shop = await TestShop.start();
    const runtime = { config: shop.config, tokenSecret: new TextEncoder().encode(shop.config.tokenSecret) };
    link = (email) => new URL(unsubscribeUrl(runtime, email));
  });
  afterAll(async () => {
    await shop.close();
  });

  /** A shopper who confirmed the newsletter (sign-ups start unsubscribed: double opt-in). */
  const subscriber = async () => {
    const shopper = await registerShopper(shop);
    await shop.em.execute('update customer set is_subscribe = true where email = ?', [shopper.email]);
    return shopper;
  };

  const subscribed = async (email: string) =>
    (await shop.em.execute<{ is_subscribe: boolean }[]>('select is_subscribe from customer where email = ?', [email]))[0].is_subscribe;

  it('makes storefront links with the e-mail and its signature', () => {
    const url = link('Someone@Example.com');
    // On PUBLIC_URL (http://localhost:<port> by default), not on the address the request came to.
    expect(`${url.origin}${url.pathname}`).toBe(new URL('/unsubscribe', shop.config.publicUrl).toString());
    expect(url.origin).not.toBe(new URL(shop.url).origin);
    expect(url.searchParams.get('email')).toBe('someone@example.com');
    expect(url.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('unsubscribes with the signed link from a mail, once or twice alike', async () => {
    const shopper = await subscriber();
    expect(await subscribed(shopper.email)).toBe(true);
    const url = link(shopper.email);
    const path = `/api/unsubscribe/${encodeURIComponent(url.searchParams.get('email')!)}?signature=${url.searchParams.get('signature')}`;
    expect(await shop.rest('GET', path)).toMatchObject({ status: 200, body: { success: true } });
    expect(await subscribed(shopper.email)).toBe(false);
    expect((await shop.rest('GET', path)).status).toBe(200);
  });

  it('refuses to unsubscribe anybody without a valid signature for that very address', async () => {
    const victim = await subscriber();
    const attacker = await registerShopper(shop);
    const base = `/api/unsubscribe/${encodeURIComponent(victim.email)}`;
    expect(await shop.rest('GET', base)).toMatchObject({ status: 422, body: { errors: { signature: ['This field is required.'] } } });
    expect(await shop.rest('GET', `${base}?signature=guess`)).toMatchObject({
      status: 422,
      body: { errors: { signature: ['The unsubscribe link is invalid.'] } },
    });
    // The attacker's own valid signature does not work for somebody else's address.
    const own = link(attacker.email).searchParams.get('signature');
    expect((await shop.rest('GET', `${base}?signature=${own}`)).status).toBe(422);
    expect(await subscribed(victim.email)).toBe(true);
    expect((await shop.rest('GET', `/api/unsubscribe/not-an-email?signature=${own}`)).body.errors).toEqual({ email: ['Please check your input.'] });
  });

  it('starts a new account unsubscribed; its opt-in box mails a confirmation link recorded as from the registration', async () => {
    const plain = await registerShopper(shop);
    expect(await subscribed(plain.email)).toBe(false);
    const opted = await registerShopper(shop, { newsletter: true, language: 'zh_hk' });
    expect(await subscribed(opted.email)).toBe(false);
    const [job] = await shop.em.execute<{ payload: { data: { link: { url: string } }; language: string } }[]>(
      `select payload from job where type = 'mail' and payload->>'template' = 'newsletterConfirm' and payload->'to' @> ?::jsonb`,
      [JSON.stringify([opted.email])],
    );
    expect(job.payload.language).toBe('zh-HK');
    const url = new URL(job.payload.data.link.url);
    expect(url.searchParams.get('source')).toBe('registration');
    const confirm = await shop.rest('POST', '/api/newsletter/confirm', Object.fromEntries(url.searchParams));
    expect(confirm.body).toEqual({ success: true });
    expect(await subscribed(opted.email)).toBe(true);
    const consent = await shop.em.execute<{ source: string }[]>('select source from consent_record where email = ?', [opted.email]);
    expect(consent).toEqual([{ source: 'registration' }]);
  });

  it('answers a valid link of an address without an account like any other', async () => {
    const email = `${unique('nobody')}@example.com`;
    const signature = link(email).searchParams.get('signature');
    expect(await shop.rest('GET', `/api/unsubscribe/${email}?signature=${signature}`)).toMatchObject({ status: 200, body: { success: true } });
  });

  it('works through GraphQL', async () => {
    const shopper = await subscriber();
    const signature = link(shopper.email).searchParams.get('signature');
    const answer = await shop.gql('mutation ($input: UnsubscribeInput!) { unsubscribe(input: $input) }', {
      input: { email: shopper.email.toUpperCase(), signature },
    });
    expect(answer).toEqual({ data: { unsubscribe: true } });
    expect(await subscribed(shopper.email)).toBe(false);
  });
});

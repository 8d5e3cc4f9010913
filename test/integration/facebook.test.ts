import { APP_ID, APP_SECRET, type GraphStandIn } from '../support/facebook-stand-in.js';
import { TestShop, unique } from '../support/shop.js';
import { workerFacebookGraph } from '../support/worker-stand-ins.js';
import { registerShopper } from './customer-fixtures.js';

describe('Facebook login and register', () => {
  let shop: TestShop;
  let graph: GraphStandIn;
  let admin: string;

  const setFacebook = (values: Record<string, unknown>) => shop.rest('PUT', '/api/admin/setting/facebook', values, admin);

  beforeAll(async () => {
    // The worker's Graph API stand-in, which the shared server asks (FACEBOOK_GRAPH_URL).
    graph = await workerFacebookGraph();
    shop = await TestShop.start();
    admin = await shop.adminToken();
    expect((await setFacebook({ enabled: true, fb_client_id: APP_ID, fb_client_secret: APP_SECRET })).status).toBe(200);
  });
  afterAll(async () => {
    // Other test files expect the default: Facebook login off.
    await setFacebook({ enabled: false, fb_client_id: '' });
    await shop.close();
  });

  it('registers a new shopper from the Facebook profile, then logs in with a later token', async () => {
    const { token, user } = graph.user({ email: `${unique('FB')}@Example.com` });
    const registered = await shop.rest('POST', '/api/facebook/register', { access_token: token });
    expect(registered.status).toBe(200);
    expect(Object.keys(registered.body).sort()).toEqual(['expired_at', 'token']);
    const info = await shop.rest('POST', '/api/info', undefined, registered.body.token);
    expect(info.body).toMatchObject({ email: user.email!.toLowerCase(), first_name: 'Mark', last_name: 'Zed' });

    const later = unique('EAAlater');
    graph.tokens.set(later, { user });
    const login = await shop.rest('POST', '/api/facebook/login', { access_token: later });
    expect(login.status).toBe(200);
    const again = await shop.rest('POST', '/api/info', undefined, login.body.token);
    expect(again.body.id).toBe(info.body.id);
    // The server checked the token with the app's credentials and proved the app secret on /me.
    expect(graph.requests.some((u) => u.pathname.endsWith('/debug_token') && u.searchParams.get('input_token') === later)).toBe(true);
  });

  it("logs in an existing account by the e-mail Facebook confirmed, and keeps matching after the shopper's e-mail changes", async () => {
    const shopper = await registerShopper(shop);
    const { token, user } = graph.user({ email: shopper.email });
    const login = await shop.rest('POST', '/api/facebook/login', { access_token: token });
    expect(login.status).toBe(200);
    const info = await shop.rest('POST', '/api/info', undefined, login.body.token);
    expect(info.body.email).toBe(shopper.email);

    const changed = `${unique('moved')}@example.com`;
    const moved = await shop.rest(
      'PUT',
      '/api/profile',
      { email: changed, first_name: 'Ada', last_name: 'Lovelace', current_password: shopper.password },
      shopper.token,
    );
    expect(moved.status).toBe(200);
    const next = unique('EAAnext');
    graph.tokens.set(next, { user });
    const byId = await shop.rest('POST', '/api/facebook/login', { access_token: next });
    expect((await shop.rest('POST', '/api/info', undefined, byId.body.token)).body.email).toBe(changed);
  });

  it('register with an account that exists signs it in (no second account)', async () => {
    const shopper = await registerShopper(shop);
    const { token } = graph.user({ email: shopper.email });
    const answer = await shop.rest('POST', '/api/facebook/register', { access_token: token });
    expect(answer.status).toBe(200);
    expect((await shop.rest('POST', '/api/info', undefined, answer.body.token)).body.email).toBe(shopper.email);
  });

  it("answers 'Unregistered account' to a login without an account, and creates none", async () => {
    const { token, user } = graph.user();
    const answer = await shop.rest('POST', '/api/facebook/login', { access_token: token });
    expect(answer).toMatchObject({ status: 422, body: { message: 'Unregistered account', errors: { access_token: ['Unregistered account'] } } });
    const count = await shop.em.execute<{ n: string }[]>('select count(*) as n from customer where email = ?', [user.email]);
    expect(Number(count[0].n)).toBe(0);
  });

  it("answers 'Login Fail' to a bad, foreign or invalid token, or a profile without e-mail", async () => {
    const fail = { status: 422, body: { message: 'Login Fail', errors: { access_token: ['Login Fail'] } } };
    expect(await shop.rest('POST', '/api/facebook/login', { access_token: 'not-a-token' })).toMatchObject(fail);
    expect(await shop.rest('POST', '/api/facebook/register', { access_token: 'not-a-token' })).toMatchObject(fail);
    // A token issued to another app (a site replaying its visitors' tokens) is refused.
    const foreign = graph.user({}, { appId: '999' });
    expect(await shop.rest('POST', '/api/facebook/register', { access_token: foreign.token })).toMatchObject(fail);
    const expired = graph.user({}, { valid: false });
    expect(await shop.rest('POST', '/api/facebook/register', { access_token: expired.token })).toMatchObject(fail);
    const noEmail = graph.user({ email: undefined });
    expect(await shop.rest('POST', '/api/facebook/register', { access_token: noEmail.token })).toMatchObject(fail);
    // A disabled account cannot come in through Facebook either.
    const shopper = await registerShopper(shop);
    await shop.em.execute('update customer set enabled = false where email = ?', [shopper.email]);
    const disabled = graph.user({ email: shopper.email });
    expect(await shop.rest('POST', '/api/facebook/login', { access_token: disabled.token })).toMatchObject(fail);
  });

  it('needs an access_token', async () => {
    const answer = await shop.rest('POST', '/api/facebook/login', {});
    expect(answer).toMatchObject({ status: 422, body: { errors: { access_token: ['This field is required.'] } } });
  });

  it("answers 'Login Fail' when the Graph API cannot be reached, and 403 when Facebook login is off", async () => {
    for (const token of ['drop-connection', 'outage']) {
      expect(await shop.rest('POST', '/api/facebook/register', { access_token: token })).toMatchObject({ status: 422, body: { message: 'Login Fail' } });
    }
    await setFacebook({ enabled: false });
    try {
      const { token } = graph.user();
      expect(await shop.rest('POST', '/api/facebook/register', { access_token: token })).toMatchObject({ status: 403 });
      expect(await shop.rest('POST', '/api/facebook/login', { access_token: token })).toMatchObject({ status: 403 });
    } finally {
      await setFacebook({ enabled: true });
    }
  });
});

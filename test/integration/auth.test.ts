import { loginThrottlePrefix } from '../../server/modules/auth/auth.service.js';
import { issueToken } from '../../server/modules/auth/token.js';
import { Customer } from '../../server/modules/customer/customer.entity.js';
import { TestShop, unique } from '../support/shop.js';

const CREDENTIALS = 'These credentials do not match our records.';
const PASSWORD = 'correct-horse-9';

function newShopper(overrides: Record<string, unknown> = {}) {
  const email = `${unique('Shopper')}@Example.com`;
  return { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD, password_confirmation: PASSWORD, ...overrides };
}

async function register(shop: TestShop, overrides: Record<string, unknown> = {}) {
  const input = newShopper(overrides);
  const answer = await shop.rest('POST', '/api/register', input);
  expect(answer.status).toBe(201);
  return { email: String(input.email), password: String(input.password), token: answer.body.token as string };
}

function minutesFromNow(iso: string): number {
  return (new Date(iso).getTime() - Date.now()) / 60000;
}

describe('shopper authentication', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('registers, reads its info, refreshes and logs out', async () => {
    const input = newShopper();
    const registered = await shop.rest('POST', '/api/register', input);
    expect(registered.status).toBe(201);
    expect(Object.keys(registered.body).sort()).toEqual(['expired_at', 'token']);
    expect(new Date(registered.body.expired_at).toISOString()).toBe(registered.body.expired_at);
    const token = registered.body.token as string;

    const info = await shop.rest('POST', '/api/info', undefined, token);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: input.email.toLowerCase(), enabled: true });
    expect(JSON.stringify(info.body)).not.toMatch(/password/);

    const refreshed = await shop.rest('POST', '/api/token/refresh', undefined, token);
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body).sort()).toEqual(['expired_at', 'token']);
    const fresh = refreshed.body.token as string;
    expect(fresh).not.toBe(token);
    expect(await shop.rest('POST', '/api/info', undefined, token)).toMatchObject({ status: 401, body: { error: 'Unauthenticated' } });
    expect((await shop.rest('POST', '/api/token/refresh', undefined, token)).status).toBe(401);
    expect((await shop.rest('POST', '/api/info', undefined, fresh)).status).toBe(200);

    const loggedOut = await shop.rest('POST', '/api/logout', undefined, fresh);
    expect(loggedOut.status).toBe(200);
    expect(await shop.rest('POST', '/api/info', undefined, fresh)).toMatchObject({ status: 401, body: { error: 'Unauthenticated' } });
    expect((await shop.rest('POST', '/api/logout', undefined, fresh)).status).toBe(401);
  });

  it('logs in with the e-mail in any case and answers {token, expired_at}', async () => {
    const { email, password } = await register(shop);
    const answer = await shop.rest('POST', '/api/login', { email: `  ${email.toUpperCase()} `, password });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['expired_at', 'token']);
    // The token lives for the setting token_expired_time (120 minutes unless an admin changed it).
    expect(minutesFromNow(answer.body.expired_at)).toBeGreaterThan(0);
    const info = await shop.rest('POST', '/api/info', undefined, answer.body.token);
    expect(info.body.email).toBe(email.toLowerCase());
  });

  it('works the same through GraphQL', async () => {
    const { email, password } = await register(shop);
    const login = await shop.gql('mutation ($input: LoginInput!) { login(input: $input) { token expiredAt } }', { input: { email, password } });
    expect(login.errors).toBeUndefined();
    const token = login.data!.login.token as string;
    const me = await shop.gql('{ me { id email firstName } }', {}, token);
    expect(me.data?.me).toMatchObject({ email: email.toLowerCase(), firstName: 'Ada' });
    const anonymous = await shop.gql('{ me { id } }');
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const wrong = await shop.gql('mutation ($input: LoginInput!) { login(input: $input) { token } }', { input: { email, password: 'wrong-password' } });
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { email: CREDENTIALS } });
  });

  it('names every missing field of a registration', async () => {
    const answer = await shop.rest('POST', '/api/register', {});
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'Please make sure all fields are filled in correctly',
      errors: {
        first_name: ['This field is required.'],
        last_name: ['This field is required.'],
        email: ['This field is required.'],
        password: ['This field is required.'],
        password_confirmation: ['This field is required.'],
      },
    });
    const blanks = await shop.rest('POST', '/api/register', newShopper({ first_name: '   ', last_name: '' }));
    expect(blanks.body.errors).toEqual({ first_name: ['This field is required.'], last_name: ['This field is required.'] });
  });

  it('checks the e-mail format, the password length and the confirmation', async () => {
    const badEmail = await shop.rest('POST', '/api/register', newShopper({ email: 'not-an-email' }));
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.errors).toEqual({ email: ['Please check your input.'] });

    const short = await shop.rest('POST', '/api/register', newShopper({ password: 'short', password_confirmation: 'short' }));
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ password: ['The password must be at least 8 characters.'] });

    const mismatch = await shop.rest('POST', '/api/register', newShopper({ password_confirmation: 'something-else' }));
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });

    const long = await shop.rest('POST', '/api/register', newShopper({ first_name: 'a'.repeat(101) }));
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ first_name: ['Please check your input.'] });
  });

  it('refuses an e-mail already taken, whatever its case, and creates nothing', async () => {
    const { email } = await register(shop);
    const again = await shop.rest('POST', '/api/register', newShopper({ email: email.toUpperCase(), first_name: 'Second' }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: ['The email has already been taken.'] });
    expect(await shop.em.count(Customer, { email: email.toLowerCase() })).toBe(1);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { email } = await register(shop);
    const wrong = await shop.rest('POST', '/api/login', { email, password: 'wrong-password' });
    const unknown = await shop.rest('POST', '/api/login', { email: `${unique('nobody')}@example.com`, password: PASSWORD });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ message: 'Please make sure all fields are filled in correctly', errors: { email: [CREDENTIALS] } });
    }
    const empty = await shop.rest('POST', '/api/login', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ email: ['This field is required.'], password: ['This field is required.'] });
  });

  it('refuses a disabled account, at login and with a token it already holds', async () => {
    const { email, password, token } = await register(shop);
    const em = shop.em;
    const customer = await em.findOneOrFail(Customer, { email: email.toLowerCase() });
    customer.enabled = false;
    await em.flush();
    const login = await shop.rest('POST', '/api/login', { email, password });
    expect(login.status).toBe(422);
    expect(login.body.errors).toEqual({ email: [CREDENTIALS] });
    expect((await shop.rest('POST', '/api/info', undefined, token)).status).toBe(401);
  });

  it('keeps shopper and admin tokens apart', async () => {
    const { token } = await register(shop);
    expect(await shop.rest('GET', '/api/admin', undefined, token)).toMatchObject({ status: 401, body: { error: 'Unauthenticated' } });
    expect((await shop.rest('POST', '/api/admin/logout', undefined, token)).status).toBe(401);
    expect((await shop.rest('POST', '/api/admin/token/refresh', undefined, token)).status).toBe(401);
    expect((await shop.rest('GET', '/api/admin/role', undefined, token)).status).toBe(401);

    const adminToken = await shop.adminToken();
    expect(await shop.rest('POST', '/api/info', undefined, adminToken)).toMatchObject({ status: 401, body: { error: 'Unauthenticated' } });
    expect((await shop.rest('POST', '/api/logout', undefined, adminToken)).status).toBe(401);
    expect((await shop.rest('POST', '/api/token/refresh', undefined, adminToken)).status).toBe(401);
    // The refused calls revoked nothing.
    expect((await shop.rest('POST', '/api/info', undefined, token)).status).toBe(200);
    expect((await shop.rest('GET', '/api/admin', undefined, adminToken)).status).toBe(200);
  });

  it('answers 401 "Login expired" for an expired token, and 401 for a forged one', async () => {
    const { email } = await register(shop);
    const customer = await shop.em.findOneOrFail(Customer, { email: email.toLowerCase() });
    const secret = new TextEncoder().encode(shop.config.tokenSecret);
    const expired = await issueToken(secret, 'shopper', customer.id, -1);
    expect(await shop.rest('POST', '/api/info', undefined, expired.token)).toEqual(
      expect.objectContaining({ status: 401, body: { message: 'Login expired' } }),
    );
    const gql = await shop.gql('{ me { id } }', {}, expired.token);
    expect(gql.errors?.[0]).toMatchObject({ message: 'Login expired', extensions: { code: 'UNAUTHENTICATED' } });

    const forged = await issueToken(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'), 'shopper', customer.id, 60);
    expect(await shop.rest('POST', '/api/info', undefined, forged.token)).toMatchObject({ status: 401, body: { error: 'Unauthenticated' } });
    // A bad token does not stop a public call.
    expect((await shop.rest('POST', '/api/login', { email, password: PASSWORD }, expired.token)).status).toBe(200);
  });

  it('refuses an anonymous call of the shopper routes', async () => {
    for (const path of ['/api/info', '/api/logout', '/api/token/refresh']) {
      expect(await shop.rest('POST', path)).toMatchObject({ status: 401, body: { error: 'Unauthenticated' } });
    }
  });
});

describe('login throttling', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('answers 429 after 5 failures, even with the right password, and spares other accounts', async () => {
    const victim = await register(shop);
    const other = await register(shop);
    for (let i = 0; i < 5; i++) {
      const answer = await shop.rest('POST', '/api/login', { email: victim.email, password: `wrong-${i}-password` });
      expect(answer.status).toBe(422);
    }
    const blocked = await shop.rest('POST', '/api/login', { email: victim.email, password: victim.password });
    expect(blocked).toMatchObject({ status: 429, body: { message: 'Operation too frequent, please try again later' } });
    // The same address in another case is the same account.
    expect((await shop.rest('POST', '/api/login', { email: victim.email.toUpperCase(), password: victim.password })).status).toBe(429);

    expect((await shop.rest('POST', '/api/login', { email: other.email, password: other.password })).status).toBe(200);
    // Tokens already issued keep working; only logins are throttled.
    expect((await shop.rest('POST', '/api/info', undefined, victim.token)).status).toBe(200);

    // Once the wait has passed, the right password works again.
    const prefix = loginThrottlePrefix('shopper', victim.email);
    await shop.em.execute(`update throttle set blocked_until = now() - interval '1 second' where left(key, ?) = ?`, [prefix.length, prefix]);
    expect((await shop.rest('POST', '/api/login', { email: victim.email, password: victim.password })).status).toBe(200);
  });

  it('clears the counter on a successful login', async () => {
    const shopper = await register(shop);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await shop.rest('POST', '/api/login', { email: shopper.email, password: 'wrong-password' })).status).toBe(422);
      }
      expect((await shop.rest('POST', '/api/login', { email: shopper.email, password: shopper.password })).status).toBe(200);
    }
  });

  it('lets no more than the limit through when guesses arrive at once', async () => {
    const shopper = await register(shop);
    const answers = await Promise.all(Array.from({ length: 8 }, () => shop.rest('POST', '/api/login', { email: shopper.email, password: 'wrong-password' })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
  });

  it('throttles admin logins apart from shopper logins of the same e-mail', async () => {
    const shopper = await register(shop);
    for (let i = 0; i < 5; i++) {
      expect((await shop.rest('POST', '/api/admin/login', { email: shopper.email, password: 'wrong-password' })).status).toBe(422);
    }
    expect((await shop.rest('POST', '/api/admin/login', { email: shopper.email, password: 'wrong-password' })).status).toBe(429);
    expect((await shop.rest('POST', '/api/login', { email: shopper.email, password: shopper.password })).status).toBe(200);
  });
});

describe('login throttling per client address', () => {
  let shop: TestShop;
  beforeAll(async () => {
    // Behind one proxy, the client address comes from X-Forwarded-For.
    shop = await TestShop.start({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await shop.close();
  });

  const randomAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

  it('answers 429 to an address that failed too often across accounts, and not to another address', async () => {
    const from = { 'x-forwarded-for': randomAddress() };
    const shopper = await register(shop);
    for (let i = 0; i < 3; i++) {
      const answer = await shop.rest('POST', '/api/login', { email: `${unique('spray')}@example.com`, password: 'wrong-password' }, undefined, from);
      expect(answer.status).toBe(422);
    }
    expect((await shop.rest('POST', '/api/login', { email: shopper.email, password: shopper.password }, undefined, from)).status).toBe(429);
    const elsewhere = { 'x-forwarded-for': randomAddress() };
    expect((await shop.rest('POST', '/api/login', { email: shopper.email, password: shopper.password }, undefined, elsewhere)).status).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    const from = { 'x-forwarded-for': randomAddress() };
    const shopper = await register(shop);
    for (let i = 0; i < 5; i++) {
      expect((await shop.rest('POST', '/api/login', { email: shopper.email, password: shopper.password }, undefined, from)).status).toBe(200);
    }
  });
});

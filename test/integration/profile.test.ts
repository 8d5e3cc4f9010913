import { TestShop, unique } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';

const REQUIRED = 'This field is required.';
const CHECK = 'Please check your input.';

function profile(email: string, overrides: Record<string, unknown> = {}) {
  return { email, first_name: 'Grace', last_name: 'Hopper', phone: '+852 9123 4567', gender: 'female', ...overrides };
}

describe('shopper profile (PUT /api/profile)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('changes e-mail, names, phone and gender, and keeps the password when none is given', async () => {
    const shopper = await registerShopper(shop);
    const email = `${unique('New')}@Example.com`;
    const answer = await shop.rest('PUT', '/api/profile', profile(email, { current_password: shopper.password }), shopper.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email: email.toLowerCase(), first_name: 'Grace', last_name: 'Hopper', phone: '+852 9123 4567', gender: 'female' });
    expect(JSON.stringify(answer.body)).not.toMatch(/password|facebook/);
    const info = await shop.rest('POST', '/api/info', undefined, shopper.token);
    expect(info.body).toMatchObject({ email: email.toLowerCase(), gender: 'female' });
    // The old password still works, with the new e-mail.
    expect((await shop.rest('POST', '/api/login', { email, password: shopper.password })).status).toBe(200);

    const cleared = await shop.rest('PUT', '/api/profile', profile(email, { phone: '', gender: null }), shopper.token);
    expect(cleared.body).toMatchObject({ phone: null, gender: null });
  });

  it('changes the password when given with its confirmation; this session stays valid, every other one ends', async () => {
    const shopper = await registerShopper(shop);
    const other = (await shop.rest('POST', '/api/login', { email: shopper.email, password: shopper.password })).body.token as string;
    expect((await shop.rest('POST', '/api/info', undefined, other)).status).toBe(200);
    const change = { password: 'brand-new-pass-1', password_confirmation: 'brand-new-pass-1', current_password: shopper.password };
    const answer = await shop.rest('PUT', '/api/profile', profile(shopper.email, change), shopper.token);
    expect(answer.status).toBe(200);
    expect((await shop.rest('POST', '/api/login', { email: shopper.email, password: shopper.password })).status).toBe(422);
    const fresh = await shop.rest('POST', '/api/login', { email: shopper.email, password: 'brand-new-pass-1' });
    expect(fresh.status).toBe(200);
    expect((await shop.rest('POST', '/api/info', undefined, shopper.token)).status).toBe(200);
    expect((await shop.rest('POST', '/api/info', undefined, other)).status).toBe(401);
    expect((await shop.rest('POST', '/api/info', undefined, fresh.body.token)).status).toBe(200);
    // The session that made the change refreshes into the new version: its successor works, the other stays dead.
    const refreshed = await shop.rest('POST', '/api/token/refresh', undefined, shopper.token);
    expect(refreshed.status).toBe(200);
    expect((await shop.rest('POST', '/api/info', undefined, refreshed.body.token)).status).toBe(200);
    expect((await shop.rest('POST', '/api/token/refresh', undefined, other)).status).toBe(401);
  });

  it('needs the current password to change the e-mail or the password (422 on current_password), not for the rest', async () => {
    const shopper = await registerShopper(shop);
    const wrong = 'The current password is incorrect';
    const newEmail = `${unique('moved')}@example.com`;
    const change = { password: 'brand-new-pass-1', password_confirmation: 'brand-new-pass-1' };
    for (const body of [
      profile(newEmail),
      profile(newEmail, { current_password: 'not-my-password' }),
      profile(shopper.email, change),
      profile(shopper.email, { ...change, current_password: '' }),
    ]) {
      const answer = await shop.rest('PUT', '/api/profile', body, shopper.token);
      expect(answer).toMatchObject({ status: 422, body: { errors: { current_password: [wrong] } } });
    }
    const gql = await shop.gql(
      'mutation ($input: ProfileInput!) { updateProfile(input: $input) { email } }',
      { input: { email: newEmail, firstName: 'A', lastName: 'B', currentPassword: 'nope-nope' } },
      shopper.token,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { currentPassword: wrong } });
    // Nothing changed.
    expect((await shop.rest('POST', '/api/info', undefined, shopper.token)).body.email).toBe(shopper.email);
    expect((await shop.rest('POST', '/api/login', { email: shopper.email, password: shopper.password })).status).toBe(200);
    // Names, phone and gender need no password.
    expect((await shop.rest('PUT', '/api/profile', profile(shopper.email, { first_name: 'Renamed' }), shopper.token)).status).toBe(200);
  });

  it('validates with the spec messages and changes nothing on failure', async () => {
    const shopper = await registerShopper(shop);
    const empty = await shop.rest('PUT', '/api/profile', { email: null, first_name: '', last_name: ' ' }, shopper.token);
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: 'Please make sure all fields are filled in correctly',
      errors: { email: [REQUIRED], first_name: [REQUIRED], last_name: [REQUIRED] },
    });
    expect((await shop.rest('PUT', '/api/profile', profile('not-an-email'), shopper.token)).body.errors).toEqual({ email: [CHECK] });
    expect((await shop.rest('PUT', '/api/profile', profile(shopper.email, { gender: 'other' }), shopper.token)).body.errors).toEqual({ gender: [CHECK] });
    expect((await shop.rest('PUT', '/api/profile', profile(shopper.email, { phone: '1'.repeat(51) }), shopper.token)).body.errors).toEqual({ phone: [CHECK] });
    const short = await shop.rest('PUT', '/api/profile', profile(shopper.email, { password: 'short', password_confirmation: 'short' }), shopper.token);
    expect(short.body.errors).toEqual({ password: ['The password must be at least 8 characters.'] });
    const mismatch = await shop.rest(
      'PUT',
      '/api/profile',
      profile(shopper.email, { password: 'long-enough-1', password_confirmation: 'other-one-22' }),
      shopper.token,
    );
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
    const unconfirmed = await shop.rest('PUT', '/api/profile', profile(shopper.email, { password: 'long-enough-1' }), shopper.token);
    expect(unconfirmed.body.errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });

    const info = await shop.rest('POST', '/api/info', undefined, shopper.token);
    expect(info.body).toMatchObject({ first_name: 'Ada', phone: null });
    expect((await shop.rest('POST', '/api/login', { email: shopper.email, password: shopper.password })).status).toBe(200);
  });

  it('changes only the fields sent: absent ones keep their values, null clears phone and gender', async () => {
    const shopper = await registerShopper(shop);
    expect((await shop.rest('PUT', '/api/profile', profile(shopper.email), shopper.token)).status).toBe(200);
    const renamed = await shop.rest('PUT', '/api/profile', { last_name: 'Lovelace' }, shopper.token);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ email: shopper.email, first_name: 'Grace', last_name: 'Lovelace', phone: '+852 9123 4567', gender: 'female' });
    const cleared = await shop.rest('PUT', '/api/profile', { phone: null, gender: null }, shopper.token);
    expect(cleared.body).toMatchObject({ first_name: 'Grace', last_name: 'Lovelace', phone: null, gender: null });
  });

  it("refuses an e-mail another account uses, whatever its case, and keeps one's own", async () => {
    const shopper = await registerShopper(shop);
    const other = await registerShopper(shop);
    const taken = await shop.rest('PUT', '/api/profile', profile(other.email.toUpperCase()), shopper.token);
    expect(taken).toMatchObject({ status: 422, body: { errors: { email: ['The email has already been taken.'] } } });
    expect((await shop.rest('POST', '/api/info', undefined, shopper.token)).body.email).toBe(shopper.email);
    expect((await shop.rest('PUT', '/api/profile', profile(shopper.email.toUpperCase()), shopper.token)).status).toBe(200);
  });

  it('needs a shopper: 401 without a token or with an admin token', async () => {
    expect((await shop.rest('PUT', '/api/profile', profile('x@example.com'))).status).toBe(401);
    expect((await shop.rest('PUT', '/api/profile', {})).status).toBe(401);
    expect((await shop.rest('PUT', '/api/profile', profile('x@example.com'), await shop.adminToken())).status).toBe(401);
  });

  it('works through GraphQL', async () => {
    const shopper = await registerShopper(shop);
    const answer = await shop.gql(
      'mutation ($input: ProfileInput!) { updateProfile(input: $input) { email firstName gender } }',
      { input: { email: shopper.email, firstName: 'Lin', lastName: 'Wei', gender: 'male' } },
      shopper.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updateProfile).toEqual({ email: shopper.email, firstName: 'Lin', gender: 'male' });
  });
});

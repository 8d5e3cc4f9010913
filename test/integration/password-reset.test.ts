import type { ReceivedMail } from '../support/smtp.js';
import { TestShop, unique } from '../support/shop.js';
import { workerMailbox, type Mailbox } from '../support/worker-stand-ins.js';
import { clientAddress, gqlFrom, queuedMails, registerShopper } from './customer-fixtures.js';

const TOO_FREQUENT = 'Operation too frequent, please try again later';
const INVALID_TOKEN = 'This password reset token is invalid.';
const NEW_PASSWORD = 'a-new-password-7';

/** The reset link of a mail (text part). */
function resetLink(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text ?? '');
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(match[0]);
}

describe('password reset by mail', () => {
  let shop: TestShop;
  let smtp: Mailbox;
  beforeAll(async () => {
    smtp = await workerMailbox();
    shop = await TestShop.start();
  });
  afterAll(() => shop.close());

  const requestLink = (email: string, headers = clientAddress(), extra: Record<string, unknown> = {}) =>
    shop.rest('POST', '/api/reset/email', { email, ...extra }, undefined, headers);
  const reset = (body: Record<string, unknown>) => shop.rest('POST', '/api/reset/password', body, undefined, clientAddress());

  it('mails a link to /reset-password that sets a new password once; every session of the account ends', async () => {
    const shopper = await registerShopper(shop);
    const sent = await requestLink(shopper.email.toUpperCase());
    expect(sent).toMatchObject({ status: 200, body: { status: 'passwords.sent' } });

    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(shopper.email));
    expect(mail.subject).toMatch(/Reset your password/);
    expect(mail.text).toMatch(/60 minutes/);
    const link = resetLink(mail);
    // PUBLIC_URL's origin (http://localhost:<port> by default), not the address the request came to.
    expect(`${link.origin}${link.pathname}`).toBe(new URL('/reset-password', shop.config.publicUrl).toString());
    expect(link.origin).not.toBe(new URL(shop.url).origin);
    expect(link.searchParams.get('email')).toBe(shopper.email);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(link.search.replace(/&/g, '&amp;'));
    // Only a hash of the token is stored.
    const stored = await shop.em.execute<{ token_hash: string }[]>(
      'select token_hash from password_reset r join customer c on c.id = r.customer_id where c.email = ?',
      [shopper.email],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);

    const done = await reset({ email: shopper.email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(done).toMatchObject({ status: 200, body: { status: 'passwords.reset' } });
    expect((await shop.rest('POST', '/api/login', { email: shopper.email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await shop.rest('POST', '/api/login', { email: shopper.email, password: shopper.password })).status).toBe(422);
    // Whoever held a session before the reset (perhaps the one who took the password) is out, at once.
    expect((await shop.rest('POST', '/api/info', undefined, shopper.token)).status).toBe(401);

    const again = await reset({ email: shopper.email, token, password: 'third-password-9', password_confirmation: 'third-password-9' });
    expect(again).toMatchObject({ status: 422, body: { errors: { token: [INVALID_TOKEN] } } });
    expect((await shop.rest('POST', '/api/login', { email: shopper.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('gives an unknown e-mail exactly the answer of a known one, and mails nobody', async () => {
    const known = await registerShopper(shop);
    const unknown = `${unique('nobody')}@example.com`;
    const a = await requestLink(known.email);
    const b = await requestLink(unknown);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    await smtp.waitFor((m) => m.envelopeTo.includes(known.email));
    expect(await queuedMails(shop, unknown, 'passwordReset')).toBe(0);
    expect(smtp.to(unknown)).toEqual([]);
    // The throttle treats both alike too.
    const a2 = await requestLink(known.email);
    const b2 = await requestLink(unknown);
    expect(a2).toMatchObject({ status: 429, body: { message: TOO_FREQUENT } });
    expect(b2.status).toBe(429);
    expect(b2.body).toEqual(a2.body);
  });

  it('throttles per e-mail (one link a minute) and per client address', async () => {
    const shopper = await registerShopper(shop);
    expect((await requestLink(shopper.email)).status).toBe(200);
    expect(await requestLink(shopper.email, clientAddress())).toMatchObject({ status: 429, body: { message: TOO_FREQUENT } });
    expect(await queuedMails(shop, shopper.email, 'passwordReset')).toBe(1);

    const address = clientAddress();
    for (let i = 0; i < 10; i += 1) expect((await requestLink(`${unique('t')}@example.com`, address)).status).toBe(200);
    expect(await requestLink(`${unique('t')}@example.com`, address)).toMatchObject({ status: 429, body: { message: TOO_FREQUENT } });
    expect((await requestLink(`${unique('t')}@example.com`, clientAddress())).status).toBe(200);
  });

  it('refuses a wrong, expired or replaced token, and an e-mail that does not go with it', async () => {
    const shopper = await registerShopper(shop);
    const other = await registerShopper(shop);
    await requestLink(shopper.email);
    const first = resetLink(await smtp.waitFor((m) => m.envelopeTo.includes(shopper.email))).searchParams.get('token')!;
    const body = (overrides: Record<string, unknown>) => ({
      email: shopper.email,
      token: first,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      ...overrides,
    });
    const invalid = { status: 422, body: { errors: { token: [INVALID_TOKEN] } } };

    expect(await reset(body({ token: 'x'.repeat(43) }))).toMatchObject(invalid);
    expect(await reset(body({ email: other.email }))).toMatchObject(invalid);
    expect(await reset(body({ email: `${unique('nobody')}@example.com` }))).toMatchObject(invalid);

    // A new link replaces the first one (after the per-e-mail minute).
    await shop.em.execute('delete from throttle where key = ?', [`reset:email:${shopper.email}`]);
    await requestLink(shopper.email);
    await smtp.waitFor((m) => m.envelopeTo.includes(shopper.email) && !m.text!.includes(first));
    expect(await reset(body({}))).toMatchObject(invalid);
    const second = resetLink(smtp.to(shopper.email).at(-1)!).searchParams.get('token')!;

    // 60 minutes later the link no longer works.
    await shop.em.execute(`update password_reset set expires_at = now() - interval '1 second' where customer_id = (select id from customer where email = ?)`, [
      shopper.email,
    ]);
    expect(await reset(body({ token: second }))).toMatchObject(invalid);
    expect((await shop.rest('POST', '/api/login', { email: shopper.email, password: shopper.password })).status).toBe(200);
  });

  it('validates with the spec messages', async () => {
    expect(await shop.rest('POST', '/api/reset/email', {})).toMatchObject({ status: 422, body: { errors: { email: ['This field is required.'] } } });
    expect((await shop.rest('POST', '/api/reset/email', { email: 'nope' })).body.errors).toEqual({ email: ['Please check your input.'] });
    const empty = await reset({});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      email: ['This field is required.'],
      token: ['This field is required.'],
      password: ['This field is required.'],
      password_confirmation: ['This field is required.'],
    });
    const mismatch = await reset({ email: 'a@example.com', token: 't', password: NEW_PASSWORD, password_confirmation: 'different-1' });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
    const short = await reset({ email: 'a@example.com', token: 't', password: 'short', password_confirmation: 'short' });
    expect(short.body.errors).toEqual({ password: ['The password must be at least 8 characters.'] });
  });

  it('mails in the language asked for, and works through GraphQL', async () => {
    const shopper = await registerShopper(shop);
    const answer = await gqlFrom(shop, 'mutation ($input: PasswordResetRequestInput!) { sendPasswordResetLink(input: $input) { status } }', {
      input: { email: shopper.email, language: 'zh_hk' },
    });
    expect(answer).toEqual({ data: { sendPasswordResetLink: { status: 'passwords.sent' } } });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(shopper.email));
    expect(mail.subject).toMatch(/重設/);
    const token = resetLink(mail).searchParams.get('token');
    const done = await shop.gql('mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { status } }', {
      input: { email: shopper.email, token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(done).toEqual({ data: { resetPassword: { status: 'passwords.reset' } } });
  });
});

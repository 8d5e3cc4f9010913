import { TestShop, unique } from '../support/shop.js';

/**
 * NUL bytes and lone UTF-16 surrogates are refused on the field that carries them (422 'Please check
 * your input.'), on REST (bodies, path and query values) and GraphQL (variables and literals) alike,
 * and nothing is written.
 */
const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
const CHECK = 'Please check your input.';
const PASSWORD = 'a-good-password-1';

describe('hostile text', () => {
  let shop: TestShop;
  let token: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
  });
  afterAll(async () => {
    await shop.close();
  });

  it.each([
    ['NUL', NUL],
    ['a lone surrogate', LONE],
  ])('refuses %s in a REST register on that field, and creates no account', async (_name, text) => {
    const email = `${unique('nul')}@example.com`;
    const answer = await shop.rest('POST', '/api/register', {
      first_name: text,
      last_name: 'Test',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ first_name: [CHECK] });
    const rows = await shop.em.getConnection().execute('select count(*)::int as n from customer where email = ?', [email]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses NUL in a login, the contact form and a storefront product url', async () => {
    const login = await shop.rest('POST', '/api/login', { email: `x${NUL}@example.com`, password: PASSWORD });
    expect(login.status).toBe(422);
    expect(login.body.errors.email).toEqual([CHECK]);
    const contact = await shop.rest('POST', '/api/contact', { name: 'N', email: 'n@example.com', subject: 'S', message: `hello${NUL}` });
    expect(contact.status).toBe(422);
    expect(contact.body.errors.message).toEqual([CHECK]);
    const product = await shop.rest('POST', '/api/product', { url: NUL });
    expect(product.status).toBe(422);
    expect(product.body.errors.url).toEqual([CHECK]);
  });

  it('refuses NUL in admin keyword searches (query string) and in a path id', async () => {
    for (const path of ['/api/admin/role', '/api/admin/product', '/api/admin/customer', '/api/admin/order']) {
      const answer = await shop.rest('GET', `${path}?keyword=${encodeURIComponent(NUL)}`, undefined, token);
      expect([path, answer.status, answer.body]).toEqual([path, 422, expect.objectContaining({ errors: { keyword: [CHECK] } })]);
    }
    const byId = await shop.rest('GET', `/api/admin/role/${encodeURIComponent(NUL)}`, undefined, token);
    expect(byId.status).toBe(422);
  });

  it('checks the guard first: an anonymous caller gets 401, not 422', async () => {
    const answer = await shop.rest('GET', `/api/admin/role?keyword=${encodeURIComponent(NUL)}`);
    expect(answer.status).toBe(401);
  });

  it('refuses NUL and lone surrogates on GraphQL, in variables and in literals', async () => {
    const email = `${unique('gql')}@example.com`;
    const register = await shop.gql('mutation($input: RegisterInput!) { register(input: $input) { token } }', {
      input: { firstName: 'G', lastName: LONE, email, password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    expect(register.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { lastName: CHECK } });
    const literal = await shop.gql(`{ roles(options: { keyword: "x\\u0000y" }) { totalItems } }`, {}, token);
    expect(literal.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { keyword: CHECK } });
    // A well-formed pair (an emoji) is fine.
    const fine = await shop.gql('query($o: ListOptions) { roles(options: $o) { totalItems } }', { o: { keyword: '😀' } }, token);
    expect(fine.errors).toBeUndefined();
  });
});

import { ONE_THROTTLED_FIELD } from '../../server/common/graphql-limits.js';
import { Customer } from '../../server/modules/customer/customer.entity.js';
import { TestShop, unique } from '../support/shop.js';
import { anAddress, checkoutMethods, inventoryQuantity, sellable, sellingWarehouse } from './order-fixtures.js';

const TOO_FREQUENT = 'Operation too frequent, please try again later';
const PASSWORD = 'correct-horse-9';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let lastOctet = 0;
/** A client address of its own (the shop trusts one proxy, so X-Forwarded-For names the client). */
function clientAddress(): Record<string, string> {
  lastOctet += 1;
  return { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${lastOctet}` };
}

function newShopper() {
  return { first_name: 'Ada', last_name: 'Lovelace', email: `${unique('throttle')}@example.com`, password: PASSWORD, password_confirmation: PASSWORD };
}

describe('throttling per client address', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start({
      TRUST_PROXY: '1',
      LOGIN_MAX_FAILURES: '2',
      LOGIN_DELAY_SECONDS: '1',
      THROTTLE_REGISTER: '2/60',
      THROTTLE_CHECKOUT: '1/60',
      THROTTLE_SUBMIT: '2/60',
    });
  });
  afterAll(async () => {
    await shop.close();
  });

  async function registered(): Promise<{ email: string }> {
    const input = newShopper();
    expect((await shop.rest('POST', '/api/register', input, undefined, clientAddress())).status).toBe(201);
    return { email: input.email };
  }
  const login = (email: string, password: string, from: Record<string, string>) => shop.rest('POST', '/api/login', { email, password }, undefined, from);

  it("never lets a stranger's failures stop the owner signing in from another address", async () => {
    const owner = await registered();
    const stranger = clientAddress();
    for (let i = 0; i < 2; i += 1) expect((await login(owner.email, 'wrong-password', stranger)).status).toBe(422);
    expect(await login(owner.email, PASSWORD, stranger)).toMatchObject({ status: 429, body: { message: TOO_FREQUENT } });
    expect((await login(owner.email, PASSWORD, clientAddress())).status).toBe(200);
    // The stranger keeps failing from several addresses: the owner is still not locked out.
    for (let i = 0; i < 3; i += 1) {
      const elsewhere = clientAddress();
      for (let j = 0; j < 2; j += 1) expect((await login(owner.email, 'wrong-password', elsewhere)).status).toBe(422);
    }
    expect((await login(owner.email, PASSWORD, clientAddress())).status).toBe(200);
  });

  it('makes an address wait after its free failures, longer after every further failure', async () => {
    const shopper = await registered();
    const from = clientAddress();
    for (let i = 0; i < 2; i += 1) expect((await login(shopper.email, 'wrong-password', from)).status).toBe(422);
    expect((await login(shopper.email, PASSWORD, from)).status).toBe(429);
    await sleep(1100);
    // The first wait (1 s) has passed: one more guess, which doubles the wait.
    expect((await login(shopper.email, 'wrong-password', from)).status).toBe(422);
    await sleep(1100);
    expect((await login(shopper.email, PASSWORD, from)).status).toBe(429);
    await sleep(1000);
    expect((await login(shopper.email, PASSWORD, from)).status).toBe(200);
    // The good login cleared the pair's count: two free failures again.
    for (let i = 0; i < 2; i += 1) expect((await login(shopper.email, 'wrong-password', from)).status).toBe(422);
  });

  it('lets one guess through when several arrive at once after a wait', async () => {
    const shopper = await registered();
    const from = clientAddress();
    for (let i = 0; i < 2; i += 1) expect((await login(shopper.email, 'wrong-password', from)).status).toBe(422);
    await sleep(1100);
    const answers = await Promise.all(Array.from({ length: 5 }, () => login(shopper.email, 'wrong-password', from)));
    expect(answers.map((a) => a.status).sort()).toEqual([422, 429, 429, 429, 429]);
  });

  it('throttles sign-ups per client address', async () => {
    const from = clientAddress();
    for (let i = 0; i < 2; i += 1) expect((await shop.rest('POST', '/api/register', newShopper(), undefined, from)).status).toBe(201);
    const refused = newShopper();
    expect(await shop.rest('POST', '/api/register', refused, undefined, from)).toMatchObject({ status: 429, body: { message: TOO_FREQUENT } });
    expect(await shop.em.count(Customer, { email: refused.email })).toBe(0);
    expect((await shop.rest('POST', '/api/register', newShopper(), undefined, clientAddress())).status).toBe(201);
  });

  it('throttles checkouts per client address', async () => {
    const methods = await checkoutMethods(shop);
    const warehouse = await sellingWarehouse(shop);
    const shirt = await sellable(shop, { stock: { [warehouse]: 5 } });
    const place = async (from: Record<string, string>) => {
      const cart = await shop.rest('POST', '/api/cart/item', { stock_id: shirt.stockId, quantity: 1 });
      const body = {
        cart_id: cart.body.cart_id,
        email: 'throttled.buyer@example.com',
        shipping_method_id: methods.shipping,
        payment_method_id: methods.cod,
        shipping_address: anAddress(),
      };
      return shop.rest('POST', '/api/checkout', body, undefined, from);
    };
    const from = clientAddress();
    expect((await place(from)).status).toBe(201);
    expect(await place(from)).toMatchObject({ status: 429, body: { message: TOO_FREQUENT } });
    expect(await inventoryQuantity(shop, shirt.inventories.get(warehouse)!)).toBe(4);
    expect((await place(clientAddress())).status).toBe(201);
  });

  it('throttles form submissions per client address, spam and refused ones included', async () => {
    const token = await shop.adminToken();
    const url = unique('throttled-form-');
    const created = await shop.rest(
      'POST',
      '/api/admin/form',
      { title: 'Throttled', url, allow_guest: true, fields: [{ key: 'name', label: 'Name', type: 'text', required: true }] },
      token,
    );
    expect(created.status).toBe(201);
    const from = clientAddress();
    expect((await shop.rest('POST', `/api/form/${url}`, { name: 'A' }, undefined, from)).status).toBe(200);
    expect((await shop.rest('POST', `/api/form/${url}`, { name: '' }, undefined, from)).status).toBe(422);
    const third = await shop.rest('POST', `/api/form/${url}`, { name: 'C', _hp: 'bot' }, undefined, from);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ message: TOO_FREQUENT });
    expect((await shop.rest('POST', `/api/form/${url}`, { name: 'D' }, undefined, clientAddress())).status).toBe(200);
  });
});

describe('one throttled operation per GraphQL request', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start();
  });
  afterAll(async () => {
    await shop.close();
  });

  const REGISTER = 'register(input: { firstName: "Ada", lastName: "Lovelace", email: $email, password: $password, passwordConfirmation: $password }) { token }';

  it('refuses 100 aliased sign-ups in one request and creates no account', async () => {
    const email = `${unique('alias')}@example.com`;
    const fields = Array.from({ length: 100 }, (_, i) => `a${i}: ${REGISTER.replace('$email', `"${i}${email}"`)}`).join('\n');
    const answer = await shop.gql(`mutation ($password: String!) { ${fields} }`, { password: PASSWORD });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.map((e) => e.message)).toContain(ONE_THROTTLED_FIELD);
    expect(await shop.em.count(Customer, { email: { $like: `%${email}` } })).toBe(0);
  });

  it('counts every alias toward the cost of a request (issue 23: the cost budget replaced the field count)', async () => {
    const aliases = Array.from({ length: 2001 }, (_, i) => `a${i}: __typename`).join(' ');
    const answer = await shop.gql(`{ ${aliases} }`);
    expect(answer.errors?.map((e) => e.message)).toContain('Query cost 2001 is over the limit of 2000.');
    const fine = await shop.gql(`{ ${Array.from({ length: 50 }, (_, i) => `a${i}: __typename`).join(' ')} }`);
    expect(fine.errors).toBeUndefined();
  });

  it('refuses two different throttled fields, also through fragments, and runs a single one', async () => {
    const email = `${unique('pair')}@example.com`;
    const mixed = await shop.gql(
      `mutation ($email: String!, $password: String!) { ${REGISTER} login(input: { email: $email, password: $password }) { token } }`,
      { email, password: PASSWORD },
    );
    expect(mixed.errors?.map((e) => e.message)).toContain(ONE_THROTTLED_FIELD);
    const viaFragment = await shop.gql(
      `fragment Twice on Mutation { again: ${REGISTER} } mutation ($email: String!, $password: String!) { ${REGISTER} ...Twice }`,
      { email, password: PASSWORD },
    );
    expect(viaFragment.errors?.map((e) => e.message)).toContain(ONE_THROTTLED_FIELD);
    expect(await shop.em.count(Customer, { email })).toBe(0);

    const single = await shop.gql(`mutation ($email: String!, $password: String!) { ${REGISTER} }`, { email, password: PASSWORD });
    expect(single.errors).toBeUndefined();
    expect(await shop.em.count(Customer, { email })).toBe(1);
    // Over REST too, the refusal is a clear 4xx.
    const rest = await shop.rest('POST', '/graphql', {
      query: `mutation { a: login(input: {email: "x@example.com", password: "y"}) { token } b: login(input: {email: "x@example.com", password: "y"}) { token } }`,
    });
    expect(rest.status).toBe(400);
  });
});

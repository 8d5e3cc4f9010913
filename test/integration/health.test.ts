import { TestShop } from '../support/shop.js';

describe('server start', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('answers the health check', async () => {
    const answer = await shop.rest('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  it('answers 404 in JSON for an unknown API route', async () => {
    const answer = await shop.rest('GET', '/api/no-such-thing');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not Found' });
  });

  it('answers 400 for an unreadable JSON body (401 first on an admin route: the body is not read)', async () => {
    const response = await fetch(`${shop.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' });
    expect(response.status).toBe(400);
    const admin = await fetch(`${shop.url}/api/admin/role`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' });
    expect(admin.status).toBe(401);
  });

  it('refuses an anonymous admin query with UNAUTHENTICATED', async () => {
    const answer = await shop.gql('{ roles { totalItems } }');
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await shop.rest('DELETE', '/api/admin/role/batch', {});
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ error: 'Unauthenticated' });
  });

  it('refuses a query deeper than the limit', async () => {
    const deep =
      '{ __typename roles { totalItems } __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } }';
    const answer = await shop.gql(deep);
    expect(answer.errors?.[0].message).toMatch(/too deep/);
    const introspection =
      '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } }';
    expect((await shop.gql(introspection)).errors).toBeUndefined();
  });
});

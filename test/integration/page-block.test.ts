import { TestShop, unique } from '../support/shop.js';
import { XSS_PAYLOADS, assertHarmless } from '../support/xss.js';

const PASSWORD = 'a-good-password-1';
const PAGE = 'id enabled url title content metaTitle metaDescription publishFrom publishUntil updatedAt';
const url = (prefix: string) => unique(prefix).toLowerCase();

describe('pages and blocks', () => {
  let shop: TestShop;
  let token: string;
  let outsider: string;
  const gql = (query: string, variables: Record<string, unknown> = {}, as: string | undefined = token) => shop.gql(query, variables, as);

  async function createPage(input: Record<string, unknown> = {}, language?: string) {
    const answer = await gql(`mutation($input: PageInput!, $language: String) { createPage(input: $input, language: $language) { ${PAGE} } }`, {
      input: { title: unique('Page '), url: url('page-'), ...input },
      language,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createPage;
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    const role = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: unique('No pages '), permissions: ['brand'] },
    });
    const email = `${unique('nopage')}@example.com`;
    const account = await gql('mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }', {
      input: { name: 'No pages', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id },
    });
    expect(account.errors).toBeUndefined();
    outsider = await shop.adminToken(email, PASSWORD);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('creates, reads, updates and deletes a page over REST', async () => {
    const pageUrl = url('about-');
    const created = await shop.rest('POST', '/api/admin/page', { title: 'About us', url: pageUrl, content: '<p>Hello</p>', meta_title: 'About' }, token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'About us', url: pageUrl, enabled: true, content: '<p>Hello</p>', meta_title: 'About', publish_from: null });
    const id = created.body.id;
    expect((await shop.rest('GET', `/api/admin/page/${id}`, undefined, token)).body).toMatchObject({ id, title: 'About us' });
    const updated = await shop.rest('PUT', `/api/admin/page/${id}`, { meta_description: 'Who we are' }, token);
    expect(updated.body).toMatchObject({ title: 'About us', meta_title: 'About', meta_description: 'Who we are' });
    const list = await shop.rest('GET', `/api/admin/page?keyword=${pageUrl}`, undefined, token);
    expect(list.body).toMatchObject({ total: 1, data: [{ id }] });
    expect((await shop.rest('DELETE', `/api/admin/page/${id}`, undefined, token)).status).toBe(200);
    expect((await shop.rest('GET', `/api/admin/page/${id}`, undefined, token)).status).toBe(404);
    expect((await shop.rest('PUT', '/api/admin/page/99999999', { title: 'x' }, token)).status).toBe(404);
  });

  it('validates every page field at once: required, url format, url taken, window order', async () => {
    const empty = await shop.rest('POST', '/api/admin/page', { title: ' ', url: '' }, token);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ title: ['This field is required.'], url: ['This field is required.'] });
    const bad = await shop.rest('POST', '/api/admin/page', { title: 'x', url: 'has space/slash' }, token);
    expect(bad.body.errors).toEqual({ url: ['Please check your input.'] });
    const taken = await createPage();
    const dup = await shop.rest('POST', '/api/admin/page', { title: 'x', url: taken.url }, token);
    expect(dup).toMatchObject({ status: 422, body: { errors: { url: ['The url has already been taken.'] } } });
    const window = await shop.rest(
      'POST',
      '/api/admin/page',
      { title: 'x', url: url('w-'), publish_from: '2030-01-02T00:00:00Z', publish_until: '2030-01-01T00:00:00Z' },
      token,
    );
    expect(window).toMatchObject({ status: 422, body: { errors: { publish_until: ['Please check your input.'] } } });
  });

  it('storefront: POST /api/page answers enabled, published pages in the language asked, with fallback', async () => {
    const page = await createPage({ title: 'Shipping', content: '<p>Fast</p>', metaDescription: 'How we ship' }, 'en_us');
    await gql('mutation($id: Int!, $input: PageInput!) { updatePage(id: $id, input: $input, language: "zh_hk") { id } }', {
      id: page.id,
      input: { title: '運送' },
    });
    const zh = await shop.rest('POST', '/api/page?language=zh_hk', { url: page.url });
    expect(zh).toMatchObject({ status: 200, body: { title: '運送', content: '<p>Fast</p>', meta_description: 'How we ship' } });
    const en = await shop.rest('POST', '/api/page', { url: page.url, language: 'en_us' });
    expect(en.body.title).toBe('Shipping');
    expect((await shop.rest('POST', '/api/page', { url: 'no-such-page-here' })).status).toBe(404);
    const check = await shop.rest('POST', '/api/check', { key: page.url, type: 'page' });
    expect(check.body).toEqual({ exists: true });
    // disabled, not yet published, expired: gone from the storefront and the guard
    const later = await createPage({ publishFrom: new Date(Date.now() + 86400000).toISOString() });
    const expired = await createPage({ publishUntil: new Date(Date.now() - 1000).toISOString() });
    const off = await createPage({ enabled: false });
    for (const hidden of [later, expired, off]) {
      expect((await shop.rest('POST', '/api/page', { url: hidden.url })).status).toBe(404);
      expect((await shop.rest('POST', '/api/check', { key: hidden.url, type: 'page' })).body).toEqual({ exists: false });
    }
  });

  it('sanitises rich text on save and on render: known XSS payloads come back harmless', async () => {
    const content = XSS_PAYLOADS.join('\n');
    const page = await createPage({ content });
    assertHarmless(page.content);
    const storefront = await shop.rest('POST', '/api/page', { url: page.url });
    assertHarmless(storefront.body.content);
    const block = await shop.rest('POST', '/api/admin/block', { identifier: url('xss_'), content }, token);
    expect(block.status).toBe(201);
    assertHarmless(block.body.content);
  });

  it('a page url change leaves a 301 target behind (no chains, no loops)', async () => {
    const first = url('old-');
    const page = await createPage({ url: first });
    const second = url('mid-');
    const third = url('new-');
    await shop.rest('PUT', `/api/admin/page/${page.id}`, { url: second }, token);
    await shop.rest('PUT', `/api/admin/page/${page.id}`, { url: third }, token);
    const rows: { from_url: string; to_url: string }[] = await shop.em
      .getConnection()
      .execute(`select from_url, to_url from url_redirect where kind = 'page' and to_url = ?`, [third]);
    expect(rows.map((r: { from_url: string }) => r.from_url).sort()).toEqual([first, second].sort());
    // taking back the first url: it is no redirect any more, and the others point at it
    await shop.rest('PUT', `/api/admin/page/${page.id}`, { url: first }, token);
    const after: { from_url: string; to_url: string }[] = await shop.em
      .getConnection()
      .execute(`select from_url, to_url from url_redirect where kind = 'page' and (from_url in (?, ?, ?))`, [first, second, third]);
    expect(after.every((r: { to_url: string }) => r.to_url === first)).toBe(true);
    expect(after.some((r: { from_url: string }) => r.from_url === first)).toBe(false);
  });

  it('blocks: identifier key_format (both messages), unique, storefront by identifier with fallback', async () => {
    const chars = await shop.rest('POST', '/api/admin/block', { identifier: 'Bad-Key' }, token);
    expect(chars.body.errors).toEqual({ identifier: ['Input can only contain lowercase letters, numbers and _ character'] });
    const start = await shop.rest('POST', '/api/admin/block', { identifier: '1abc' }, token);
    expect(start.body.errors).toEqual({ identifier: ['Input must start with a lowercase letter'] });
    expect((await shop.rest('POST', '/api/admin/block', {}, token)).body.errors).toEqual({ identifier: ['This field is required.'] });
    const identifier = url('promo_');
    const created = await shop.rest('POST', '/api/admin/block?language=en_us', { identifier, title: 'Sale', content: '<p>Half price</p>' }, token);
    expect(created.status).toBe(201);
    const dup = await shop.rest('POST', '/api/admin/block', { identifier }, token);
    expect(dup).toMatchObject({ status: 422, body: { errors: { identifier: ['Key can not be repeated'] } } });
    await shop.rest('PUT', `/api/admin/block/${created.body.id}?language=zh_hk`, { title: '特價' }, token);
    const zh = await shop.rest('POST', '/api/block?language=zh_hk', { identifier });
    expect(zh.body).toMatchObject({ identifier, title: '特價', content: '<p>Half price</p>' });
    await shop.rest('PUT', '/api/admin/block/batch', { ids: [created.body.id], data: { enabled: false } }, token);
    expect((await shop.rest('POST', '/api/block', { identifier })).status).toBe(404);
  });

  it('a page places blocks by identifier: shown in order in the language asked, a disabled one skipped, an unknown one refused', async () => {
    const made = [];
    for (const title of ['First', 'Second', 'Off']) {
      const block = await shop.rest('POST', '/api/admin/block?language=en_us', { identifier: url('placed_'), title, content: `<p>${title}</p>` }, token);
      made.push(block.body);
    }
    await shop.rest('PUT', `/api/admin/block/${made[1].id}?language=zh_hk`, { title: '第二' }, token);
    await shop.rest('PUT', `/api/admin/block/${made[2].id}`, { enabled: false }, token);
    const order = [made[1].identifier, made[0].identifier, made[2].identifier];
    const page = await createPage({ blockIdentifiers: order });
    const stored = await shop.rest('GET', `/api/admin/page/${page.id}`, undefined, token);
    expect(stored.body.block_identifiers).toEqual(order);
    const zh = await shop.rest('POST', '/api/page?language=zh_hk', { url: page.url });
    expect(zh.body.blocks.map((b: { title: string }) => b.title)).toEqual(['第二', 'First']);
    const unknown = await shop.rest('PUT', `/api/admin/page/${page.id}`, { block_identifiers: ['no_such_block_here'] }, token);
    expect(unknown).toMatchObject({ status: 422, body: { errors: { block_identifiers: ['Please check your input.'] } } });
    expect((await shop.rest('GET', `/api/admin/page/${page.id}`, undefined, token)).body.block_identifiers).toEqual(order);
  });

  it('refuses without a token (401) and without the permission (403)', async () => {
    const page = await createPage();
    expect((await shop.rest('GET', '/api/admin/page')).status).toBe(401);
    for (const [method, path, body] of [
      ['GET', '/api/admin/page', undefined],
      ['GET', `/api/admin/page/${page.id}`, undefined],
      ['POST', '/api/admin/page', { title: 'x', url: url('x') }],
      ['PUT', `/api/admin/page/${page.id}`, { title: 'x' }],
      ['DELETE', `/api/admin/page/${page.id}`, undefined],
      ['PUT', '/api/admin/page/batch', { ids: [page.id], data: { enabled: false } }],
      ['DELETE', '/api/admin/page/batch', { ids: [page.id] }],
      ['GET', '/api/admin/block', undefined],
      ['POST', '/api/admin/block', { identifier: 'abc' }],
    ] as const) {
      expect([path, (await shop.rest(method, path, body, outsider)).status]).toEqual([path, 403]);
    }
  });

  it('a page list costs the same queries for 10 rows as for 100', async () => {
    const tag = url('cost');
    for (let i = 0; i < 12; i += 1) await createPage({ title: `${tag} ${i}` });
    const read = (perPage: number) => () => shop.rest('GET', `/api/admin/page?keyword=${tag}&per_page=${perPage}`, undefined, token);
    expect(await shop.statementsOf(read(10))).toBe(await shop.statementsOf(read(100)));
  });
});

import { TestShop, unique } from '../support/shop.js';
import { XSS_PAYLOADS, assertHarmless } from '../support/xss.js';

const PASSWORD = 'a-good-password-1';
const url = (prefix: string) => unique(prefix).toLowerCase();
const past = () => new Date(Date.now() - 60_000).toISOString();

describe('blog: categories and articles', () => {
  let shop: TestShop;
  let token: string;
  let outsider: string;

  async function category(body: Record<string, unknown> = {}) {
    const answer = await shop.rest('POST', '/api/admin/blog/category', { title: unique('Category '), url: url('bc-'), ...body }, token);
    expect(answer.status).toBe(201);
    return answer.body;
  }
  async function article(body: Record<string, unknown> = {}) {
    const answer = await shop.rest('POST', '/api/admin/blog/article', { title: unique('Article '), url: url('ba-'), published_at: past(), ...body }, token);
    expect(answer.status).toBe(201);
    return answer.body;
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    const role = await shop.gql(
      'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
      { input: { name: unique('No blog '), permissions: ['page'] } },
      token,
    );
    const email = `${unique('noblog')}@example.com`;
    await shop.gql(
      'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
      { input: { name: 'No blog', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id } },
      token,
    );
    outsider = await shop.adminToken(email, PASSWORD);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('creates, reads, updates, lists and deletes categories and articles', async () => {
    const parent = await category({ title: 'News' });
    const child = await category({ title: 'Shop news', parent_id: parent.id });
    expect(child).toMatchObject({ title: 'Shop news', parent_id: parent.id, enabled: true });
    // a category can not sit below itself
    const loop = await shop.rest('PUT', `/api/admin/blog/category/${parent.id}`, { parent_id: child.id }, token);
    expect(loop).toMatchObject({ status: 422, body: { errors: { parent_id: ['Please check your input.'] } } });
    const a = await article({
      title: 'Hello',
      author: 'Ann',
      category_ids: [child.id],
      tags: ['new', ' sale '],
      content: '<p>Hi</p>',
      image: '/uploads/a.png',
    });
    expect(a).toMatchObject({ title: 'Hello', author: 'Ann', category_ids: [child.id], tags: ['new', 'sale'], content: '<p>Hi</p>', image: '/uploads/a.png' });
    const updated = await shop.rest('PUT', `/api/admin/blog/article/${a.id}`, { summary: 'Short' }, token);
    expect(updated.body).toMatchObject({ title: 'Hello', author: 'Ann', summary: 'Short' });
    const list = await shop.rest('GET', `/api/admin/blog/article?keyword=${a.url}`, undefined, token);
    expect(list.body).toMatchObject({ total: 1, data: [{ id: a.id }] });
    expect((await shop.rest('DELETE', `/api/admin/blog/article/${a.id}`, undefined, token)).status).toBe(200);
    expect((await shop.rest('GET', `/api/admin/blog/article/${a.id}`, undefined, token)).status).toBe(404);
  });

  it('validates: required title and url, url format and uniqueness, unknown categories', async () => {
    const empty = await shop.rest('POST', '/api/admin/blog/article', { title: '', url: '' }, token);
    expect(empty.body.errors).toEqual({ title: ['This field is required.'], url: ['This field is required.'] });
    const taken = await article();
    expect((await shop.rest('POST', '/api/admin/blog/article', { title: 'x', url: taken.url }, token)).body.errors).toEqual({
      url: ['The url has already been taken.'],
    });
    expect((await shop.rest('POST', '/api/admin/blog/article', { title: 'x', url: url('x-'), category_ids: [99999999] }, token)).body.errors).toEqual({
      category_ids: ['Please check your input.'],
    });
    expect((await shop.rest('POST', '/api/admin/blog/category', { title: 'x', url: 'bad url' }, token)).body.errors).toEqual({
      url: ['Please check your input.'],
    });
  });

  it('storefront: POST /api/article and /api/category (paged, newest first) in the language asked, with fallback; guards', async () => {
    const cat = await category({ title: 'Guides' });
    await shop.rest('PUT', `/api/admin/blog/category/${cat.id}?language=zh_hk`, { title: '指南' }, token);
    const older = await article({ title: 'Older', category_ids: [cat.id], published_at: new Date(Date.now() - 3_600_000).toISOString() });
    const newer = await article({ title: 'Newer', category_ids: [cat.id] });
    const draft = await article({ title: 'Draft', category_ids: [cat.id], published_at: null });
    const future = await article({ title: 'Later', category_ids: [cat.id], published_at: new Date(Date.now() + 86_400_000).toISOString() });
    const page = await shop.rest('POST', '/api/category', { url: cat.url, language: 'zh_hk', page: 1, per_page: 10 });
    expect(page.status).toBe(200);
    expect(page.body.category.title).toBe('指南');
    expect(page.body.articles.items.map((a: { id: number }) => a.id)).toEqual([newer.id, older.id]);
    expect(page.body.articles.total_items).toBe(2);
    const zh = await shop.rest('POST', '/api/article', { url: newer.url, language: 'zh_hk' });
    expect(zh).toMatchObject({ status: 200, body: { title: 'Newer' } });
    for (const hidden of [draft, future]) expect((await shop.rest('POST', '/api/article', { url: hidden.url })).status).toBe(404);
    expect((await shop.rest('POST', '/api/check', { key: newer.url, type: 'blog_article' })).body).toEqual({ exists: true });
    expect((await shop.rest('POST', '/api/check', { key: draft.url, type: 'blog_article' })).body).toEqual({ exists: false });
    expect((await shop.rest('POST', '/api/check', { key: cat.url, type: 'blog_category' })).body).toEqual({ exists: true });
    await shop.rest('PUT', '/api/admin/blog/category/batch', { ids: [cat.id], data: { enabled: false } }, token);
    expect((await shop.rest('POST', '/api/category', { url: cat.url })).status).toBe(404);
  });

  it('sanitises article content on save and render', async () => {
    const a = await article({ content: XSS_PAYLOADS.join('\n') });
    assertHarmless(a.content);
    assertHarmless((await shop.rest('POST', '/api/article', { url: a.url })).body.content);
  });

  it('refuses without a token (401) and without the blog permission (403)', async () => {
    expect((await shop.rest('GET', '/api/admin/blog/article')).status).toBe(401);
    for (const [method, path] of [
      ['GET', '/api/admin/blog/article'],
      ['GET', '/api/admin/blog/category'],
      ['POST', '/api/admin/blog/article'],
      ['POST', '/api/admin/blog/category'],
    ] as const) {
      expect([path, (await shop.rest(method, path, method === 'POST' ? { title: 'x', url: url('x') } : undefined, outsider)).status]).toEqual([path, 403]);
    }
  });

  it('an article list costs the same queries for 10 rows as for 100', async () => {
    const tag = url('cost');
    for (let i = 0; i < 12; i += 1) await article({ title: `${tag} ${i}` });
    const read = (perPage: number) => () => shop.rest('GET', `/api/admin/blog/article?keyword=${tag}&per_page=${perPage}`, undefined, token);
    expect(await shop.statementsOf(read(10))).toBe(await shop.statementsOf(read(100)));
  });
});

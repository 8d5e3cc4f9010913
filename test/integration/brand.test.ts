import { TestShop, unique } from '../support/shop.js';

const PASSWORD = 'a-good-password-1';
const FIELDS = 'id enabled title url shortDescription description image imagePath createdAt updatedAt';

interface BrandRow {
  id: number;
  title: string;
  url: string;
  enabled: boolean;
  [key: string]: unknown;
}

describe('brands', () => {
  let shop: TestShop;
  let token: string;
  let outsider: string;

  const gql = (query: string, variables: Record<string, unknown> = {}, as: string | undefined = token) => shop.gql(query, variables, as);

  async function create(input: Record<string, unknown> = {}, language?: string): Promise<BrandRow> {
    const answer = await gql(`mutation($input: BrandInput!, $language: String) { createBrand(input: $input, language: $language) { ${FIELDS} } }`, {
      input: { title: unique('Brand '), url: unique('brand-'), ...input },
      language,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createBrand;
  }

  async function get(id: number, language?: string): Promise<BrandRow> {
    const answer = await gql(`query($id: Int!, $language: String) { brand(id: $id, language: $language) { ${FIELDS} } }`, { id, language });
    expect(answer.errors).toBeUndefined();
    return answer.data!.brand;
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    const role = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: unique('No brand '), permissions: ['menu'] },
    });
    const email = `${unique('nobrand')}@example.com`;
    const account = await gql('mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }', {
      input: { name: 'No brand', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id },
    });
    expect(account.errors).toBeUndefined();
    outsider = await shop.adminToken(email, PASSWORD);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('creates a brand (enabled by default) and sanitises the rich-text description', async () => {
    const url = unique('nike-');
    const brand = await create({
      title: ' Nike ',
      url,
      shortDescription: 'Just do it',
      description: '<p onclick="x()">Shoes <script>alert(1)</script><strong>fast</strong></p>',
      image: '/uploads/2025/01/nike.png',
    });
    expect(brand).toMatchObject({ title: 'Nike', url, enabled: true, shortDescription: 'Just do it', image: '/uploads/2025/01/nike.png' });
    expect(brand.description).toBe('<p>Shoes <strong>fast</strong></p>');
    expect(brand.imagePath).toBe(`${shop.config.publicUrl.replace(/\/+$/, '')}/uploads/2025/01/nike.png`);
  });

  it('gets one brand; a missing id is NOT_FOUND (REST 404 "ID not exists")', async () => {
    const brand = await create();
    expect((await get(brand.id)).url).toBe(brand.url);
    const missing = await gql('{ brand(id: 99999999) { id } }');
    expect(missing.errors?.[0]).toMatchObject({ message: 'ID not exists', extensions: { code: 'NOT_FOUND' } });
    const rest = await shop.rest('GET', '/api/admin/brand/99999999', undefined, token);
    expect(rest).toMatchObject({ status: 404, body: { message: 'ID not exists' } });
    const update = await shop.rest('PUT', '/api/admin/brand/99999999', { title: 'x', url: unique('x') }, token);
    expect(update.status).toBe(404);
    expect((await shop.rest('DELETE', '/api/admin/brand/99999999', undefined, token)).status).toBe(404);
  });

  it('updates, keeping what the form does not send', async () => {
    const brand = await create({ image: '/uploads/a.png', enabled: false });
    const url = unique('renamed-');
    const answer = await gql(`mutation($id: Int!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { ${FIELDS} } }`, {
      id: brand.id,
      input: { title: 'Renamed', url },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updateBrand).toMatchObject({ title: 'Renamed', url, enabled: false, image: '/uploads/a.png' });
    const cleared = await gql('mutation($id: Int!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { image enabled } }', {
      id: brand.id,
      input: { title: 'Renamed', url, image: null, enabled: true },
    });
    expect(cleared.data!.updateBrand).toEqual({ image: null, enabled: true });
  });

  it('validates: title and url required, url format, url unique (422 "The url has already been taken.")', async () => {
    const empty = await gql('mutation($input: BrandInput!) { createBrand(input: $input) { id } }', { input: { title: '   ' } });
    expect(empty.errors?.[0].extensions?.errors).toEqual({ title: 'This field is required.', url: 'This field is required.' });
    const bad = await gql('mutation($input: BrandInput!) { createBrand(input: $input) { id } }', { input: { title: 'x', url: 'has space' } });
    expect(bad.errors?.[0].extensions?.errors).toEqual({ url: 'Please check your input.' });
    const taken = await create();
    const rest = await shop.rest('POST', '/api/admin/brand', { title: 'Other', url: taken.url }, token);
    expect(rest.status).toBe(422);
    expect(rest.body).toEqual({ message: 'Please make sure all fields are filled in correctly', errors: { url: ['The url has already been taken.'] } });
    const other = await create();
    const update = await shop.rest('PUT', `/api/admin/brand/${other.id}`, { title: 'Other', url: taken.url }, token);
    expect(update.status).toBe(422);
    expect(update.body.errors).toEqual({ url: ['The url has already been taken.'] });
    // its own url is no conflict
    expect((await shop.rest('PUT', `/api/admin/brand/${taken.id}`, { title: 'Same', url: taken.url }, token)).status).toBe(200);
  });

  it('translations: create in en_us, update zh_hk, read zh_hk with fallback for untranslated fields', async () => {
    const brand = await create({ title: 'Apple', shortDescription: 'Think different', description: '<p>Computers</p>' }, 'en_us');
    const update = await gql(
      'mutation($id: Int!, $input: BrandInput!) { updateBrand(id: $id, input: $input, language: "zh_hk") { title shortDescription description } }',
      {
        id: brand.id,
        input: { title: '蘋果', url: brand.url, description: '<p>電腦</p>' },
      },
    );
    expect(update.errors).toBeUndefined();
    expect(update.data!.updateBrand).toEqual({ title: '蘋果', shortDescription: 'Think different', description: '<p>電腦</p>' });
    expect(await get(brand.id, 'en_us')).toMatchObject({ title: 'Apple', shortDescription: 'Think different', description: '<p>Computers</p>' });
    expect(await get(brand.id, 'zh_hk')).toMatchObject({ title: '蘋果', shortDescription: 'Think different' });
    // the url is shared: changing it in zh_hk changes it for everybody
    const url = unique('apple-');
    await gql('mutation($id: Int!, $input: BrandInput!) { updateBrand(id: $id, input: $input, language: "zh_hk") { id } }', {
      id: brand.id,
      input: { title: '蘋果', url },
    });
    expect((await get(brand.id, 'en_us')).url).toBe(url);
    const rest = await shop.rest('GET', `/api/admin/brand/${brand.id}?language=zh_hk`, undefined, token);
    expect(rest.body).toMatchObject({ title: '蘋果', short_description: 'Think different', url });
  });

  it('REST multipart create with language and globals, update with _method=PUT', async () => {
    const url = unique('mp-');
    const form = new FormData();
    form.set('language', 'zh_hk');
    form.set('globals', JSON.stringify(['url', 'enabled', 'image']));
    form.set('title', '耐克');
    form.set('url', url);
    form.set('enabled', '0');
    const created = await shop.rest('POST', '/api/admin/brand', form, token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: '耐克', url, enabled: false });
    // created in zh_hk: the main language got the value too, as a fallback
    expect((await get(created.body.id, 'en_us')).title).toBe('耐克');
    const edit = new FormData();
    edit.set('_method', 'PUT');
    edit.set('language', 'en_us');
    edit.set('globals', JSON.stringify(['url']));
    edit.set('title', 'Nike');
    edit.set('url', url);
    const updated = await shop.rest('POST', `/api/admin/brand/${created.body.id}`, edit, token);
    expect(updated.status).toBe(200);
    expect(updated.body.title).toBe('Nike');
    expect((await get(created.body.id, 'zh_hk')).title).toBe('耐克');
  });

  it('lists with keyword (titles in any language, url), sorting and paging', async () => {
    const tag = unique('kw');
    const a = await create({ title: `A ${tag}` });
    const b = await create({ title: '中文品牌', url: `${tag}-url` });
    const answer = await gql('query($o: ListOptions, $l: String) { brands(options: $o, language: $l) { totalItems page perPage items { id title } } }', {
      o: { keyword: tag, sort: '-id' },
    });
    expect(answer.data!.brands).toMatchObject({ totalItems: 2, page: 1, perPage: 10 });
    expect(answer.data!.brands.items.map((x: BrandRow) => x.id)).toEqual([b.id, a.id]);
    const rest = await shop.rest('GET', `/api/admin/brand?keyword=${tag}&sort=id&per_page=20`, undefined, token);
    expect(rest.body).toMatchObject({ total: 2, page: 1, per_page: 20 });
    expect(rest.body.data.map((x: BrandRow) => x.id)).toEqual([a.id, b.id]);
    const badSort = await shop.rest('GET', '/api/admin/brand?sort=password', undefined, token);
    expect(badSort.status).toBe(422);
  });

  it('batch enabled (all or nothing) and the public list shows enabled brands only', async () => {
    const a = await create();
    const b = await create();
    const off = await shop.rest('PUT', '/api/admin/brand/batch', { ids: [a.id, b.id], data: { enabled: false } }, token);
    expect(off).toMatchObject({ status: 200, body: { affected: 2 } });
    const missing = await shop.rest('PUT', '/api/admin/brand/batch', { ids: [a.id, 99999999], data: { enabled: true } }, token);
    expect(missing.status).toBe(404);
    expect((await get(a.id)).enabled).toBe(false);
    const noData = await shop.rest('PUT', '/api/admin/brand/batch', { ids: [a.id], data: {} }, token);
    expect(noData.status).toBe(422);
    await gql('mutation($ids: [Int!]!) { updateBrands(ids: $ids, data: { enabled: true }) { affected } }', { ids: [a.id] });
    const publicList = await shop.rest('GET', '/api/brand?language=en_us');
    expect(publicList.status).toBe(200);
    const ids = publicList.body.map((x: BrandRow) => x.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect(publicList.body.find((x: BrandRow) => x.id === a.id)).toMatchObject({ url: a.url, title: a.title, enabled: true });
  });

  it('deletes one and several (all or nothing)', async () => {
    const a = await create();
    const b = await create();
    const c = await create();
    expect((await gql('mutation($id: Int!) { deleteBrand(id: $id) }', { id: a.id })).data!.deleteBrand).toBe(true);
    expect((await gql('query($id: Int!) { brand(id: $id) { id } }', { id: a.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const partly = await shop.rest('DELETE', '/api/admin/brand/batch', { ids: [b.id, a.id] }, token);
    expect(partly.status).toBe(404);
    expect((await get(b.id)).id).toBe(b.id);
    const both = await shop.rest('DELETE', '/api/admin/brand/batch', { ids: [b.id, c.id] }, token);
    expect(both).toMatchObject({ status: 200, body: { affected: 2 } });
  });

  it('answers 401 without a token and 403 without the brand permission', async () => {
    const brand = await create();
    expect((await shop.rest('GET', '/api/admin/brand')).status).toBe(401);
    expect((await shop.rest('POST', '/api/admin/brand', { title: 'x', url: unique('x') })).status).toBe(401);
    for (const [method, path, body] of [
      ['GET', '/api/admin/brand', undefined],
      ['GET', `/api/admin/brand/${brand.id}`, undefined],
      ['POST', '/api/admin/brand', { title: 'x', url: unique('x') }],
      ['PUT', `/api/admin/brand/${brand.id}`, { title: 'x', url: unique('x') }],
      ['DELETE', `/api/admin/brand/${brand.id}`, undefined],
      ['PUT', '/api/admin/brand/batch', { ids: [brand.id], data: { enabled: false } }],
      ['DELETE', '/api/admin/brand/batch', { ids: [brand.id] }],
    ] as const) {
      expect([path, (await shop.rest(method, path, body, outsider)).status]).toEqual([path, 403]);
    }
    expect((await get(brand.id)).enabled).toBe(true);
    // the public list needs nobody
    expect((await shop.rest('GET', '/api/brand')).status).toBe(200);
  });
});

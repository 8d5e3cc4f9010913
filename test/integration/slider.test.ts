import { TestShop, unique } from '../support/shop.js';

const PASSWORD = 'a-good-password-1';
const key = (prefix: string) =>
  unique(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
const HOUR = 3600_000;

describe('sliders', () => {
  let shop: TestShop;
  let token: string;
  let outsider: string;

  const slide = (extra: Record<string, unknown> = {}) => ({
    image: '/uploads/slide.png',
    title: 'Summer',
    caption: 'Sale',
    button_text: 'Shop',
    link: '/',
    ...extra,
  });
  async function createSlider(body: Record<string, unknown>, language = 'en_us') {
    const answer = await shop.rest('POST', `/api/admin/slider?language=${language}`, { identifier: key('home_'), ...body }, token);
    expect(answer.status).toBe(201);
    return answer.body;
  }
  async function storefront(identifier: string, language?: string) {
    const answer = await shop.rest('GET', `/api/slider${language ? `?language=${language}` : ''}`);
    expect(answer.status).toBe(200);
    return (answer.body as { identifier: string; title: string; slides: { title: string; caption: string; button_text: string; image: string }[] }[]).find(
      (entry) => entry.identifier === identifier,
    );
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    const role = await shop.gql(
      'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
      { input: { name: unique('No sliders '), permissions: ['page'] } },
      token,
    );
    const email = `${unique('noslider')}@example.com`;
    const account = await shop.gql(
      'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
      { input: { name: 'No sliders', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id } },
      token,
    );
    expect(account.errors).toBeUndefined();
    outsider = await shop.adminToken(email, PASSWORD);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('creates, reads, updates (only what is sent), reorders and deletes a slider over REST', async () => {
    const created = await createSlider({ title: 'Home', slides: [slide({ title: 'First' }), slide({ title: 'Second', mobile_image: '/uploads/m.png' })] });
    expect(created).toMatchObject({
      title: 'Home',
      enabled: true,
      slides: [
        { title: 'First', order: 0 },
        { title: 'Second', order: 1, mobile_image: '/uploads/m.png' },
      ],
    });
    const [first, second] = created.slides;
    const got = await shop.rest('GET', `/api/admin/slider/${created.id}`, undefined, token);
    expect(got.body).toMatchObject({ id: created.id, identifier: created.identifier, slides: [{ id: first.id }, { id: second.id }] });
    // a PUT without slides keeps them; with slides it replaces the list in the order sent (ids kept)
    const renamed = await shop.rest('PUT', `/api/admin/slider/${created.id}`, { title: 'Front' }, token);
    expect(renamed.body).toMatchObject({ title: 'Front', identifier: created.identifier, slides: [{ id: first.id }, { id: second.id }] });
    const reordered = await shop.rest('PUT', `/api/admin/slider/${created.id}`, { slides: [{ ...second }, { ...first }] }, token);
    expect(reordered.body.slides.map((s: { id: number; order: number }) => [s.id, s.order])).toEqual([
      [second.id, 0],
      [first.id, 1],
    ]);
    const list = await shop.rest('GET', `/api/admin/slider?keyword=${created.identifier}`, undefined, token);
    expect(list.body).toMatchObject({ total: 1, data: [{ id: created.id, identifier: created.identifier, title: 'Front' }] });
    expect((await shop.rest('DELETE', `/api/admin/slider/${created.id}`, undefined, token)).status).toBe(200);
    expect((await shop.rest('GET', `/api/admin/slider/${created.id}`, undefined, token)).status).toBe(404);
    expect((await shop.rest('PUT', '/api/admin/slider/99999999', { title: 'x' }, token)).status).toBe(404);
  });

  it('validates every field at once with the spec messages, and writes nothing when refused', async () => {
    const empty = await shop.rest('POST', '/api/admin/slider', { identifier: '', slides: [{ image: '' }, slide({ link: 'javascript:alert(1)' })] }, token);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      identifier: ['This field is required.'],
      'slides.0.image': ['Please upload a picture'],
      'slides.1.link': ['Please check your input.'],
    });
    expect((await shop.rest('POST', '/api/admin/slider', { identifier: 'Bad-Key' }, token)).body.errors).toEqual({
      identifier: ['Input can only contain lowercase letters, numbers and _ character'],
    });
    expect((await shop.rest('POST', '/api/admin/slider', { identifier: '9lives' }, token)).body.errors).toEqual({
      identifier: ['Input must start with a lowercase letter'],
    });
    const window = await shop.rest(
      'POST',
      '/api/admin/slider',
      { identifier: key('w_'), slides: [slide({ starts_at: '2030-01-02T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' })] },
      token,
    );
    expect(window.body.errors).toEqual({ 'slides.0.ends_at': ['Please check your input.'] });
    const taken = await createSlider({ slides: [slide()] });
    const dup = await shop.rest('POST', '/api/admin/slider', { identifier: taken.identifier }, token);
    expect(dup).toMatchObject({ status: 422, body: { errors: { identifier: ['Key can not be repeated'] } } });
    // a refused update leaves the slides as they were
    const refused = await shop.rest('PUT', `/api/admin/slider/${taken.id}`, { title: 'Changed', slides: [slide(), { image: '' }] }, token);
    expect(refused.status).toBe(422);
    const after = await shop.rest('GET', `/api/admin/slider/${taken.id}`, undefined, token);
    expect(after.body).toMatchObject({ title: taken.title, slides: [{ id: taken.slides[0].id }] });
  });

  it('GET /api/slider answers enabled sliders with the slides visible now, in the language asked with fallback', async () => {
    const now = Date.now();
    const iso = (offset: number) => new Date(now + offset).toISOString();
    const created = await createSlider({
      title: 'Shop',
      slides: [
        slide({ title: 'Always' }),
        slide({ title: 'Open window', starts_at: iso(-HOUR), ends_at: iso(HOUR) }),
        slide({ title: 'Not yet', starts_at: iso(HOUR) }),
        slide({ title: 'Over', ends_at: iso(-HOUR) }),
        slide({ title: 'Off', enabled: false }),
      ],
    });
    const zhSlides = created.slides.map((s: Record<string, unknown>, i: number) => (i === 0 ? { ...s, title: '常設', caption: '' } : s));
    const zhSaved = await shop.rest('PUT', `/api/admin/slider/${created.id}?language=zh_hk`, { title: '商店', slides: zhSlides }, token);
    expect(zhSaved.status).toBe(200);
    const en = await storefront(created.identifier, 'en_us');
    expect(en).toMatchObject({ title: 'Shop', slides: [{ title: 'Always' }, { title: 'Open window' }] });
    expect(en!.slides).toHaveLength(2);
    const zh = await storefront(created.identifier, 'zh_hk');
    // the translated title; the other texts (sent back as the fallback they showed) still follow English
    expect(zh).toMatchObject({ title: '商店', slides: [{ title: '常設', caption: 'Sale', button_text: 'Shop' }, { title: 'Open window' }] });
    await shop.rest(
      'PUT',
      `/api/admin/slider/${created.id}`,
      { slides: created.slides.map((s: Record<string, unknown>) => ({ ...s, caption: 'New sale' })) },
      token,
    );
    expect((await storefront(created.identifier, 'zh_hk'))!.slides[1].caption).toBe('New sale');
    // a disabled slider, and one with no slide visible, are left out
    await shop.rest('PUT', '/api/admin/slider/batch', { ids: [created.id], data: { enabled: false } }, token);
    expect(await storefront(created.identifier)).toBeUndefined();
    const hidden = await createSlider({ slides: [slide({ enabled: false })] });
    expect(await storefront(hidden.identifier)).toBeUndefined();
  });

  it('refuses without a token (401) and without the permission (403)', async () => {
    const created = await createSlider({ slides: [slide()] });
    expect((await shop.rest('GET', '/api/admin/slider')).status).toBe(401);
    for (const [method, path, body] of [
      ['GET', '/api/admin/slider', undefined],
      ['GET', `/api/admin/slider/${created.id}`, undefined],
      ['POST', '/api/admin/slider', { identifier: key('x_') }],
      ['PUT', `/api/admin/slider/${created.id}`, { title: 'x' }],
      ['DELETE', `/api/admin/slider/${created.id}`, undefined],
      ['PUT', '/api/admin/slider/batch', { ids: [created.id], data: { enabled: false } }],
      ['DELETE', '/api/admin/slider/batch', { ids: [created.id] }],
    ] as const) {
      expect([path, (await shop.rest(method, path, body, outsider)).status]).toEqual([path, 403]);
    }
  });

  it('the admin list and GET /api/slider cost the same queries for 10 sliders as for more', async () => {
    const tag = key('cost_');
    for (let i = 0; i < 12; i += 1) await createSlider({ identifier: `${tag}${i}`, slides: [slide(), slide()] });
    const list = (perPage: number) => () => shop.rest('GET', `/api/admin/slider?keyword=${tag}&per_page=${perPage}`, undefined, token);
    expect(await shop.statementsOf(list(10))).toBe(await shop.statementsOf(list(100)));
    const one = await shop.statementsOf(() => shop.rest('GET', '/api/slider'));
    await createSlider({ slides: [slide(), slide(), slide()] });
    expect(await shop.statementsOf(() => shop.rest('GET', '/api/slider'))).toBe(one);
  });
});

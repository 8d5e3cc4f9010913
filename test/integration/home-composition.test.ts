import { TestShop, unique } from '../support/shop.js';

const PASSWORD = 'a-good-password-1';
const key = (prefix: string) =>
  unique(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');

/** The homepage composition (issue 15): a settings group choosing the home page's sections in order. */
describe('homepage composition', () => {
  let shop: TestShop;
  let token: string;
  let saved: unknown;

  const compose = (sections: unknown[]) => shop.rest('PUT', '/api/admin/setting/home', { sections }, token);

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    saved = (await shop.rest('GET', '/api/admin/setting/home', undefined, token)).body.sections;
  });
  afterAll(async () => {
    // The home page is one per shop: other files' journeys find it as it was.
    await compose(saved as unknown[]);
    await shop.close();
  });

  it('stores the sections in order and the storefront answers them with their slider and block in the language asked', async () => {
    const slider = await shop.rest(
      'POST',
      '/api/admin/slider',
      {
        identifier: key('hero_'),
        slides: [
          { image: '/uploads/a.png', title: 'One' },
          { image: '/uploads/b.png', title: 'Two' },
        ],
      },
      token,
    );
    const block = await shop.rest('POST', '/api/admin/block?language=en_us', { identifier: key('welcome_'), title: 'Welcome', content: '<p>Hi</p>' }, token);
    await shop.rest('PUT', `/api/admin/block/${block.body.id}?language=zh_hk`, { title: '歡迎' }, token);
    const off = await shop.rest('POST', '/api/admin/block', { identifier: key('off_'), title: 'Off', enabled: false }, token);
    const sections = [
      { type: 'slider', value: slider.body.identifier, limit: null },
      { type: 'block', value: block.body.identifier, limit: null },
      { type: 'block', value: off.body.identifier, limit: null },
      { type: 'featured', value: null, limit: 4 },
      { type: 'category', value: 'women', limit: 8 },
      { type: 'articles', value: null, limit: 3 },
    ];
    const put = await compose(sections);
    expect(put).toMatchObject({ status: 200, body: { sections } });
    expect((await shop.rest('GET', '/api/admin/setting/home', undefined, token)).body).toEqual({ sections });

    const home = await shop.rest('GET', '/api/home?language=zh_hk');
    expect(home.status).toBe(200);
    // the disabled block's section is left out; the others keep their order
    expect(home.body.sections.map((s: { type: string }) => s.type)).toEqual(['slider', 'block', 'featured', 'category', 'articles']);
    expect(home.body.sections[0].slider).toMatchObject({ identifier: slider.body.identifier, slides: [{ title: 'One' }, { title: 'Two' }] });
    expect(home.body.sections[1].block).toMatchObject({ title: '歡迎', content: '<p>Hi</p>' });
    const en = await shop.rest('GET', '/api/home?language=en_us');
    expect(en.body.sections[1].block.title).toBe('Welcome');
    // a PUT without sections keeps them
    expect((await shop.rest('PUT', '/api/admin/setting/home', {}, token)).body).toEqual({ sections });
  });

  it('refuses every wrong section at once and keeps the stored composition', async () => {
    const before = (await shop.rest('GET', '/api/admin/setting/home', undefined, token)).body;
    const refused = await compose([{ type: 'slider' }, { type: 'new', limit: 99 }, { value: 'x' }, { type: 'brand', value: '' }]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'sections.0.value': ['This field is required.'],
      'sections.1.limit': ['Please check your input.'],
      'sections.2.type': ['This field is required.'],
      'sections.3.value': ['This field is required.'],
    });
    const unknown = await compose([{ type: 'new' }, { type: 'block', value: 'no_such_block_here' }, { type: 'slider', value: 'no_such_slider_here' }]);
    expect(unknown.body.errors).toEqual({ 'sections.1.value': ['Please check your input.'], 'sections.2.value': ['Please check your input.'] });
    expect((await shop.rest('GET', '/api/admin/setting/home', undefined, token)).body).toEqual(before);
  });

  it('is for admins with the setting permission only', async () => {
    const role = await shop.gql(
      'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
      { input: { name: unique('Sliders only '), permissions: ['slider'] } },
      token,
    );
    const email = `${unique('nosetting')}@example.com`;
    await shop.gql(
      'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
      { input: { name: 'No setting', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id } },
      token,
    );
    const outsider = await shop.adminToken(email, PASSWORD);
    expect((await shop.rest('GET', '/api/admin/setting/home')).status).toBe(401);
    expect((await shop.rest('GET', '/api/admin/setting/home', undefined, outsider)).status).toBe(403);
    expect((await shop.rest('PUT', '/api/admin/setting/home', { sections: [] }, outsider)).status).toBe(403);
  });

  it('the home page costs the same queries for one slider and block as for several', async () => {
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      const slider = await shop.rest('POST', '/api/admin/slider', { identifier: key('cost_s_'), slides: [{ image: '/uploads/a.png' }] }, token);
      const block = await shop.rest('POST', '/api/admin/block', { identifier: key('cost_b_'), title: 'B' }, token);
      made.push({ type: 'slider', value: slider.body.identifier }, { type: 'block', value: block.body.identifier });
    }
    await compose(made.slice(0, 2));
    const few = await shop.statementsOf(() => shop.rest('GET', '/api/home'));
    await compose(made);
    expect(await shop.statementsOf(() => shop.rest('GET', '/api/home'))).toBe(few);
  });
});

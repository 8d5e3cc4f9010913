import { TestShop, unique } from '../support/shop.js';
import { menuFixture } from './menu-fixtures.js';

const menus = menuFixture();
const { gql, create, get } = menus;
let shop: TestShop;
let token: string;
beforeAll(() => {
  ({ shop, token } = menus);
});

describe('menus: translations', () => {
  it('creates in en_us, updates zh_hk, reads each language and falls back for untranslated fields', async () => {
    const menu = await create({ title: 'Shoes', metaTitle: 'Shoes meta', shortDescription: 'All shoes' }, 'en_us');
    const update = await gql(`mutation($id: Int!, $input: MenuInput!) { updateMenu(id: $id, input: $input, language: "zh_hk") { title metaTitle } }`, {
      id: menu.id,
      input: { title: '鞋', type: 'category', url: menu.url, shortDescription: '所有鞋' },
    });
    expect(update.errors).toBeUndefined();
    expect(update.data!.updateMenu).toEqual({ title: '鞋', metaTitle: 'Shoes meta' });
    expect(await get(menu.id, 'zh_hk')).toMatchObject({ title: '鞋', shortDescription: '所有鞋', metaTitle: 'Shoes meta' });
    expect(await get(menu.id, 'en_us')).toMatchObject({ title: 'Shoes', shortDescription: 'All shoes', metaTitle: 'Shoes meta' });
    // an unknown language is the main one; UI locales are understood
    expect((await get(menu.id, 'fr_fr')).title).toBe('Shoes');
    expect((await get(menu.id, 'zh-HK')).title).toBe('鞋');
    // REST reads ?language
    const rest = await shop.rest('GET', `/api/admin/menu/${menu.id}?language=zh_hk`, undefined, token);
    expect(rest.body).toMatchObject({ title: '鞋', meta_title: 'Shoes meta', short_description: '所有鞋' });
  });

  it('creating in another language fills the main language too', async () => {
    const menu = await create({ title: '只有中文' }, 'zh_hk');
    expect((await get(menu.id, 'en_us')).title).toBe('只有中文');
    await gql('mutation($id: Int!, $input: MenuInput!) { updateMenu(id: $id, input: $input, language: "en_us") { id } }', {
      id: menu.id,
      input: { title: 'English', type: 'category', url: menu.url },
    });
    expect((await get(menu.id, 'zh_hk')).title).toBe('只有中文');
    expect((await get(menu.id, 'en_us')).title).toBe('English');
  });

  it('REST multipart create and update with language, globals and _method', async () => {
    const url = unique('mp-');
    const form = new FormData();
    form.set('language', 'en_us');
    form.set('globals', JSON.stringify(['type', 'url', 'enabled']));
    form.set('title', 'Bags');
    form.set('type', 'category');
    form.set('url', url);
    form.set('enabled', '1');
    form.set('display_in_mobile', '0');
    const created = await shop.rest('POST', '/api/admin/menu', form, token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Bags', url, enabled: true, display_in_mobile: false, open_in_current_tab: true });
    const edit = new FormData();
    edit.set('_method', 'PUT');
    edit.set('language', 'zh_hk');
    edit.set('globals', JSON.stringify(['type', 'url']));
    edit.set('title', '手袋');
    edit.set('type', 'category');
    edit.set('url', url);
    const updated = await shop.rest('POST', `/api/admin/menu/${created.body.id}`, edit, token);
    expect(updated.status).toBe(200);
    expect(updated.body.title).toBe('手袋');
    expect((await get(created.body.id, 'en_us')).title).toBe('Bags');
  });
});

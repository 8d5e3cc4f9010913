import type { Menu, MenuType } from '../../server/modules/menu/menu.entity.js';
import { enumValue } from '../support/entities.js';
import { TestShop, unique } from '../support/shop.js';
import { menuFixture, type MenuRow } from './menu-fixtures.js';

const menus = menuFixture();
const { gql, create } = menus;
let shop: TestShop;
let token: string;
beforeAll(() => {
  ({ shop, token } = menus);
});

describe('menus: lists and trees', () => {
  it('lists with the columns of the spec; keyword matches titles in any language and urls', async () => {
    const tag = unique('kw');
    const parent = await create({ title: `Parent ${tag}` });
    await create({ title: `Child ${tag}`, parentId: parent.id });
    await create({ title: '中文', url: `${tag}-url` });
    const answer = await gql('query($o: ListOptions) { menus(options: $o) { totalItems items { id title parentName level type order enabled updatedAt } } }', {
      o: { keyword: tag, sort: 'id' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.menus.totalItems).toBe(3);
    expect(answer.data!.menus.items.map((m: MenuRow) => [m.title, m.parentName, m.level])).toEqual([
      [`Parent ${tag}`, null, 1],
      [`Child ${tag}`, `Parent ${tag}`, 2],
      ['中文', null, 1],
    ]);
    // language codes are not content: "en_us" matches nothing by itself
    const codes = await gql('query($o: ListOptions) { menus(options: $o) { totalItems } }', { o: { keyword: 'en_us' } });
    expect(codes.data!.menus.totalItems).toBe(0);
    const rest = await shop.rest('GET', `/api/admin/menu?keyword=${tag}&per_page=20&sort=-id`, undefined, token);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ total: 3, page: 1, per_page: 20 });
    expect(rest.body.data[0]).toMatchObject({ title: '中文', parent_name: null, level: 1, type: 'category', enabled: true });
  });

  it('a list of 100 items costs the same number of SQL statements as a list of 10', async () => {
    const tag = unique('many');
    const parents = await Promise.all([create({ title: `P1 ${tag}` }), create({ title: `P2 ${tag}` })]);
    // The items this test lists are written in one flush: a create through the API reads the whole tree
    // under the tree lock, one item at a time, and what is measured here is the list, not the create.
    const em = shop.em.fork();
    for (let i = 0; i < 100; i++) {
      const parent = parents[i % 2];
      em.create<Menu>('Menu', {
        type: enumValue<MenuType>('category'),
        url: unique('m-'),
        title: { en_us: `${tag} Item ${i}` },
        parent: parent.id,
        level: 2,
        order: (i + 1) * 100,
      });
    }
    await em.flush();
    const query = 'query($o: ListOptions) { menus(options: $o) { totalItems items { id title parentName displayTitle level imagePath } } }';
    const count = (perPage: number) =>
      shop.statementsOf(async () => {
        const answer = await gql(query, { o: { keyword: `${tag} Item`, perPage } });
        expect(answer.errors).toBeUndefined();
        expect(answer.data!.menus.items).toHaveLength(perPage);
      });
    const ten = await count(10);
    const hundred = await count(100);
    expect(hundred).toBe(ten);
  });

  it('public menu: enabled items under enabled parents, children in order, display flags; GET /api/menu', async () => {
    const top = await create({ title: 'Top', url: unique('top-') }, 'en_us');
    const shown = await create({ title: 'Shown', parentId: top.id, displayInMobile: false });
    const hidden = await create({ title: 'Hidden', parentId: top.id, enabled: false });
    await create({ title: 'Under hidden', parentId: hidden.id });
    const first = await create({ title: 'First', parentId: top.id, order: -5 });
    await gql('mutation($id: Int!, $input: MenuInput!) { updateMenu(id: $id, input: $input, language: "zh_hk") { id } }', {
      id: top.id,
      input: { title: '頂', type: 'category', url: top.url },
    });

    const answer = await shop.gql(
      'query { publicMenus(language: "zh_hk") { id title children { id title displayInMobile displayInDesktop children { id } } } }',
    );
    expect(answer.errors).toBeUndefined();
    const node = answer.data!.publicMenus.find((m: MenuRow) => m.id === top.id);
    expect(node.title).toBe('頂');
    expect(node.children.map((m: MenuRow) => m.id)).toEqual([first.id, shown.id]);
    expect(node.children[1]).toMatchObject({ title: 'Shown', displayInMobile: false, displayInDesktop: true });

    const rest = await shop.rest('GET', '/api/menu?language=en_us');
    expect(rest.status).toBe(200);
    const restNode = rest.body.find((m: { id: number }) => m.id === top.id);
    expect(restNode).toMatchObject({ title: 'Top', type: 'category', url: top.url, open_in_current_tab: true });
    expect(restNode.children.map((m: { id: number }) => m.id)).toEqual([first.id, shown.id]);
  });

  it('REST trees reach deep levels', async () => {
    let parent = await create({});
    const chain = [parent.id];
    for (let i = 0; i < 6; i++) {
      parent = await create({ parentId: parent.id });
      chain.push(parent.id);
    }
    const rest = await shop.rest('GET', '/api/admin/menu/tree', undefined, token);
    expect(rest.status).toBe(200);
    let node = rest.body.find((m: { id: number }) => m.id === chain[0]);
    for (const id of chain.slice(1)) {
      node = node.children.find((m: { id: number }) => m.id === id);
      expect(node).toBeDefined();
    }
    expect(node.level).toBe(7);
  });

  it('POST /api/menu by url: the item, its enabled children and its ancestors', async () => {
    const top = await create({ title: 'Clothes' });
    const category = await create({ title: 'Shirts', parentId: top.id, metaTitle: 'Buy shirts' });
    await create({ title: 'Long', parentId: category.id });
    await create({ title: 'Off', parentId: category.id, enabled: false });
    const rest = await shop.rest('POST', '/api/menu', { language: 'en_us', url: category.url });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: category.id, title: 'Shirts', meta_title: 'Buy shirts', display_title: 'Clothes > Shirts' });
    expect(rest.body.parent_recursive).toEqual([{ id: top.id, title: 'Clothes', type: 'category', url: top.url }]);
    expect(rest.body.children.map((m: { title: string }) => m.title)).toEqual(['Long']);
    const missing = await shop.rest('POST', '/api/menu', { url: unique('nothing-') });
    expect(missing.status).toBe(404);
  });

  it('POST /api/check answers whether a showable category has the url', async () => {
    const top = await create({});
    const category = await create({ parentId: top.id });
    expect((await shop.rest('POST', '/api/check', { key: category.url, type: 'category' })).body).toEqual({ exists: true });
    expect((await shop.rest('POST', '/api/check', { key: unique('none-'), type: 'category' })).body).toEqual({ exists: false });
    await gql('mutation($ids: [Int!]!) { updateMenus(ids: $ids, data: { enabled: false }) { affected } }', { ids: [top.id] });
    expect((await shop.rest('POST', '/api/check', { key: category.url, type: 'category' })).body).toEqual({ exists: false });
  });
});

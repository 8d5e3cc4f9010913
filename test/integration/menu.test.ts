import { TestShop, unique } from '../support/shop.js';

const PASSWORD = 'a-good-password-1';
const FIELDS =
  'id parentId parentName title shortDescription metaTitle metaDescription displayTitle type url order level enabled openInCurrentTab displayInMobile displayInDesktop image imagePath updatedAt';

interface MenuRow {
  id: number;
  parentId: number | null;
  title: string;
  order: number;
  level: number;
  url: string;
  [key: string]: unknown;
}

describe('menus', () => {
  let shop: TestShop;
  let token: string;
  let outsider: string;

  const gql = (query: string, variables: Record<string, unknown> = {}, as: string | undefined = token) => shop.gql(query, variables, as);

  async function create(input: Record<string, unknown>, language?: string): Promise<MenuRow> {
    const answer = await gql(`mutation($input: MenuInput!, $language: String) { createMenu(input: $input, language: $language) { ${FIELDS} } }`, {
      input: { type: 'category', title: unique('Menu '), url: unique('m-'), ...input },
      language,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createMenu;
  }

  async function get(id: number, language?: string): Promise<MenuRow> {
    const answer = await gql(`query($id: Int!, $language: String) { menu(id: $id, language: $language) { ${FIELDS} } }`, { id, language });
    expect(answer.errors).toBeUndefined();
    return answer.data!.menu;
  }

  async function children(parentId: number): Promise<{ id: number; order: number; level: number }[]> {
    const answer = await gql('{ menuTree { id order level children { id order level children { id order level children { id order level } } } } }');
    expect(answer.errors).toBeUndefined();
    type Node = { id: number; order: number; level: number; children?: Node[] };
    const find = (nodes: Node[]): Node | undefined => {
      for (const node of nodes) {
        if (node.id === parentId) return node;
        const inner = find(node.children ?? []);
        if (inner) return inner;
      }
      return undefined;
    };
    return (find(answer.data!.menuTree)?.children ?? []).map(({ id, order, level }) => ({ id, order, level }));
  }

  const move = (input: Record<string, unknown>) => gql('mutation($input: MoveMenuInput!) { moveMenu(input: $input) { id order parentId level } }', { input });

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    const role = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: unique('No menu '), permissions: ['brand'] },
    });
    const email = `${unique('nomenu')}@example.com`;
    const account = await gql('mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }', {
      input: { name: 'No menu', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id },
    });
    expect(account.errors).toBeUndefined();
    outsider = await shop.adminToken(email, PASSWORD);
  });
  afterAll(async () => {
    await shop.close();
  });

  describe('create, get, update, delete', () => {
    it('creates an item with the spec defaults', async () => {
      const url = unique('cat-');
      const menu = await create({ title: '  Shoes  ', url, metaTitle: 'Shoes meta' });
      expect(menu).toMatchObject({
        parentId: null,
        parentName: null,
        title: 'Shoes',
        displayTitle: 'Shoes',
        type: 'category',
        url,
        level: 1,
        enabled: true,
        openInCurrentTab: true,
        displayInMobile: true,
        displayInDesktop: true,
        metaTitle: 'Shoes meta',
        shortDescription: '',
        image: null,
        imagePath: null,
      });
      expect(Number.isInteger(menu.order)).toBe(true);
    });

    it('children get levels, parent names and display titles; orders go 0, 100, 200', async () => {
      const parent = await create({ title: 'Parent' });
      const a = await create({ title: 'Child A', parentId: parent.id });
      const b = await create({ title: 'Child B', parentId: parent.id });
      const c = await create({ title: 'Child C', parentId: parent.id, image: '/uploads/2025/01/banner.png' });
      const grandchild = await create({ title: 'Grandchild', parentId: a.id });
      expect([a.order, b.order, c.order]).toEqual([0, 100, 200]);
      expect(a).toMatchObject({ parentId: parent.id, parentName: 'Parent', level: 2, displayTitle: 'Parent > Child A' });
      expect(grandchild).toMatchObject({ level: 3, parentName: 'Child A', displayTitle: 'Parent > Child A > Grandchild', order: 0 });
      expect(c.imagePath).toBe(`${shop.config.publicUrl.replace(/\/+$/, '')}/uploads/2025/01/banner.png`);
    });

    it('gets one item; a missing id answers NOT_FOUND with "ID not exists" (REST 404)', async () => {
      const menu = await create({});
      expect((await get(menu.id)).id).toBe(menu.id);
      const missing = await gql('{ menu(id: 99999999) { id } }');
      expect(missing.errors?.[0]).toMatchObject({ message: 'ID not exists', extensions: { code: 'NOT_FOUND' } });
      const rest = await shop.rest('GET', '/api/admin/menu/99999999', undefined, token);
      expect(rest.status).toBe(404);
      expect(rest.body).toEqual({ message: 'ID not exists' });
      const update = await gql('mutation($input: MenuInput!) { updateMenu(id: 99999999, input: $input) { id } }', {
        input: { title: 'x', type: 'link', url: 'x' },
      });
      expect(update.errors?.[0].message).toBe('ID not exists');
      const remove = await gql('mutation { deleteMenu(id: 99999999) }');
      expect(remove.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('updates global fields and keeps unsent flags', async () => {
      const menu = await create({ displayInMobile: false });
      const url = unique('new-');
      const answer = await gql(`mutation($id: Int!, $input: MenuInput!) { updateMenu(id: $id, input: $input) { ${FIELDS} } }`, {
        id: menu.id,
        input: { title: 'Renamed', type: 'page', url, enabled: false, openInCurrentTab: false },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.updateMenu).toMatchObject({
        title: 'Renamed',
        type: 'page',
        url,
        enabled: false,
        openInCurrentTab: false,
        displayInMobile: false,
        displayInDesktop: true,
      });
    });

    it('validates: title, type and url required; url taken per type; links may repeat; parent must exist', async () => {
      const empty = await gql('mutation($input: MenuInput!) { createMenu(input: $input) { id } }', { input: { title: ' ', url: '' } });
      expect(empty.errors?.[0]).toMatchObject({ message: 'Please make sure all fields are filled in correctly', extensions: { code: 'BAD_USER_INPUT' } });
      expect(empty.errors?.[0].extensions?.errors).toEqual({
        title: 'This field is required.',
        type: 'This field is required.',
        url: 'This field is required.',
      });

      const taken = await create({});
      const again = await gql('mutation($input: MenuInput!) { createMenu(input: $input) { id } }', { input: { title: 'T', type: 'category', url: taken.url } });
      expect(again.errors?.[0].extensions?.errors).toEqual({ url: 'The url has already been taken.' });
      // the same url for another type is fine; links may repeat any address
      await create({ type: 'page', url: taken.url });
      await create({ type: 'link', url: 'https://example.com/a?b=c' });
      await create({ type: 'link', url: 'https://example.com/a?b=c' });
      // a url segment has no spaces or slashes, except for links
      const bad = await gql('mutation($input: MenuInput!) { createMenu(input: $input) { id } }', { input: { title: 'T', type: 'category', url: 'a/b c' } });
      expect(bad.errors?.[0].extensions?.errors).toEqual({ url: 'Please check your input.' });
      const parent = await gql('mutation($input: MenuInput!) { createMenu(input: $input) { id } }', {
        input: { title: 'T', type: 'link', url: 'x', parentId: 99999999 },
      });
      expect(parent.errors?.[0].extensions?.errors).toEqual({ parentId: 'The selected parent id is invalid.' });
      // an update taking another item's url
      const other = await create({});
      const update = await gql('mutation($id: Int!, $input: MenuInput!) { updateMenu(id: $id, input: $input) { id } }', {
        id: other.id,
        input: { title: 'T', type: 'category', url: taken.url },
      });
      expect(update.errors?.[0].extensions?.errors).toEqual({ url: 'The url has already been taken.' });
      // REST: 422 with the contract's body
      const rest = await shop.rest('POST', '/api/admin/menu', { title: 'T', type: 'category', url: taken.url }, token);
      expect(rest.status).toBe(422);
      expect(rest.body).toEqual({ message: 'Please make sure all fields are filled in correctly', errors: { url: ['The url has already been taken.'] } });
    });

    it('refuses an item as its own parent or under its descendant', async () => {
      const top = await create({});
      const child = await create({ parentId: top.id });
      const self = await gql('mutation($id: Int!, $input: MenuInput!) { updateMenu(id: $id, input: $input) { id } }', {
        id: top.id,
        input: { title: 'T', type: 'category', url: top.url, parentId: top.id },
      });
      expect(self.errors?.[0].extensions?.errors).toEqual({ parentId: 'The selected parent id is invalid.' });
      const loop = await gql('mutation($id: Int!, $input: MenuInput!) { updateMenu(id: $id, input: $input) { id } }', {
        id: top.id,
        input: { title: 'T', type: 'category', url: top.url, parentId: child.id },
      });
      expect(loop.errors?.[0].extensions?.errors).toEqual({ parentId: 'The selected parent id is invalid.' });
    });

    it('re-parenting through update puts the item last under its new parent and updates the levels below it', async () => {
      const a = await create({});
      const b = await create({});
      await create({ parentId: b.id });
      const moving = await create({});
      const below = await create({ parentId: moving.id });
      const answer = await gql('mutation($id: Int!, $input: MenuInput!) { updateMenu(id: $id, input: $input) { id parentId level order } }', {
        id: moving.id,
        input: { title: 'Moved', type: 'category', url: moving.url, parentId: b.id },
      });
      expect(answer.data!.updateMenu).toEqual({ id: moving.id, parentId: b.id, level: 2, order: 100 });
      expect((await get(below.id)).level).toBe(3);
      expect((await get(a.id)).level).toBe(1);
    });

    it('deleting an item deletes all its descendants', async () => {
      const top = await create({});
      const child = await create({ parentId: top.id });
      const grandchild = await create({ parentId: child.id });
      const sibling = await create({});
      const answer = await gql('mutation($id: Int!) { deleteMenu(id: $id) }', { id: top.id });
      expect(answer.data!.deleteMenu).toBe(true);
      for (const id of [top.id, child.id, grandchild.id]) {
        expect((await gql('query($id: Int!) { menu(id: $id) { id } }', { id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      }
      expect((await get(sibling.id)).id).toBe(sibling.id);
    });

    it('batch delete: descendants counted; a missing id changes nothing', async () => {
      const a = await create({});
      await create({ parentId: a.id });
      const b = await create({});
      const missing = await shop.rest('DELETE', '/api/admin/menu/batch', { ids: [a.id, 99999999] }, token);
      expect(missing.status).toBe(404);
      expect((await get(a.id)).id).toBe(a.id);
      const rest = await shop.rest('DELETE', '/api/admin/menu/batch', { ids: [a.id, b.id] }, token);
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({ affected: 3 });
    });

    it('batch enabled and visibled (both display flags), all or nothing', async () => {
      const a = await create({});
      const b = await create({});
      const off = await shop.rest('PUT', '/api/admin/menu/batch', { ids: [a.id, b.id], data: { enabled: false, visibled: false } }, token);
      expect(off).toMatchObject({ status: 200, body: { affected: 2 } });
      expect(await get(a.id)).toMatchObject({ enabled: false, displayInMobile: false, displayInDesktop: false });
      const on = await gql('mutation($ids: [Int!]!) { updateMenus(ids: $ids, data: { visibled: true }) { affected } }', { ids: [b.id] });
      expect(on.data!.updateMenus.affected).toBe(1);
      expect(await get(b.id)).toMatchObject({ enabled: false, displayInMobile: true, displayInDesktop: true });
      const nothing = await shop.rest('PUT', '/api/admin/menu/batch', { ids: [a.id], data: {} }, token);
      expect(nothing.status).toBe(422);
      const missing = await shop.rest('PUT', '/api/admin/menu/batch', { ids: [a.id, 99999999], data: { enabled: true } }, token);
      expect(missing.status).toBe(404);
      expect((await get(a.id)).enabled).toBe(false);
    });
  });

  describe('translations', () => {
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

  describe('ordering (spec section 4)', () => {
    it('drops between neighbours at the midpoint, last at +100, first before the first', async () => {
      const parent = await create({});
      const a = await create({ parentId: parent.id });
      const b = await create({ parentId: parent.id });
      const c = await create({ parentId: parent.id });
      const answer = await move({ id: c.id, parentId: parent.id, beforeId: b.id });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.moveMenu.map((m: MenuRow) => [m.id, m.order])).toEqual([
        [a.id, 0],
        [c.id, 50],
        [b.id, 100],
      ]);
      await move({ id: a.id, parentId: parent.id }); // last
      expect(await children(parent.id)).toEqual([
        { id: c.id, order: 50, level: 2 },
        { id: b.id, order: 100, level: 2 },
        { id: a.id, order: 200, level: 2 },
      ]);
      await move({ id: a.id, parentId: parent.id, position: 0 });
      expect((await children(parent.id)).map((m) => [m.id, m.order])).toEqual([
        [a.id, 25],
        [c.id, 50],
        [b.id, 100],
      ]);
      await move({ id: b.id, parentId: parent.id, afterId: a.id });
      expect((await children(parent.id)).map((m) => [m.id, m.order])).toEqual([
        [a.id, 25],
        [b.id, 37],
        [c.id, 50],
      ]);
    });

    it('renumbers the following siblings +200 when there is no gap', async () => {
      const parent = await create({});
      const a = await create({ parentId: parent.id, order: 100 });
      const b = await create({ parentId: parent.id, order: 101 });
      const c = await create({ parentId: parent.id, order: 300 });
      const d = await create({ parentId: parent.id });
      expect(d.order).toBe(400);
      await move({ id: d.id, parentId: parent.id, afterId: a.id });
      expect((await children(parent.id)).map((m) => [m.id, m.order])).toEqual([
        [a.id, 100],
        [d.id, 200],
        [b.id, 301],
        [c.id, 500],
      ]);
    });

    it('re-parents (levels follow) and swaps', async () => {
      const left = await create({});
      const right = await create({});
      const x = await create({ parentId: left.id });
      const xChild = await create({ parentId: x.id });
      const y = await create({ parentId: right.id });
      const moved = await move({ id: x.id, parentId: right.id, beforeId: y.id });
      expect(moved.errors).toBeUndefined();
      expect(moved.data!.moveMenu.map((m: MenuRow) => m.id)).toEqual([x.id, y.id]);
      expect(await get(x.id)).toMatchObject({ parentId: right.id, level: 2, parentName: (await get(right.id)).title });
      expect((await get(xChild.id)).level).toBe(3);
      // to the top level
      const top = await move({ id: xChild.id, parentId: null });
      expect(top.errors).toBeUndefined();
      expect(await get(xChild.id)).toMatchObject({ parentId: null, level: 1 });
      // swap: x (under right) and xChild (top) trade places
      const xBefore = await get(x.id);
      const childBefore = await get(xChild.id);
      const swap = await move({ id: x.id, swapWithId: xChild.id });
      expect(swap.errors).toBeUndefined();
      expect(await get(x.id)).toMatchObject({ parentId: null, order: childBefore.order, level: 1 });
      expect(await get(xChild.id)).toMatchObject({ parentId: right.id, order: xBefore.order, level: 2 });
    });

    it("fails with 'Update Menu Order Fail' and changes nothing on a bad move", async () => {
      const parent = await create({});
      const child = await create({ parentId: parent.id });
      const other = await create({});
      const before = await children(parent.id);
      const loop = await move({ id: parent.id, parentId: child.id });
      expect(loop.errors?.[0]).toMatchObject({
        message: 'Update Menu Order Fail',
        extensions: { code: 'BAD_USER_INPUT', errors: { parentId: 'Please check your input.' } },
      });
      const notSibling = await move({ id: child.id, parentId: parent.id, beforeId: other.id });
      expect(notSibling.errors?.[0].message).toBe('Update Menu Order Fail');
      const rest = await shop.rest('PUT', '/api/admin/menu/move', { id: parent.id, parent_id: child.id }, token);
      expect(rest.status).toBe(422);
      expect(rest.body.message).toBe('Update Menu Order Fail');
      expect(await children(parent.id)).toEqual(before);
      expect((await get(parent.id)).parentId).toBeNull();
      const missing = await move({ id: 99999999, parentId: null });
      expect(missing.errors?.[0]).toMatchObject({ message: 'ID not exists', extensions: { code: 'NOT_FOUND' } });
    });

    it('REST move: snake_case body, answers the new siblings', async () => {
      const parent = await create({});
      const a = await create({ parentId: parent.id });
      const b = await create({ parentId: parent.id });
      const rest = await shop.rest('PUT', '/api/admin/menu/move', { id: b.id, parent_id: parent.id, before_id: a.id }, token);
      expect(rest.status).toBe(200);
      expect(rest.body.map((m: { id: number; order: number }) => [m.id, m.order])).toEqual([
        [b.id, 100],
        [a.id, 200],
      ]); // before a first item at 0: no gap, so it moves +200
    });
  });

  describe('lists and trees', () => {
    it('lists with the columns of the spec; keyword matches titles in any language and urls', async () => {
      const tag = unique('kw');
      const parent = await create({ title: `Parent ${tag}` });
      await create({ title: `Child ${tag}`, parentId: parent.id });
      await create({ title: '中文', url: `${tag}-url` });
      const answer = await gql(
        'query($o: ListOptions) { menus(options: $o) { totalItems items { id title parentName level type order enabled updatedAt } } }',
        {
          o: { keyword: tag, sort: 'id' },
        },
      );
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
      const parents = [await create({ title: `P1 ${tag}` }), await create({ title: `P2 ${tag}` })];
      for (let i = 0; i < 100; i++) await create({ title: `${tag} Item ${i}`, parentId: parents[i % 2].id });
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

  describe('access', () => {
    it('answers 401 without a token and 403 without the menu permission', async () => {
      const menu = await create({});
      expect((await shop.rest('GET', '/api/admin/menu')).status).toBe(401);
      expect((await shop.rest('POST', '/api/admin/menu', { title: 'x', type: 'link', url: 'x' })).status).toBe(401);
      expect((await shop.rest('PUT', '/api/admin/menu/move', { id: menu.id })).status).toBe(401);
      const anonymous = await shop.gql('{ menuTree { id } }');
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      for (const [method, path, body] of [
        ['GET', '/api/admin/menu', undefined],
        ['GET', `/api/admin/menu/${menu.id}`, undefined],
        ['POST', '/api/admin/menu', { title: 'x', type: 'link', url: 'x' }],
        ['PUT', `/api/admin/menu/${menu.id}`, { title: 'x', type: 'link', url: 'x' }],
        ['DELETE', `/api/admin/menu/${menu.id}`, undefined],
        ['PUT', '/api/admin/menu/move', { id: menu.id }],
        ['PUT', '/api/admin/menu/batch', { ids: [menu.id], data: { enabled: false } }],
      ] as const) {
        const answer = await shop.rest(method, path, body, outsider);
        expect([path, answer.status]).toEqual([path, 403]);
      }
      expect((await get(menu.id)).enabled).toBe(true);
    });
  });
});

import { TestShop, unique } from '../support/shop.js';
import { menuFixture, MENU_FIELDS } from './menu-fixtures.js';

const menus = menuFixture();
const { gql, create, get } = menus;
let shop: TestShop;
let token: string;
let outsider: string;
beforeAll(() => {
  ({ shop, token, outsider } = menus);
});

describe('menus: create, get, update, delete', () => {
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
    const answer = await gql(`mutation($id: Int!, $input: MenuInput!) { updateMenu(id: $id, input: $input) { ${MENU_FIELDS} } }`, {
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

describe('menus: access', () => {
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

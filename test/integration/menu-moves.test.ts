import { TestShop } from '../support/shop.js';
import { menuFixture, type MenuRow } from './menu-fixtures.js';

const menus = menuFixture();
const { create, get, children, move } = menus;
let shop: TestShop;
let token: string;
beforeAll(() => {
  ({ shop, token } = menus);
});

describe('menus: ordering (spec section 4)', () => {
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

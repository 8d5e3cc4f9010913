import { TestShop, unique } from '../support/shop.js';

/**
 * The menu record of spec 3 (issue 21): products (the ids of the products placed in a category item),
 * children, parent_recursive (the ancestors, root first) and display_title, on the admin and the
 * storefront answers.
 */
describe('menu record fields', () => {
  let shop: TestShop;
  let call: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;
  const slug = () =>
    unique('record-')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-');
  let root: any;
  let middle: any;
  let leaf: any;
  let shown: number;
  let hidden: number;

  beforeAll(async () => {
    shop = await TestShop.start();
    const token = await shop.adminToken();
    call = (method, path, body) => shop.rest(method, path, body, token);
    const create = async (body: Record<string, unknown>) => {
      const answer = await call('POST', '/api/admin/menu', body);
      expect(answer.status).toBe(201);
      return answer.body;
    };
    root = await create({ title: 'Root', type: 'category', url: slug() });
    middle = await create({ title: 'Middle', type: 'category', url: slug(), parent_id: root.id });
    leaf = await create({ title: 'Leaf', type: 'category', url: slug(), parent_id: middle.id });
    const product = async (visibled: boolean) => {
      const answer = await call('POST', '/api/admin/product', { name: unique('Record product '), visibled, categories: [leaf.id] });
      expect(answer.status).toBe(201);
      return answer.body.id as number;
    };
    shown = await product(true);
    hidden = await product(false);
  });
  afterAll(async () => {
    await shop.close();
  });

  const crumb = (menu: any) => ({ id: menu.id, title: menu.title, type: 'category', url: menu.url });

  it('admin record: products, children, parent_recursive and display_title', async () => {
    const answer = await call('GET', `/api/admin/menu/${leaf.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      products: [shown, hidden].sort((a, b) => a - b),
      children: [],
      parent_recursive: [crumb(root), crumb(middle)],
      display_title: 'Root > Middle > Leaf',
    });
    const parent = await call('GET', `/api/admin/menu/${middle.id}`);
    expect(parent.body.children.map((c: { id: number }) => c.id)).toEqual([leaf.id]);
    expect(parent.body.children[0]).toMatchObject({ title: 'Leaf', products: [shown, hidden].sort((a, b) => a - b), display_title: 'Root > Middle > Leaf' });
    expect(parent.body.products).toEqual([]);
  });

  it('storefront item by url: the visible products, ancestors and display title', async () => {
    const answer = await shop.rest('POST', '/api/menu', { url: leaf.url });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: leaf.id,
      products: [shown],
      children: [],
      parent_recursive: [crumb(root), crumb(middle)],
      display_title: 'Root > Middle > Leaf',
    });
  });

  it('storefront tree: every node carries its ancestors and products', async () => {
    const tree = await shop.rest('GET', '/api/menu');
    expect(tree.status).toBe(200);
    const top = tree.body.find((node: { id: number }) => node.id === root.id);
    expect(top).toMatchObject({ parent_recursive: [], products: [], display_title: 'Root' });
    expect(top.children[0]).toMatchObject({ id: middle.id, parent_recursive: [crumb(root)], display_title: 'Root > Middle' });
    expect(top.children[0].children[0]).toMatchObject({ id: leaf.id, parent_recursive: [crumb(root), crumb(middle)], products: [shown] });
  });
});

import { buildSchema } from 'graphql';
import { restDocument } from '../../server/rest/gateway.js';
import type { RestRoute } from '../../server/rest/route.js';
import { makeCatalogue, type Catalogue } from './product-fixtures.js';
import { TestShop, unique } from '../support/shop.js';

/**
 * Lean REST answers: a list route answers the fields it states (RestRoute.fields), not every field three
 * levels deep, and a stated field the schema lacks stops the server from starting.
 */
describe('REST answers carry the fields their route states', () => {
  describe('the document a route runs', () => {
    const schema = buildSchema(`
      type Thing { id: Int! name: String! parts: [Part!]! }
      type Part { id: Int! label: String! }
      type ThingList { items: [Thing!]! totalItems: Int! totalExact: Boolean! page: Int! perPage: Int! }
      type Query { things(page: Int): ThingList! thing(id: Int!): Thing }
    `);
    const route = (over: Partial<RestRoute>): RestRoute => ({ method: 'GET', path: '/api/things', field: 'things', summary: '', ...over });

    it('wraps a list route’s fields in the page envelope, and selects everything when none are stated', () => {
      expect(restDocument(schema, route({ shape: 'list', fields: '{ id name }' })).document).toBe(
        'query Rest($page:Int){things(page:$page){items{id name}total_items:totalItems total_exact:totalExact page per_page:perPage}}',
      );
      expect(restDocument(schema, route({ field: 'thing', fields: '{ id parts { label } }' })).document).toContain('thing(id:$id){id parts{label}}');
      expect(restDocument(schema, route({ field: 'thing' })).document).toContain('{id name parts{id label}}');
    });

    it('names every camelCase field below the root by its snake_case alias (the answer needs no renaming)', () => {
      const camel = buildSchema(`
        type Part { partLabel: String! }
        type Thing { thingId: Int! parts: [Part!]! listedParts: [Part!]! }
        type Query { oneThing(thingId: Int!): Thing }
      `);
      expect(restDocument(camel, route({ field: 'oneThing', fields: '{ thingId parts { partLabel } listedParts { partLabel } }' })).document).toBe(
        'query Rest($thingId:Int!){oneThing(thingId:$thingId){thing_id:thingId parts{part_label:partLabel}listed_parts:listedParts{part_label:partLabel}}}',
      );
    });

    it('refuses a stated field the answer type does not have (a renamed field fails at start-up, not for a client)', () => {
      expect(() => restDocument(schema, route({ shape: 'list', fields: '{ id title }' }))).toThrow(
        /GET \/api\/things: Cannot query field "title" on type "Thing"/,
      );
      expect(() => restDocument(schema, route({ field: 'nothing' }))).toThrow(/no GraphQL field nothing/);
    });
  });

  describe('on the shop', () => {
    let shop: TestShop;
    let token: string;
    let cat: Catalogue;
    const tag = unique('lean');

    beforeAll(async () => {
      shop = await TestShop.start();
      token = await shop.adminToken();
      cat = await makeCatalogue(shop);
      const description = `<p>${'A long description that a list does not need. '.repeat(40)}</p>`;
      for (const n of [1, 2, 3]) {
        const created = await shop.rest(
          'POST',
          '/api/admin/product',
          {
            name: `${tag} ${n}`,
            description,
            meta_description: 'meta',
            stocks: [
              { sku: `${tag}-${n}-a`, price: '10.00', inventories: [{ warehouse_id: cat.warehouses.a, quantity: 5 }] },
              { sku: `${tag}-${n}-b`, price: '12.00', special_price: '11.00', inventories: [{ warehouse_id: cat.warehouses.b, quantity: 0 }] },
            ],
          },
          token,
        );
        expect(created.status).toBe(201);
      }
    });
    afterAll(() => shop.close());

    it('lists products with the list’s fields; the record keeps every field', async () => {
      const list = await shop.rest('GET', `/api/admin/product?keyword=${tag}&per_page=10&sort=id`, undefined, token);
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(3);
      const row = list.body.data[0];
      expect(row).toMatchObject({ name: `${tag} 1`, sku: expect.any(String), visibled: true, categories_names: [], image_list: [] });
      expect(row.stocks).toEqual([
        expect.objectContaining({ sku: `${tag}-1-a`, price: '10.00', special_price: null, all_available_inventories: expect.any(Number) }),
        expect.objectContaining({ sku: `${tag}-1-b`, price: '12.00', special_price: '11.00' }),
      ]);
      for (const heavy of ['description', 'meta_description', 'inventories_histories']) expect(row).not.toHaveProperty(heavy);
      expect(row.stocks[0]).not.toHaveProperty('inventories');
      // A row is a small fraction of the record it stands for.
      const record = await shop.rest('GET', `/api/admin/product/${row.id}`, undefined, token);
      expect(record.body.description).toContain('A long description');
      expect(record.body.inventories_histories.length).toBeGreaterThan(0);
      expect(record.body.stocks[0].inventories).toEqual([expect.objectContaining({ quantity: 5 })]);
      expect(JSON.stringify(row).length * 3).toBeLessThan(JSON.stringify(record.body).length);
    });

    it('lists customers without their addresses and orders, and orders without their lines', async () => {
      const customers = await shop.rest('GET', '/api/admin/customer?per_page=10', undefined, token);
      expect(customers.status).toBe(200);
      for (const row of customers.body.data) {
        expect(row).toHaveProperty('email');
        expect(row).not.toHaveProperty('addresses');
        expect(row).not.toHaveProperty('orders');
      }
      const orders = await shop.rest('GET', '/api/admin/order?per_page=10', undefined, token);
      expect(orders.status).toBe(200);
      for (const row of orders.body.data) {
        expect(row).toHaveProperty('order_number');
        expect(row).not.toHaveProperty('lines');
        expect(row).not.toHaveProperty('status_changes');
      }
    });

    it('finds a route whatever the case of its path and with a trailing slash, as Express matches (routes are grouped by their beginning)', async () => {
      const plain = await shop.rest('GET', `/api/admin/product?keyword=${tag}&per_page=10`, undefined, token);
      for (const path of [`/API/Admin/Product?keyword=${tag}&per_page=10`, `/api/admin/product/?keyword=${tag}&per_page=10`]) {
        const answer = await shop.rest('GET', path, undefined, token);
        expect({ path, status: answer.status, total: answer.body.total }).toEqual({ path, status: 200, total: plain.body.total });
      }
      const id = plain.body.data[0].id;
      expect((await shop.rest('GET', `/api/Admin/PRODUCT/${id}`, undefined, token)).body).toMatchObject({ id, name: expect.stringContaining(tag) });
      for (const path of ['/api/admin/no-such-thing', '/api/no-such-thing/7', '/api//admin/product']) {
        const answer = await shop.rest('GET', path, undefined, token);
        expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 404, body: { message: 'Not Found' } });
      }
    });
  });
});

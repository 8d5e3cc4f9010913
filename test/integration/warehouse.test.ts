import type { Inventory } from '../../server/modules/inventory/inventory.entity.js';
import type { Product } from '../../server/modules/product/product.entity.js';
import type { Stock } from '../../server/modules/product/stock.entity.js';
import type { Warehouse } from '../../server/modules/warehouse/warehouse.entity.js';
import { TestShop, unique } from '../support/shop.js';

const PASSWORD = 'a-good-password-1';
const FIELDS = 'id name address enabled createdAt updatedAt';

interface WarehouseRow {
  id: number;
  name: string;
  address: string;
  enabled: boolean;
}

describe('warehouses', () => {
  let shop: TestShop;
  let token: string;
  let outsider: string;

  const gql = (query: string, variables: Record<string, unknown> = {}, as: string | undefined = token) => shop.gql(query, variables, as);

  async function create(input: Record<string, unknown> = {}): Promise<WarehouseRow> {
    const answer = await gql(`mutation($input: WarehouseInput!) { createWarehouse(input: $input) { ${FIELDS} } }`, {
      input: { name: unique('Warehouse '), ...input },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createWarehouse;
  }

  /** A product with one stock holding `quantity` in the warehouse (set up directly in the database). */
  async function stockIn(warehouseId: number, quantity = 5): Promise<void> {
    const em = shop.em;
    const sku = unique('wh-sku-');
    const product = em.create<Product>('Product', { sku, url: sku, name: { en_us: 'Held' } });
    const stock = em.create<Stock>('Stock', { product, sku: `${sku}-stock1`, price: '10.00' });
    em.create<Inventory>('Inventory', { stock, warehouse: em.getReference<Warehouse>('Warehouse', warehouseId), quantity });
    await em.flush();
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    const role = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: unique('No warehouse '), permissions: ['brand'] },
    });
    const email = `${unique('nowh')}@example.com`;
    const account = await gql('mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }', {
      input: { name: 'No warehouse', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id },
    });
    expect(account.errors).toBeUndefined();
    outsider = await shop.adminToken(email, PASSWORD);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('creates (enabled by default), gets, and answers NOT_FOUND for a missing id', async () => {
    const created = await create({ name: ' Central ', address: '1 Main St' });
    expect(created).toMatchObject({ name: 'Central', address: '1 Main St', enabled: true });
    const got = await gql(`query($id: Int!) { warehouse(id: $id) { ${FIELDS} } }`, { id: created.id });
    expect(got.data!.warehouse).toMatchObject({ id: created.id, name: 'Central' });
    const missing = await gql('{ warehouse(id: 99999999) { id } }');
    expect(missing.errors?.[0]).toMatchObject({ message: 'ID not exists', extensions: { code: 'NOT_FOUND' } });
    expect(await shop.rest('GET', '/api/admin/warehouse/99999999', undefined, token)).toMatchObject({ status: 404, body: { message: 'ID not exists' } });
  });

  it('updates through REST, keeping the address and flag when not sent', async () => {
    const created = await create({ address: 'Somewhere', enabled: false });
    const rest = await shop.rest('PUT', `/api/admin/warehouse/${created.id}`, { name: 'North' }, token);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: created.id, name: 'North', address: 'Somewhere', enabled: false });
    const again = await shop.rest('PUT', `/api/admin/warehouse/${created.id}`, { name: 'North', address: '', enabled: true }, token);
    expect(again.body).toMatchObject({ address: '', enabled: true });
    expect((await shop.rest('PUT', '/api/admin/warehouse/99999999', { name: 'x' }, token)).status).toBe(404);
  });

  it('validates: name required', async () => {
    const rest = await shop.rest('POST', '/api/admin/warehouse', { name: '  ', address: 'x' }, token);
    expect(rest.status).toBe(422);
    expect(rest.body).toEqual({ message: 'Please make sure all fields are filled in correctly', errors: { name: ['This field is required.'] } });
  });

  it('lists with keyword, sorting and paging', async () => {
    const tag = unique('kw');
    const b = await create({ name: `B ${tag}` });
    const a = await create({ name: `A ${tag}` });
    const rest = await shop.rest('GET', `/api/admin/warehouse?keyword=${tag}&sort=name`, undefined, token);
    expect(rest.body).toMatchObject({ total: 2, page: 1, per_page: 10 });
    expect(rest.body.data.map((w: WarehouseRow) => w.id)).toEqual([a.id, b.id]);
  });

  it('batch enabled, all or nothing', async () => {
    const a = await create();
    const b = await create();
    expect(await shop.rest('PUT', '/api/admin/warehouse/batch', { ids: [a.id, b.id], data: { enabled: false } }, token)).toMatchObject({
      status: 200,
      body: { affected: 2 },
    });
    expect((await shop.rest('PUT', '/api/admin/warehouse/batch', { ids: [a.id, 99999999], data: { enabled: true } }, token)).status).toBe(404);
    const got = await gql('query($id: Int!) { warehouse(id: $id) { enabled } }', { id: a.id });
    expect(got.data!.warehouse.enabled).toBe(false);
  });

  it('deletes an empty warehouse; refuses (409) one that holds inventory, alone or in a batch', async () => {
    const empty = await create();
    expect((await gql('mutation($id: Int!) { deleteWarehouse(id: $id) }', { id: empty.id })).data!.deleteWarehouse).toBe(true);
    const holding = await create();
    await stockIn(holding.id);
    const refused = await shop.rest('DELETE', `/api/admin/warehouse/${holding.id}`, undefined, token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'The warehouse still holds inventory and can not be deleted.' });
    const other = await create();
    const batch = await shop.rest('DELETE', '/api/admin/warehouse/batch', { ids: [other.id, holding.id] }, token);
    expect(batch.status).toBe(409);
    // all or nothing: the empty one of the batch is still there
    expect((await gql('query($id: Int!) { warehouse(id: $id) { id } }', { id: other.id })).data!.warehouse.id).toBe(other.id);
    expect(await shop.rest('DELETE', '/api/admin/warehouse/batch', { ids: [other.id] }, token)).toMatchObject({ status: 200, body: { affected: 1 } });
  });

  it('answers 401 without a token and 403 without the warehouse permission', async () => {
    const warehouse = await create();
    expect((await shop.rest('GET', '/api/admin/warehouse')).status).toBe(401);
    for (const [method, path, body] of [
      ['GET', '/api/admin/warehouse', undefined],
      ['GET', `/api/admin/warehouse/${warehouse.id}`, undefined],
      ['POST', '/api/admin/warehouse', { name: 'x' }],
      ['PUT', `/api/admin/warehouse/${warehouse.id}`, { name: 'x' }],
      ['DELETE', `/api/admin/warehouse/${warehouse.id}`, undefined],
      ['PUT', '/api/admin/warehouse/batch', { ids: [warehouse.id], data: { enabled: false } }],
    ] as const) {
      expect([path, (await shop.rest(method, path, body, outsider)).status]).toEqual([path, 403]);
    }
  });
});

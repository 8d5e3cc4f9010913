import type { AttributeValue } from '../../server/modules/attribute/attribute-value.entity.js';
import type { Product } from '../../server/modules/product/product.entity.js';
import type { Stock } from '../../server/modules/product/stock.entity.js';
import { TestShop, unique } from '../support/shop.js';

const PASSWORD = 'a-good-password-1';
const FIELDS = 'id key title position createdAt updatedAt values { id attributeId code label position }';

interface ValueRow {
  id: number;
  code: string;
  label: string;
  position: number;
}
interface AttributeRow {
  id: number;
  key: string;
  title: string;
  position: number;
  values: ValueRow[];
}

const newKey = () =>
  unique('k')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');

describe('attributes', () => {
  let shop: TestShop;
  let token: string;
  let outsider: string;

  const gql = (query: string, variables: Record<string, unknown> = {}, as: string | undefined = token) => shop.gql(query, variables, as);

  async function create(input: Record<string, unknown> = {}, language?: string): Promise<AttributeRow> {
    const answer = await gql(`mutation($input: AttributeInput!, $language: String) { createAttribute(input: $input, language: $language) { ${FIELDS} } }`, {
      input: {
        key: newKey(),
        title: 'Colour',
        values: [
          { code: 'red', label: 'Red' },
          { code: 'blue', label: 'Blue' },
        ],
        ...input,
      },
      language,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createAttribute;
  }

  async function get(id: number, language?: string): Promise<AttributeRow> {
    const answer = await gql(`query($id: Int!, $language: String) { attribute(id: $id, language: $language) { ${FIELDS} } }`, { id, language });
    expect(answer.errors).toBeUndefined();
    return answer.data!.attribute;
  }

  const update = (id: number, input: Record<string, unknown>, language?: string) =>
    gql(`mutation($id: Int!, $input: AttributeInput!, $language: String) { updateAttribute(id: $id, input: $input, language: $language) { ${FIELDS} } }`, {
      id,
      input,
      language,
    });

  /** A stock using the value (set up directly in the database). */
  async function useValue(valueId: number): Promise<void> {
    const em = shop.em;
    const sku = unique('attr-sku-');
    const product = em.create<Product>('Product', { sku, url: sku, name: { en_us: 'Uses' } });
    const stock = em.create<Stock>('Stock', { product, sku: `${sku}-stock1`, price: '1.00' });
    stock.optionValues.add(em.getReference<AttributeValue>('AttributeValue', valueId));
    await em.flush();
  }

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    const role = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: unique('No attribute '), permissions: ['order'] },
    });
    const email = `${unique('noattr')}@example.com`;
    const account = await gql('mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }', {
      input: { name: 'No attribute', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id },
    });
    expect(account.errors).toBeUndefined();
    outsider = await shop.adminToken(email, PASSWORD);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('creates an attribute with its values in order', async () => {
    const key = newKey();
    const attribute = await create({
      key,
      title: 'Size',
      position: 3,
      values: [
        { code: 's', label: 'Small' },
        { code: 'm', label: 'Medium', position: 10 },
        { code: 'l', label: 'Large', position: 20 },
      ],
    });
    expect(attribute).toMatchObject({ key, title: 'Size', position: 3 });
    expect(attribute.values.map((v) => [v.code, v.label, v.position])).toEqual([
      ['s', 'Small', 0],
      ['m', 'Medium', 10],
      ['l', 'Large', 20],
    ]);
    expect(attribute.values.every((v) => (v as unknown as { attributeId: number }).attributeId === attribute.id)).toBe(true);
  });

  it('validates the key (key_format, unique), title and values', async () => {
    const invalid = async (input: Record<string, unknown>) => {
      const answer = await gql('mutation($input: AttributeInput!) { createAttribute(input: $input) { id } }', {
        input: { key: newKey(), title: 'T', ...input },
      });
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      return answer.errors![0].extensions!.errors;
    };
    expect(await invalid({ key: 'Colour' })).toEqual({ key: 'Input can only contain lowercase letters, numbers and _ character' });
    expect(await invalid({ key: 'col-our' })).toEqual({ key: 'Input can only contain lowercase letters, numbers and _ character' });
    expect(await invalid({ key: '1colour' })).toEqual({ key: 'Input must start with a lowercase letter' });
    expect(await invalid({ key: '_colour' })).toEqual({ key: 'Input must start with a lowercase letter' });
    expect(await invalid({ key: '', title: ' ' })).toEqual({ key: 'This field is required.', title: 'This field is required.' });
    expect(
      await invalid({
        values: [
          { code: 'a', label: 'A' },
          { code: 'a', label: 'B' },
        ],
      }),
    ).toEqual({ values: 'Key can not be repeated' });
    expect(await invalid({ values: [{ code: '', label: '' }] })).toEqual({
      'values.0.code': 'This field is required.',
      'values.0.label': 'This field is required.',
    });
    const taken = await create();
    const rest = await shop.rest('POST', '/api/admin/attribute', { key: taken.key, title: 'Again' }, token);
    expect(rest.status).toBe(422);
    expect(rest.body).toEqual({ message: 'Please make sure all fields are filled in correctly', errors: { key: ['The key has already been taken.'] } });
    const restKey = await shop.rest('POST', '/api/admin/attribute', { key: '9lives', title: 'x', values: [{ code: '', label: 'x' }] }, token);
    expect(restKey.body.errors).toEqual({ key: ['Input must start with a lowercase letter'], 'values.0.code': ['This field is required.'] });
  });

  it('gets one; a missing id is NOT_FOUND (REST 404 "ID not exists")', async () => {
    const attribute = await create();
    expect((await get(attribute.id)).key).toBe(attribute.key);
    expect((await gql('{ attribute(id: 99999999) { id } }')).errors?.[0]).toMatchObject({ message: 'ID not exists', extensions: { code: 'NOT_FOUND' } });
    expect(await shop.rest('GET', '/api/admin/attribute/99999999', undefined, token)).toMatchObject({ status: 404, body: { message: 'ID not exists' } });
    expect((await update(99999999, { key: newKey(), title: 'x' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('updates: values kept by id, added, removed, reordered; a removed code added again keeps its row', async () => {
    const attribute = await create({
      values: [
        { code: 'red', label: 'Red' },
        { code: 'blue', label: 'Blue' },
        { code: 'green', label: 'Green' },
      ],
    });
    const [red, blue] = attribute.values;
    const key = newKey();
    const answer = await update(attribute.id, {
      key,
      title: 'Colours',
      values: [
        { id: blue.id, code: 'blue', label: 'Navy' },
        { id: red.id, code: 'red', label: 'Red' },
        { code: 'black', label: 'Black' },
        { code: 'green', label: 'Green again' },
      ],
    });
    expect(answer.errors).toBeUndefined();
    const values = answer.data!.updateAttribute.values as ValueRow[];
    expect(answer.data!.updateAttribute).toMatchObject({ key, title: 'Colours' });
    expect(values.map((v) => [v.code, v.label, v.position])).toEqual([
      ['blue', 'Navy', 0],
      ['red', 'Red', 1],
      ['black', 'Black', 2],
      ['green', 'Green again', 3],
    ]);
    expect(values[0].id).toBe(blue.id);
    expect(values[3].id).toBe(attribute.values[2].id);
    // a value id of another attribute is refused
    const other = await create();
    const foreign = await update(attribute.id, { key, title: 'x', values: [{ id: other.values[0].id, code: 'x', label: 'x' }] });
    expect(foreign.errors?.[0].extensions?.errors).toEqual({ 'values.0.id': 'Please check your input.' });
    // without values, the values stay as they are
    const untouched = await update(attribute.id, { key, title: 'Colours' });
    expect(untouched.data!.updateAttribute.values).toHaveLength(4);
  });

  it('translations: create in en_us, update zh_hk, read zh_hk with fallback', async () => {
    const attribute = await create(
      {
        title: 'Colour',
        values: [
          { code: 'red', label: 'Red' },
          { code: 'blue', label: 'Blue' },
        ],
      },
      'en_us',
    );
    const [red, blue] = attribute.values;
    // only the title translated: the labels fall back to the main language
    const titleOnly = await update(attribute.id, { key: attribute.key, title: '顏色' }, 'zh_hk');
    expect(titleOnly.errors).toBeUndefined();
    expect((await get(attribute.id, 'zh_hk')).values.map((v) => v.label)).toEqual(['Red', 'Blue']);
    const answer = await update(
      attribute.id,
      {
        key: attribute.key,
        title: '顏色',
        values: [
          { id: red.id, code: 'red', label: '紅' },
          { id: blue.id, code: 'blue', label: 'Blue' },
        ],
      },
      'zh_hk',
    );
    expect(answer.errors).toBeUndefined();
    const zh = await get(attribute.id, 'zh_hk');
    expect(zh.title).toBe('顏色');
    expect(zh.values.map((v) => v.label)).toEqual(['紅', 'Blue']);
    const en = await get(attribute.id, 'en_us');
    expect(en.title).toBe('Colour');
    expect(en.values.map((v) => v.label)).toEqual(['Red', 'Blue']);
  });

  it('POST /api/attribute: public, attributes by position with key and values in the language', async () => {
    const position = 900000 + Math.floor(Math.random() * 90000);
    const second = await create({ title: 'Second', position, values: [{ code: 'x', label: 'X' }] });
    const first = await create({ title: 'First', position: position - 1 }, 'en_us');
    await update(
      first.id,
      {
        key: first.key,
        title: '第一',
        values: [
          { id: first.values[0].id, code: 'red', label: '紅' },
          { id: first.values[1].id, code: 'blue', label: '藍' },
        ],
      },
      'zh_hk',
    );
    const all = await shop.rest('POST', '/api/attribute', { language: 'zh_hk' });
    expect(all.status).toBe(200);
    const ids = all.body.map((a: AttributeRow) => a.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(all.body.find((a: AttributeRow) => a.id === first.id)).toMatchObject({
      key: first.key,
      title: '第一',
      values: [
        { code: 'red', label: '紅' },
        { code: 'blue', label: '藍' },
      ],
    });
    const at = await shop.rest('POST', '/api/attribute', { position, language: 'en_us' });
    expect(at.body.map((a: AttributeRow) => a.id)).toEqual([second.id]);
    expect(at.body[0]).toMatchObject({ key: second.key, title: 'Second', values: [{ code: 'x', label: 'X', position: 0 }] });
  });

  it('lists with keyword, sorting and paging', async () => {
    const tag = unique('kw').toLowerCase();
    const a = await create({ key: `a_${tag}`, title: 'Alpha' });
    const b = await create({ key: newKey(), title: `Beta ${tag}` });
    const rest = await shop.rest('GET', `/api/admin/attribute?keyword=${tag}&sort=-id`, undefined, token);
    expect(rest.body).toMatchObject({ total: 2, page: 1, per_page: 10 });
    expect(rest.body.data.map((x: AttributeRow) => x.id)).toEqual([b.id, a.id]);
    expect(rest.body.data[1].values).toHaveLength(2);
  });

  it('deletes; refuses (409) an attribute whose values stocks use, and the removal of such a value (422)', async () => {
    const free = await create();
    expect((await gql('mutation($id: Int!) { deleteAttribute(id: $id) }', { id: free.id })).data!.deleteAttribute).toBe(true);
    expect((await gql('query($id: Int!) { attribute(id: $id) { id } }', { id: free.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const used = await create();
    await useValue(used.values[0].id);
    const refused = await shop.rest('DELETE', `/api/admin/attribute/${used.id}`, undefined, token);
    expect(refused).toMatchObject({ status: 409, body: { message: 'The attribute is used by product stocks and can not be deleted.' } });
    const drop = await update(used.id, { key: used.key, title: 'x', values: [{ id: used.values[1].id, code: 'blue', label: 'Blue' }] });
    expect(drop.errors?.[0].extensions?.errors).toEqual({ values: 'An attribute value used by product stocks can not be removed.' });
    expect((await get(used.id)).title).toBe('Colour');
    const other = await create();
    const batch = await shop.rest('DELETE', '/api/admin/attribute/batch', { ids: [other.id, used.id] }, token);
    expect(batch.status).toBe(409);
    expect((await get(other.id)).id).toBe(other.id);
    expect(await shop.rest('DELETE', '/api/admin/attribute/batch', { ids: [other.id] }, token)).toMatchObject({ status: 200, body: { affected: 1 } });
  });

  it('lets a product editor read the list the product form picks from, and nothing more', async () => {
    const role = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: unique('Products only '), permissions: ['product'] },
    });
    const email = `${unique('prodonly')}@example.com`;
    await gql('mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }', {
      input: { name: 'Products only', email, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id },
    });
    const productEditor = await shop.adminToken(email, PASSWORD);
    expect((await shop.rest('GET', '/api/admin/attribute', undefined, productEditor)).status).toBe(200);
    expect((await shop.rest('POST', '/api/admin/attribute', { key: newKey(), title: 'x' }, productEditor)).status).toBe(403);
  });

  it('answers 401 without a token and 403 without the attribute permission', async () => {
    const attribute = await create();
    expect((await shop.rest('GET', '/api/admin/attribute')).status).toBe(401);
    for (const [method, path, body] of [
      ['GET', '/api/admin/attribute', undefined],
      ['GET', `/api/admin/attribute/${attribute.id}`, undefined],
      ['POST', '/api/admin/attribute', { key: newKey(), title: 'x' }],
      ['PUT', `/api/admin/attribute/${attribute.id}`, { key: newKey(), title: 'x' }],
      ['DELETE', `/api/admin/attribute/${attribute.id}`, undefined],
      ['DELETE', '/api/admin/attribute/batch', { ids: [attribute.id] }],
    ] as const) {
      expect([path, (await shop.rest(method, path, body, outsider)).status]).toEqual([path, 403]);
    }
    expect((await shop.rest('POST', '/api/attribute', {})).status).toBe(200);
  });
});

import { TestShop, unique } from '../support/shop.js';
import { makeCatalogue, type Catalogue } from './product-fixtures.js';

/**
 * Translations that stay honest (issue 15), as the admin edit framework saves another language's tab
 * (framework/edit/translation.ts: only the texts the editor changed): untouched fields stay untranslated
 * and keep following the main language; an emptied field is cleared on purpose and falls back again.
 */
describe('translations that stay honest', () => {
  let shop: TestShop;
  let token: string;
  let cat: Catalogue;
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const answer = await shop.gql(query, variables, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    cat = await makeCatalogue(shop);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('products', async () => {
    const { createProduct } = await gql('mutation($input: ProductInput!) { createProduct(input: $input, language: "en_us") { id } }', {
      input: {
        url: unique('honest-').toLowerCase(),
        name: 'Shirt',
        metaTitle: 'Shirt meta',
        stocks: [{ price: '10', options: [cat.colour.red], inventories: [] }],
      },
    });
    const id = createProduct.id;
    const update = (input: Record<string, unknown>, language: string) =>
      gql('mutation($id: Int!, $input: ProductInput!, $l: String) { updateProduct(id: $id, input: $input, language: $l) { id } }', { id, input, l: language });
    const read = async (language: string) =>
      (await gql('query($id: Int!, $l: String) { product(id: $id, language: $l) { name metaTitle } }', { id, l: language })).product;
    await update({ name: '襯衫' }, 'zh_hk');
    await update({ metaTitle: 'Shirt meta, new' }, 'en_us');
    expect(await read('zh_hk')).toEqual({ name: '襯衫', metaTitle: 'Shirt meta, new' });
    // an optional text cleared on purpose in zh_hk falls back again (a required one refuses '')
    await update({ metaTitle: '襯衫 meta' }, 'zh_hk');
    expect((await read('zh_hk')).metaTitle).toBe('襯衫 meta');
    await update({ metaTitle: '' }, 'zh_hk');
    expect((await read('zh_hk')).metaTitle).toBe('Shirt meta, new');
  });

  it('menus', async () => {
    const { createMenu } = await gql('mutation($input: MenuInput!) { createMenu(input: $input, language: "en_us") { id } }', {
      input: { type: 'link', title: 'Sale', url: unique('https://example.com/'), metaTitle: 'Sale meta' },
    });
    const id = createMenu.id;
    const update = (input: Record<string, unknown>, language: string) =>
      gql('mutation($id: Int!, $input: MenuInput!, $l: String) { updateMenu(id: $id, input: $input, language: $l) { id } }', { id, input, l: language });
    const read = async (language: string) =>
      (await gql('query($id: Int!, $l: String) { menu(id: $id, language: $l) { title metaTitle } }', { id, l: language })).menu;
    await update({ title: '減價' }, 'zh_hk');
    await update({ metaTitle: 'Sale meta, new' }, 'en_us');
    expect(await read('zh_hk')).toEqual({ title: '減價', metaTitle: 'Sale meta, new' });
    await update({ metaTitle: '減價 meta' }, 'zh_hk');
    await update({ metaTitle: '' }, 'zh_hk');
    expect((await read('zh_hk')).metaTitle).toBe('Sale meta, new');
  });

  it('pages', async () => {
    const { createPage } = await gql('mutation($input: PageInput!) { createPage(input: $input, language: "en_us") { id } }', {
      input: { title: 'About', url: unique('honest-page-').toLowerCase(), content: '<p>Hello</p>' },
    });
    const id = createPage.id;
    const update = (input: Record<string, unknown>, language: string) =>
      gql('mutation($id: Int!, $input: PageInput!, $l: String) { updatePage(id: $id, input: $input, language: $l) { id } }', { id, input, l: language });
    const read = async (language: string) =>
      (await gql('query($id: Int!, $l: String) { page(id: $id, language: $l) { title content } }', { id, l: language })).page;
    await update({ title: '關於' }, 'zh_hk');
    await update({ content: '<p>Hello again</p>' }, 'en_us');
    expect(await read('zh_hk')).toEqual({ title: '關於', content: '<p>Hello again</p>' });
    await update({ content: '<p>你好</p>' }, 'zh_hk');
    await update({ content: '' }, 'zh_hk');
    expect((await read('zh_hk')).content).toBe('<p>Hello again</p>');
  });
});

import type { TestShop } from '../support/shop.js';
import { unique } from '../support/shop.js';
import { registerShopper, type Shopper } from '../integration/customer-fixtures.js';
import { createForm } from '../integration/form-fixtures.js';
import { makeCatalogue, setSettings, type Catalogue } from '../integration/product-fixtures.js';

/**
 * What server-rendering.test.ts renders (issue 42): a category with a dress on special and a product named
 * like a script, a shopper, a CMS page, a blog category with an article and a form, each named after the
 * file's `tag`.
 */
export interface SsrShop {
  cat: Catalogue;
  shopper: Shopper;
  dressUrl: string;
  /** The dress's stock (for cart lines). */
  dressStock: number;
  evilUrl: string;
  /** Product ids by url. */
  productIds: Map<string, number>;
  content: { page: string; article: string; blogCategory: string; form: string };
}

export async function makeSsrShop(shop: TestShop, { tag, dressName, evilName }: { tag: string; dressName: string; evilName: string }): Promise<SsrShop> {
  await setSettings(shop, 'config', { catalogMode: false, memberOnly: false });
  const token = await shop.adminToken();
  const cat = await makeCatalogue(shop);
  const productIds = new Map<string, number>();
  const createProduct = async (name: string, price: string, special?: string) => {
    const answer = await shop.gql(
      'mutation($input: ProductInput!, $language: String) { createProduct(input: $input, language: $language) { id url stocks { id } } }',
      {
        input: {
          url: unique('ssr-product-').toLowerCase(),
          name,
          description: '<p>Soft</p>',
          categories: [cat.category.id],
          stocks: [{ price, specialPrice: special, inventories: [{ warehouseId: cat.warehouses.a, quantity: 5 }] }],
        },
        language: 'en_us',
      },
      token,
    );
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    const created = (answer.data as { createProduct: { id: number; url: string; stocks: { id: number }[] } }).createProduct;
    productIds.set(created.url, created.id);
    return created;
  };
  const dress = await createProduct(dressName, '120', '99.5');
  const evil = await createProduct(evilName, '35');
  const shopper = await registerShopper(shop, { first_name: `Ada${tag}` });

  const content = { page: `ssr-page-${tag}`, article: `ssr-ba-${tag}`, blogCategory: `ssr-bc-${tag}`, form: '' };
  const page = await shop.rest('POST', '/api/admin/page', { title: 'Returns', url: content.page, content: '<p>Within 30 days</p>' }, token);
  const blogCategory = await shop.rest('POST', '/api/admin/blog/category', { title: 'Stories', url: content.blogCategory }, token);
  const article = await shop.rest(
    'POST',
    '/api/admin/blog/article',
    {
      title: 'Our linen',
      url: content.article,
      summary: 'Why linen',
      author: 'Ann',
      content: '<p>Linen is cool</p>',
      category_ids: [blogCategory.body.id],
      published_at: '2026-01-02T03:04:05Z',
    },
    token,
  );
  expect([page.status, blogCategory.status, article.status]).toEqual([201, 201, 201]);
  content.form = (await createForm(shop, token)).url;
  return { cat, shopper, dressUrl: dress.url, dressStock: dress.stocks[0]!.id, evilUrl: evil.url, productIds, content };
}

import { TestShop } from '../support/shop.js';
import { makeCatalogue, type Catalogue } from './product-fixtures.js';

/**
 * Issue 20: an option's pictures. A stock names some of its product's pictures; the product page gives
 * them with the stock (absolute, as imageList), so choosing a colour shows that colour's pictures. A
 * path the product does not hold is left out, and a picture taken out of the product leaves its options.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let shop: TestShop;
let token: string;
let cat: Catalogue;

beforeAll(async () => {
  shop = await TestShop.start();
  token = await shop.adminToken();
  cat = await makeCatalogue(shop);
});
afterAll(async () => {
  await shop.close();
});

const pageStocks = async (url: string) =>
  (
    await shop.gql<{ storefrontProduct: { imageList: string[]; stocks: { options: number[]; imageList: string[] }[] } }>(
      'query ($url: String!) { storefrontProduct(url: $url) { imageList stocks { options imageList } } }',
      { url },
    )
  ).data!.storefrontProduct;

it("keeps an option's pictures among the product's, and the product page gives them with the stock", async () => {
  const form = new FormData();
  form.append('name', 'Two-colour tote');
  const stock = (colour: number) => ({ price: '10', options: [colour], inventories: [{ warehouse_id: cat.warehouses.a, quantity: 3 }] });
  form.append('stocks', JSON.stringify([stock(cat.colour.red), stock(cat.colour.blue)]));
  form.append('upload_images[]', new Blob([PNG], { type: 'image/png' }), 'red.png');
  form.append('upload_images[]', new Blob([PNG], { type: 'image/png' }), 'blue.png');
  const created = await shop.rest('POST', '/api/admin/product', form, token);
  expect(created.status).toBe(201);
  const [red, blue] = created.body.images as string[];
  const [redStock, blueStock] = created.body.stocks as { id: number; images: string[] }[];
  expect(redStock.images).toEqual([]);

  const updated = await shop.rest(
    'PUT',
    `/api/admin/product/${created.body.id}`,
    {
      stocks: [
        { id: redStock.id, price: '10', options: [cat.colour.red], images: [red, '/uploads/somebody-elses.png', red] },
        { id: blueStock.id, price: '10', options: [cat.colour.blue], images: [blue] },
      ],
    },
    token,
  );
  expect(updated.status).toBe(200);
  expect(updated.body.stocks.map((s: { images: string[] }) => s.images)).toEqual([[red], [blue]]);
  // The PUT sent no inventories: the quantities stay.
  expect(updated.body.stocks.map((s: { inventories: { quantity: number }[] }) => s.inventories[0].quantity)).toEqual([3, 3]);

  const shown = await pageStocks(created.body.url);
  expect(shown.imageList).toHaveLength(2);
  const byColour = new Map(shown.stocks.map((s) => [s.options[0], s.imageList]));
  expect(byColour.get(cat.colour.red)).toEqual([shown.imageList[0]]);
  expect(byColour.get(cat.colour.blue)).toEqual([shown.imageList[1]]);

  // The blue picture leaves the product: the blue option falls back to the product's pictures (none of its own).
  const fewer = await shop.rest('PUT', `/api/admin/product/${created.body.id}`, { images: [red] }, token);
  expect(fewer.status).toBe(200);
  const after = await pageStocks(created.body.url);
  expect(new Map(after.stocks.map((s) => [s.options[0], s.imageList])).get(cat.colour.blue)).toEqual([]);
});

import { TestShop } from '../support/shop.js';
import { adminWithout } from './product-fixtures.js';
import { sellable, sellingWarehouse } from './order-fixtures.js';

/**
 * setStockPrices (issue 44's price tool for agents and partners): only the prices sent change, through
 * the form's writer; the product's other stocks, levels and fields stay; bad input is refused whole,
 * every field's error at once, and a role without `product` cannot call it.
 */
describe('setStockPrices', () => {
  let shop: TestShop;
  let token: string;

  const SET = `mutation($productId: Int!, $input: StockPricesInput!) {
    setStockPrices(productId: $productId, input: $input) { id name stocks { id sku price specialPrice allAvailableInventories } }
  }`;
  type PriceRow = { stockId: number; price: string; specialPrice?: string };
  const setPrices = (productId: number, stocks: PriceRow[], as = token) => shop.gql(SET, { productId, input: { stocks } }, as);
  const stocksOf = async (productId: number) =>
    shop.em.execute<{ id: number; price: string; special_price: string | null }[]>(
      'select id, price, special_price from stock where product_id = ? order by position, id',
      [productId],
    );

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
  });
  afterAll(() => shop.close());

  it('sets the prices sent and keeps the rest of the product as it was', async () => {
    const warehouse = await sellingWarehouse(shop);
    const product = await sellable(shop, { stock: { [warehouse]: 6 }, price: '120.00', specialPrice: '99.00' });
    const answer = await setPrices(product.productId, [{ stockId: product.stockId, price: '130.50' }]);
    expect(answer.errors).toBeUndefined();
    // specialPrice left out: the sale goes on.
    expect(answer.data?.setStockPrices.stocks).toEqual([
      expect.objectContaining({ id: product.stockId, price: '130.50', specialPrice: '99.00', allAvailableInventories: 6 }),
    ]);
    const ended = await setPrices(product.productId, [{ stockId: product.stockId, price: '130.50', specialPrice: '' }]);
    expect(ended.data?.setStockPrices.stocks[0]).toMatchObject({ price: '130.50', specialPrice: null });
    expect(await stocksOf(product.productId)).toEqual([{ id: product.stockId, price: '130.50', special_price: null }]);
  });

  it('refuses bad prices and stocks that are not the product’s, every field at once, and writes nothing', async () => {
    const warehouse = await sellingWarehouse(shop);
    const product = await sellable(shop, { stock: { [warehouse]: 2 }, price: '50.00' });
    const other = await sellable(shop, { stock: { [warehouse]: 2 } });
    const refused = await setPrices(product.productId, [
      { stockId: product.stockId, price: 'cheap' },
      { stockId: other.stockId, price: '1.00' },
      { stockId: product.stockId, price: '' },
    ]);
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { 'stocks.0.price': expect.any(String), 'stocks.2.price': 'This field is required.' },
    });
    // Rules first; then the stocks: another product's, or one named twice.
    const foreign = await setPrices(product.productId, [
      { stockId: other.stockId, price: '1.00' },
      { stockId: product.stockId, price: '2.00' },
      { stockId: product.stockId, price: '3.00' },
    ]);
    expect(foreign.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { 'stocks.0.stockId': expect.any(String), 'stocks.2.stockId': expect.any(String) },
    });
    expect(await stocksOf(product.productId)).toEqual([{ id: product.stockId, price: '50.00', special_price: null }]);
    expect((await setPrices(999999999, [{ stockId: product.stockId, price: '1.00' }])).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('needs the product permission', async () => {
    const warehouse = await sellingWarehouse(shop);
    const product = await sellable(shop, { stock: { [warehouse]: 1 }, price: '10.00' });
    const pagesOnly = await adminWithout(shop, token);
    const answer = await setPrices(product.productId, [{ stockId: product.stockId, price: '1.00' }], pagesOnly);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await stocksOf(product.productId)).toEqual([{ id: product.stockId, price: '10.00', special_price: null }]);
  });
});

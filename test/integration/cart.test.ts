import { TestShop } from '../support/shop.js';
import { registerShopper } from './customer-fixtures.js';
import { sellable, sellingWarehouse, type Sellable } from './order-fixtures.js';
import { setSettings } from './product-fixtures.js';

const CHOOSE = 'You need to choose one of the options for your item.';
const AT_LEAST_ONE = 'The quantity must be at least 1.';
const MAXIMUM = 'The maximum quantity that can be purchased has been reached.';

let shop: TestShop;
let shirt: Sellable;

beforeAll(async () => {
  shop = await TestShop.start();
  const a = await sellingWarehouse(shop);
  const b = await sellingWarehouse(shop);
  shirt = await sellable(shop, { stock: { [a]: 3, [b]: 2 }, price: '120.00', specialPrice: '99.50' });
});
afterAll(() => shop.close());

const add = (body: Record<string, unknown>, token?: string) => shop.rest('POST', '/api/cart/item', body, token);

describe('cart (POST|PUT|DELETE /api/cart/item, POST /api/cart)', () => {
  it('refuses an item without a chosen option or with a bad quantity, with the spec texts, and writes nothing', async () => {
    // Other tests of this file (in any order) put the shirt in carts of their own.
    const shirtItems = async () =>
      Number((await shop.em.execute<{ n: string }[]>('select count(*) as n from cart_item where stock_id = ?', [shirt.stockId]))[0].n);
    const before = await shirtItems();
    for (const [body, field, message] of [
      [{ quantity: 1 }, 'stock_id', CHOOSE],
      [{ stock_id: 999999999, quantity: 1 }, 'stock_id', CHOOSE],
      [{ stock_id: shirt.stockId, quantity: 0 }, 'quantity', AT_LEAST_ONE],
      [{ stock_id: shirt.stockId, quantity: 1.5 }, 'quantity', AT_LEAST_ONE],
      [{ stock_id: shirt.stockId }, 'quantity', AT_LEAST_ONE],
      [{ stock_id: shirt.stockId, quantity: 6 }, 'quantity', MAXIMUM],
    ] as const) {
      const answer = await add(body);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ [field]: [message] });
    }
    expect(await shirtItems()).toBe(before);
  });

  it('creates a cart on the first add, adds up quantities up to what the selling warehouses hold, updates and removes', async () => {
    const first = await add({ stock_id: shirt.stockId, quantity: 2 });
    expect(first.status).toBe(200);
    const cartId = first.body.cart_id as string;
    expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body.items).toEqual([
      expect.objectContaining({
        stock_id: shirt.stockId,
        quantity: 2,
        unit_price: '99.50',
        line_total: '199.00',
        available_inventories: 5,
        product_url: shirt.url,
      }),
    ]);
    expect(first.body.subtotal).toBe('199.00');

    const more = await add({ stock_id: shirt.stockId, quantity: 3, cart_id: cartId });
    expect(more.body.items[0].quantity).toBe(5);
    const tooMany = await add({ stock_id: shirt.stockId, quantity: 1, cart_id: cartId });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ quantity: [MAXIMUM] });

    const itemId = more.body.items[0].id as number;
    expect((await shop.rest('PUT', '/api/cart/item', { item_id: itemId, quantity: 6, cart_id: cartId })).body.errors).toEqual({ quantity: [MAXIMUM] });
    expect((await shop.rest('PUT', '/api/cart/item', { item_id: itemId, quantity: 0, cart_id: cartId })).body.errors).toEqual({ quantity: [AT_LEAST_ONE] });
    const updated = await shop.rest('PUT', '/api/cart/item', { item_id: itemId, quantity: 1, cart_id: cartId });
    expect(updated.body).toMatchObject({ cart_id: cartId, item_count: 1, subtotal: '99.50' });

    const reopened = await shop.rest('POST', '/api/cart', { cart_id: cartId, language: 'zh_hk' });
    expect(reopened.body.items[0]).toMatchObject({ quantity: 1, product_name: '亞麻襯衫' });

    expect((await shop.rest('DELETE', '/api/cart/item', { item_id: itemId, cart_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const removed = await shop.rest('DELETE', '/api/cart/item', { item_id: itemId, cart_id: cartId });
    expect(removed.body).toMatchObject({ cart_id: cartId, items: [], subtotal: '0.00' });
  });

  it('answers an empty cart without making one for a visitor with no or an unknown cart id', async () => {
    for (const cartId of [undefined, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const answer = await shop.rest('POST', '/api/cart', { cart_id: cartId });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        cart_id: null,
        items: [],
        item_count: 0,
        subtotal: '0.00',
        coupons: [],
        promotions: [],
        totals: { subtotal: '0.00', discount_total: '0.00', shipping_fee: '0.00', points_discount: '0.00', grand_total: '0.00' },
      });
    }
  });

  it("joins a guest's cart to the member's on login, and keeps a member's cart from visitors who hold its id", async () => {
    const shopper = await registerShopper(shop);
    const memberCart = await add({ stock_id: shirt.stockId, quantity: 1 }, shopper.token);
    const guestCart = await add({ stock_id: shirt.stockId, quantity: 2 });
    const merged = await shop.rest('POST', '/api/cart', { cart_id: guestCart.body.cart_id }, shopper.token);
    expect(merged.body.cart_id).toBe(memberCart.body.cart_id);
    expect(merged.body.items).toEqual([expect.objectContaining({ stock_id: shirt.stockId, quantity: 3 })]);
    // The guest cart is gone, and the member's cart is not readable without the member's token.
    expect((await shop.rest('POST', '/api/cart', { cart_id: guestCart.body.cart_id })).body.cart_id).toBeNull();
    expect((await shop.rest('POST', '/api/cart', { cart_id: memberCart.body.cart_id })).body.cart_id).toBeNull();
    const someoneElse = await registerShopper(shop);
    expect((await shop.rest('POST', '/api/cart', { cart_id: memberCart.body.cart_id }, someoneElse.token)).body.cart_id).toBeNull();
  });

  it("makes one cart when a member's first adds arrive at once (two tabs)", async () => {
    const shopper = await registerShopper(shop);
    const warehouse = await sellingWarehouse(shop);
    const products = await Promise.all(Array.from({ length: 4 }, () => sellable(shop, { stock: { [warehouse]: 5 } })));
    const answers = await Promise.all(products.map((product) => add({ stock_id: product.stockId, quantity: 1 }, shopper.token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const cart = await shop.rest('POST', '/api/cart', {}, shopper.token);
    expect(cart.body.items).toHaveLength(4);
    expect(new Set(answers.map((a) => a.body.cart_id))).toEqual(new Set([cart.body.cart_id]));
  });

  it('exists only when catalogue mode is off and member-only mode lets the caller shop', async () => {
    try {
      await setSettings(shop, 'config', { catalogMode: true });
      expect((await add({ stock_id: shirt.stockId, quantity: 1 })).status).toBe(403);
      expect((await shop.rest('POST', '/api/cart', {})).status).toBe(403);
      await setSettings(shop, 'config', { catalogMode: false, memberOnly: true });
      expect((await add({ stock_id: shirt.stockId, quantity: 1 })).status).toBe(401);
      const shopper = await registerShopper(shop);
      expect((await add({ stock_id: shirt.stockId, quantity: 1 }, shopper.token)).status).toBe(200);
    } finally {
      await setSettings(shop, 'config', { catalogMode: false, memberOnly: false });
    }
  });

  it('costs the same number of SQL statements for a cart of 2 lines as of 8', async () => {
    const warehouse = await sellingWarehouse(shop);
    const products = await Promise.all(Array.from({ length: 8 }, () => sellable(shop, { stock: { [warehouse]: 10 } })));
    const cartOf = async (count: number) => {
      let cartId: string | undefined;
      for (const product of products.slice(0, count)) cartId = (await add({ stock_id: product.stockId, quantity: 1, cart_id: cartId })).body.cart_id;
      return shop.withoutJobs(async () => {
        shop.resetQueries();
        await shop.rest('POST', '/api/cart', { cart_id: cartId });
        return shop.queries.length;
      });
    };
    expect(await cartOf(8)).toBe(await cartOf(2));
  });
});

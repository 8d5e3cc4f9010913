import { TestShop, unique } from '../support/shop.js';
import type { Sellable } from './order-fixtures.js';

/**
 * Promotions a test creates through the admin REST route. Automatic promotions reach every cart of the
 * shared server, so tests scope theirs with a `products` condition on their own products.
 */
export async function createPromotion(shop: TestShop, token: string, body: Record<string, unknown>): Promise<Record<string, any>> {
  const answer = await shop.rest('POST', '/api/admin/promotion', { name: unique('Promo '), kind: 'automatic', actions: [], ...body }, token);
  if (answer.status !== 201) throw new Error(`create promotion: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Only for carts holding one of these products. */
export const onlyFor = (...products: Sellable[]) => ({ type: 'products', value: { ids: products.map((p) => p.productId) } });

export async function cartWith(shop: TestShop, items: { product: Sellable; quantity: number }[], token?: string): Promise<string> {
  let cartId: string | undefined;
  for (const { product, quantity } of items) {
    const answer = await shop.rest('POST', '/api/cart/item', { stock_id: product.stockId, quantity, cart_id: cartId }, token);
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    cartId = answer.body.cart_id;
  }
  return cartId!;
}

export const couponCode = (prefix = 'C') =>
  unique(prefix)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-20)
    .toUpperCase();

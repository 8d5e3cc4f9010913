import type { RestRequest, RestRoute } from '../../rest/route.js';

/** The cart routes carry everything in the body (spec 7: language, cart_id, stock_id, item_id, quantity). */
const itemArgs = (req: RestRequest) => {
  const { language, ...input } = req.body;
  return { input, language };
};

export const cartRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/cart',
    field: 'openCart',
    args: (req) => ({ cartId: req.body.cart_id ?? req.query.cart_id, language: req.body.language ?? req.query.language }),
    summary: "The cart {language, cart_id}: {cart_id, items, item_count, subtotal}; a guest cart joins a signed-in member's",
  },
  {
    method: 'POST',
    path: '/api/cart/item',
    field: 'addCartItem',
    args: itemArgs,
    summary: 'Add to the cart {stock_id, quantity, cart_id, language}: the cart',
  },
  { method: 'PUT', path: '/api/cart/item', field: 'updateCartItem', args: itemArgs, summary: 'Change a quantity {item_id, quantity, cart_id}: the cart' },
  { method: 'DELETE', path: '/api/cart/item', field: 'removeCartItem', args: itemArgs, summary: 'Remove a line {item_id, cart_id}: the cart' },
  {
    method: 'POST',
    path: '/api/cart/coupon',
    field: 'applyCartCoupon',
    args: itemArgs,
    summary: 'Apply a coupon {cart_id, code}: the cart (coupons, promotions, totals)',
  },
  { method: 'DELETE', path: '/api/cart/coupon', field: 'removeCartCoupon', args: itemArgs, summary: 'Remove a coupon {cart_id, code}: the cart' },
];

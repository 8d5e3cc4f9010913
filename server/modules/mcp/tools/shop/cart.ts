import { z } from 'zod';
import { tool } from '../../tool.js';
import { cartId, language } from '../common.js';

const CART = `cartId itemCount subtotal coupons
  items { id stockId productName productUrl sku options quantity unitPrice lineTotal discount netTotal availableInventories }
  promotions { name code amount freeShipping }
  totals { subtotal discountTotal shippingFee grandTotal }`;

const CART_NOTE = 'Answers the whole cart with its cartId: a guest passes that cartId to every later cart and checkout tool.';
const lineId = z.number().int().describe('The cart line id (items[].id of the cart).');
const quantity = z.number().int().min(1).max(100000).describe('How many, at least 1.');

/** The shopper's cart: the cart service's rules (stock, quantity caps, catalogue mode, members-only shops). */
export const cartTools = [
  tool({
    name: 'get_cart',
    title: 'Get the cart',
    description: `The cart with its lines, promotions, coupons and totals (base currency). A signed-in shopper's guest cart, when its cartId is given, is merged into theirs. ${CART_NOTE}`,
    field: 'openCart',
    document: `mutation McpCart($cartId: String, $language: String) { openCart(cartId: $cartId, language: $language) { ${CART} } }`,
    input: { cartId, language },
    hints: { readOnlyHint: false, idempotentHint: true },
  }),
  tool({
    name: 'add_to_cart',
    title: 'Add to cart',
    description: `Adds a quantity of a stock (a product's option combination: stocks[].id from get_product) to the cart, creating the cart when there is none. ${CART_NOTE}`,
    field: 'addCartItem',
    document: `mutation McpAddToCart($input: AddCartItemInput!, $language: String) { addCartItem(input: $input, language: $language) { ${CART} } }`,
    input: { stockId: z.number().int().describe("The stock's id (get_product stocks[].id)."), quantity, cartId, language },
    variables: ({ language, ...input }) => ({ input, language }),
    hints: { readOnlyHint: false, idempotentHint: false },
  }),
  tool({
    name: 'update_cart_line',
    title: 'Change a cart line',
    description: `Sets the quantity of a cart line. ${CART_NOTE}`,
    field: 'updateCartItem',
    document: `mutation McpUpdateCartLine($input: UpdateCartItemInput!, $language: String) { updateCartItem(input: $input, language: $language) { ${CART} } }`,
    input: { itemId: lineId, quantity, cartId, language },
    variables: ({ language, ...input }) => ({ input, language }),
    hints: { readOnlyHint: false, idempotentHint: true },
  }),
  tool({
    name: 'remove_cart_line',
    title: 'Remove a cart line',
    description: `Takes a line out of the cart. ${CART_NOTE}`,
    field: 'removeCartItem',
    document: `mutation McpRemoveCartLine($input: RemoveCartItemInput!, $language: String) { removeCartItem(input: $input, language: $language) { ${CART} } }`,
    input: { itemId: lineId, cartId, language },
    variables: ({ language, ...input }) => ({ input, language }),
    hints: { readOnlyHint: false, idempotentHint: true },
  }),
  tool({
    name: 'apply_coupon',
    title: 'Apply a coupon',
    description: `Applies a coupon code to the cart; an unknown or unusable code is refused with the shop's message. ${CART_NOTE}`,
    field: 'applyCartCoupon',
    document: `mutation McpApplyCoupon($input: CartCouponInput!, $language: String) { applyCartCoupon(input: $input, language: $language) { ${CART} } }`,
    input: { code: z.string().max(64).describe('The coupon code.'), cartId, language },
    variables: ({ language, ...input }) => ({ input, language }),
    hints: { readOnlyHint: false, idempotentHint: true },
  }),
  tool({
    name: 'remove_coupon',
    title: 'Remove a coupon',
    description: `Removes a coupon code from the cart. ${CART_NOTE}`,
    field: 'removeCartCoupon',
    document: `mutation McpRemoveCoupon($input: CartCouponInput!, $language: String) { removeCartCoupon(input: $input, language: $language) { ${CART} } }`,
    input: { code: z.string().max(64).describe('The coupon code to remove.'), cartId, language },
    variables: ({ language, ...input }) => ({ input, language }),
    hints: { readOnlyHint: false, idempotentHint: true },
  }),
];

import { z } from 'zod';
import { tool } from '../../tool.js';
import { cartId, language, ORDER_FIELDS } from '../common.js';

const address = z
  .object({
    firstName: z.string().max(100).describe('First name.'),
    lastName: z.string().max(100).describe('Last name.'),
    address: z.string().max(500).describe('Street address, city and post code, as one text.'),
    country: z.string().length(3).describe('ISO 3166-1 alpha-3 country code, e.g. HKG, USA, GBR.'),
    contactNumber: z.string().max(50).describe('Phone number for the delivery.'),
  })
  .describe('A postal address.');

const coupons = z.array(z.string().max(64)).optional().describe('Coupon codes to apply (the cart keeps those applied with apply_coupon).');
const currency = z
  .string()
  .length(3)
  .optional()
  .describe("Currency to pay in (ISO 4217, e.g. HKD), among the shop's supported currencies; the base currency when left out.");
const points = z.number().int().min(0).optional().describe('Reward points to spend (signed-in shoppers only).');
const shippingMethodId = z.number().int().describe('The shipping method (list_shipping_methods id).');

const QUOTE = `currency currencyMark currencyRate subtotal shippingFee shippingDiscount discountTotal pointsUsed pointsDiscount grandTotal chargedTotal
  coupons invalidCoupons adjustments { source label amount }
  lines { id productName options sku quantity unitPrice lineTotal discount netTotal availableInventories }`;

/** Checking out: the methods on offer, the review, placing the order (the checkout service's rules), and reading an order. */
export const checkoutTools = [
  tool({
    name: 'list_shipping_methods',
    title: 'Shipping methods',
    description:
      'The shipping methods on offer, each with its fee for the destination country and the cart subtotal (base currency), and the amount above which shipping is free.',
    field: 'shippingMethods',
    document: `query McpShipping($country: String, $subtotal: String, $language: String) { shippingMethods(country: $country, subtotal: $subtotal, language: $language) { id name description fee freeAbove } }`,
    input: {
      country: z.string().length(3).optional().describe('Destination country (ISO 3166-1 alpha-3), for its fee.'),
      subtotal: z.string().max(20).optional().describe('The cart subtotal, e.g. "120.00", for free shipping above an amount.'),
      language,
    },
    plainText: ['description'],
  }),
  tool({
    name: 'list_payment_methods',
    title: 'Payment methods',
    description:
      'The payment methods on offer: kind cash_on_delivery and bank_transfer complete here (bank transfer instructions follow the order); kind stripe (card) is finished by the shopper in a browser at the link place_order answers.',
    field: 'paymentMethods',
    document: `query McpPayment($language: String) { paymentMethods(language: $language) { id name kind instructions } }`,
    input: { language },
    plainText: ['instructions'],
  }),
  tool({
    name: 'set_checkout_details',
    title: 'Review checkout details',
    description:
      "Checks the checkout's details against the cart and answers the order's review: lines, shipping fee for the country and method, discounts, coupons that no longer apply, points, the grand total and what is charged in the chosen currency. The shop keeps no checkout draft between calls: pass the same details (address, shipping method, payment method, currency, coupons) to place_order.",
    field: 'checkoutQuote',
    document: `query McpCheckoutQuote($input: CheckoutQuoteInput!, $language: String) { checkoutQuote(input: $input, language: $language) { ${QUOTE} } }`,
    input: {
      cartId,
      shippingAddress: address.optional().describe('Where to deliver (its country sets the shipping fee).'),
      shippingMethodId: shippingMethodId.optional(),
      paymentMethodId: z.number().int().optional().describe('The payment method (list_payment_methods id), checked when the order is placed.'),
      coupons,
      currency,
      points,
      language,
    },
    variables: ({ cartId, shippingAddress, shippingMethodId, coupons, currency, points, language }) => ({
      input: { cartId, country: (shippingAddress as { country?: string } | undefined)?.country, shippingMethodId, coupons, currency, points },
      language,
    }),
  }),
  tool({
    name: 'place_order',
    title: 'Place the order',
    description:
      "Places the order for the cart's lines with the shop's prices, stock and rules (guests only when the shop allows guest checkout). Cash on delivery and bank transfer orders are complete (bank transfer: pay as the paymentInstructions say). For card payment (kind stripe) the answer's paymentUrl is where the shopper finishes paying in a browser. Keep orderNumber and accessKey: get_order reads the order back with them.",
    field: 'placeOrder',
    document: `mutation McpPlaceOrder($input: PlaceOrderInput!, $language: String) { placeOrder(input: $input, language: $language) { id orderNumber status paymentKind accessKey stripeKey chargedTotal currency } }`,
    input: {
      cartId,
      email: z.string().max(255).optional().describe("The buyer's email (required for guests; a signed-in shopper's account email otherwise)."),
      shippingAddress: address.optional().describe('Where to deliver (or shippingAddressId).'),
      shippingAddressId: z.number().int().optional().describe("One of the signed-in shopper's saved addresses (list_my_addresses)."),
      billingSameAsShipping: z.boolean().optional().describe('Bill to the shipping address (default true).'),
      billingAddress: address.optional().describe('Billing address when billingSameAsShipping is false.'),
      shippingMethodId,
      paymentMethodId: z.number().int().describe('The payment method (list_payment_methods id).'),
      coupons,
      currency,
      points,
      remark: z.string().max(1000).optional().describe('A note for the shop.'),
      language,
    },
    variables: ({ language, ...input }) => ({ input, language }),
    confirm: true,
    hints: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
    finish: (order, publicUrl) => ({
      ...order,
      paymentUrl: order.stripeKey ? `${publicUrl.replace(/\/$/, '')}/stripe?${new URLSearchParams({ stripe_key: String(order.stripeKey) }).toString()}` : null,
    }),
    finishOutput: { paymentUrl: z.string().nullable().describe('Card payment: the page where the shopper finishes paying, in a browser; null otherwise.') },
  }),
  tool({
    name: 'get_order',
    title: 'Get an order',
    description:
      "An order by its number: a signed-in shopper's own order, or any order with the accessKey place_order answered (guests). Lines, totals, status, payment and shipping.",
    field: 'orderByNumber',
    document: `query McpOrder($orderNumber: String!, $accessKey: String) { orderByNumber(orderNumber: $orderNumber, accessKey: $accessKey) { ${ORDER_FIELDS} } }`,
    input: {
      orderNumber: z.string().max(64).describe('The order number, e.g. from place_order.'),
      accessKey: z.string().max(128).optional().describe("The order's access key from place_order (needed unless it is the signed-in shopper's own order)."),
    },
    plainText: ['paymentInstructions'],
  }),
];

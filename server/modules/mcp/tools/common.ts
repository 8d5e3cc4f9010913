import { z } from 'zod';

/** Arguments many tools share, described once. */
export const language = z
  .string()
  .max(16)
  .optional()
  .describe("Content language of names and texts, e.g. 'en_us' or 'zh_hk'; the shop's main language when left out.");
export const page = z.number().int().min(1).optional().describe('Page number, from 1 (default 1).');
export const perPage = z.number().int().min(1).max(100).optional().describe('Items per page, 1 to 100.');
export const cartId = z
  .string()
  .max(64)
  .optional()
  .describe(
    'The guest cart to work on: the cartId an earlier cart tool answered. Leave out for a signed-in shopper (their own cart) or to start a new guest cart.',
  );

/** The selection of an order as tools answer it (shop and back office alike). */
export const ORDER_FIELDS = `id orderNumber status createdAt paidAt email currency currencyMark subtotal shippingFee discountTotal grandTotal chargedTotal
  paymentKind paymentMethodName paymentInstructions shippingMethodName remark source
  shippingAddress { firstName lastName address country contactNumber }
  billingAddress { firstName lastName address country contactNumber }
  lines { productName options sku quantity unitPrice lineTotal discount netTotal }`;

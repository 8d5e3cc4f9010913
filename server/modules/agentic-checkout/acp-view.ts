import type { AppContext } from '../../common/context.js';
import { ACP_VERSION } from './acp-protocol.js';
import type { AcpMessage, PricedSession } from './acp-pricing.js';
import type { AcpCheckoutSession } from './acp-session.entity.js';

/** The one payment handler: a card delegated by the platform as a Stripe shared payment token, charged with the shop's own Stripe keys. */
export const CARD_HANDLER_ID = 'card_tokenized';

function cardHandler(publishableKey: string | null) {
  return {
    id: CARD_HANDLER_ID,
    name: 'dev.acp.tokenized.card',
    display_name: 'Credit or debit card',
    version: '2026-01-22',
    spec: 'https://acp.dev/handlers/tokenized.card',
    requires_delegate_payment: true,
    requires_pci_compliance: false,
    psp: 'stripe',
    config_schema: 'https://acp.dev/schemas/handlers/tokenized.card/config.json',
    instrument_schemas: ['https://acp.dev/schemas/handlers/tokenized.card/instrument.json'],
    // The publishable key only: it identifies the shop's Stripe account and is public by design.
    config: { psp: 'stripe', merchant_id: publishableKey ?? '', supports_3ds: true, credential_types: ['spt'] },
    display_order: 0,
  };
}

export const DISCOUNT_EXTENSION = {
  name: 'discount',
  extends: ['$.discounts'],
  spec: 'https://agenticcommerce.dev/specs/discount',
  schema: 'https://agenticcommerce.dev/schemas/discount.json',
};

/** The 3-D Secure data an agent needs to authenticate the buyer (session status authentication_required). */
function authenticationMetadata(shopName: string) {
  return {
    acquirer_details: { acquirer_bin: '000000', acquirer_country: 'HK', acquirer_merchant_id: 'stripe', merchant_name: shopName.slice(0, 40) || 'Shop' },
    directory_server: 'visa',
    flow_preference: { type: 'challenge', challenge: { type: 'preferred' } },
  };
}

export interface ViewContext {
  /** The Stripe publishable key when card payment is set up (null: no payment handler, the session can not be paid). */
  publishableKey: string | null;
  shopName: string;
  /** The placed order, once completed. */
  order?: { id: number; orderNumber: string; accessKey: string; status: string } | null;
  /** Messages of this answer besides the pricing's (a declined payment). */
  extra?: AcpMessage[];
}

const total = (type: string, display_text: string, amount: number) => ({ type, display_text, amount });

/** The ACP order status of a shop order status. */
export function acpOrderStatus(status: string): string {
  switch (status) {
    case 'pending':
    case 'payment_review':
      return 'created';
    case 'paid':
      return 'confirmed';
    case 'refunded':
      return 'canceled';
    case 'payment_reject':
      return 'manual_review';
    default:
      return status; // shipped, completed, canceled
  }
}

export function permalinkOf(ctx: AppContext, order: { orderNumber: string; accessKey: string }): string {
  const base = ctx.runtime.config.publicUrl.replace(/\/+$/, '');
  return `${base}/order/success?${new URLSearchParams({ order_number: order.orderNumber, access_key: order.accessKey }).toString()}`;
}

/** The session's status in the answer: a finished one keeps its own; an open one is ready when nothing is missing. */
export function statusOf(session: AcpCheckoutSession, priced: PricedSession, canPay: boolean): string {
  if (['completed', 'canceled', 'authentication_required', 'complete_in_progress'].includes(session.status)) return session.status;
  if (session.expiresAt.getTime() <= Date.now()) return 'expired';
  return priced.payable && canPay ? 'ready_for_payment' : 'not_ready_for_payment';
}

/** The authoritative CheckoutSession of the spec, in the session's currency's minor units. */
export function sessionView(ctx: AppContext, session: AcpCheckoutSession, priced: PricedSession, view: ViewContext): Record<string, unknown> {
  const { totals, minor } = priced;
  const lineItems = priced.lines.map((line) => {
    const index = line.id;
    const item = session.items[index];
    const base = minor(line.lineTotal);
    const net = minor(totals.lines.find((l) => l.id === line.id)?.netTotal ?? line.lineTotal);
    return {
      id: item.lineId,
      item: { id: item.itemId },
      quantity: item.quantity,
      name: line.options ? `${line.productName} (${line.options})` : line.productName,
      ...(line.image ? { images: [line.image] } : {}),
      unit_amount: minor(line.unitPrice),
      sku: line.sku,
      product_id: String(line.productId),
      variant_id: item.itemId,
      availability_status: !line.sellable || line.availableInventories <= 0 ? 'out_of_stock' : 'in_stock',
      available_quantity: Math.max(0, line.availableInventories),
      totals: [
        total('items_base_amount', 'Base amount', base),
        total('items_discount', 'Discount', base - net),
        total('subtotal', 'Subtotal', net),
        total('total', 'Total', net),
      ],
    };
  });
  const itemsBase = lineItems.reduce((sum, l) => sum + l.totals[0].amount, 0);
  const subtotal = lineItems.reduce((sum, l) => sum + l.totals[2].amount, 0);
  const grand = minor(totals.grandTotal);
  const sessionTotals = [
    total('items_base_amount', 'Item(s) total', itemsBase),
    total('items_discount', 'Discounts', itemsBase - subtotal),
    total('subtotal', 'Subtotal', subtotal),
  ];
  if (priced.shippingMethod) sessionTotals.push(total('fulfillment', 'Shipping', Math.max(0, grand - subtotal)));
  sessionTotals.push(total('total', 'Total', priced.shippingMethod ? grand : subtotal));

  const applied = totals.promotions.map((promotion) => ({
    id: `promotion_${promotion.id}`,
    ...(promotion.code ? { code: promotion.code } : {}),
    coupon: { id: `promotion_${promotion.id}`, name: promotion.name },
    amount: minor(promotion.amount),
    automatic: promotion.code === null,
  }));
  const rejected = totals.invalidCoupons.map((code) => ({ code, reason: 'discount_code_invalid', message: `The code '${code}' does not apply.` }));
  const couponWarnings: AcpMessage[] = totals.invalidCoupons.map((code) => ({
    type: 'warning',
    code: 'discount_code_invalid',
    param: `$.discounts.codes[${Math.max(
      0,
      session.discountCodes.findIndex((c) => c.toLowerCase() === code.toLowerCase()),
    )}]`,
    content_type: 'plain',
    content: `The code '${code}' does not apply.`,
  }));
  const canPay = view.publishableKey !== null;
  const status = statusOf(session, priced, canPay);
  // A finished session says nothing of today's stock or prices: only what this answer adds.
  const open = status !== 'completed' && status !== 'canceled';
  const messages: AcpMessage[] = open ? [...priced.messages, ...couponWarnings, ...(view.extra ?? [])] : [...(view.extra ?? [])];
  if (open && !canPay) messages.push({ type: 'error', code: 'unsupported', content_type: 'plain', content: 'No card payment in this shop at the moment.' });
  const order = view.order
    ? {
        id: String(view.order.id),
        checkout_session_id: session.id,
        order_number: view.order.orderNumber,
        permalink_url: permalinkOf(ctx, view.order),
        status: acpOrderStatus(view.order.status),
      }
    : undefined;
  return {
    id: session.id,
    protocol: { version: ACP_VERSION },
    capabilities: {
      payment: { handlers: canPay ? [cardHandler(view.publishableKey)] : [] },
      interventions: { supported: ['3ds'], required: [], enforcement: 'conditional' },
      extensions: [DISCOUNT_EXTENSION],
    },
    ...(session.buyer ? { buyer: session.buyer } : {}),
    status,
    currency: session.currency.toLowerCase(),
    ...(session.locale ? { locale: session.locale } : {}),
    line_items: lineItems,
    ...(session.fulfillmentDetails ? { fulfillment_details: session.fulfillmentDetails } : {}),
    fulfillment_options: priced.options,
    selected_fulfillment_options: session.selectedFulfillmentOptions,
    totals: sessionTotals,
    messages,
    links: [],
    ...(status === 'authentication_required' ? { authentication_metadata: authenticationMetadata(view.shopName) } : {}),
    created_at: session.createdAt.toISOString(),
    updated_at: session.updatedAt.toISOString(),
    expires_at: session.expiresAt.toISOString(),
    discounts: { codes: session.discountCodes, applied, rejected },
    ...(order ? { order } : {}),
  };
}

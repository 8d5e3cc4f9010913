import { convertAmount, toMinorUnits } from '../../../core/decimal.js';
import type { AppContext } from '../../common/context.js';
import { translate } from '../../common/translations.js';
import { type PricedLine, priceLines } from '../cart/index.js';
import { Customer } from '../customer/index.js';
import { acceptedCurrencies, type PricedOrder, priceOrder } from '../pricing/index.js';
import { type CheckoutShippingMethod, ShippingService, shippingFee } from '../shipping/index.js';
import type { AcpCheckoutSession } from './acp-session.entity.js';
import { ALPHA3_OF } from './country-codes.js';

/** An ACP message of the session (MessageError / MessageWarning / MessageInfo). */
export interface AcpMessage {
  type: 'error' | 'warning' | 'info';
  code?: string;
  param?: string;
  content_type: 'plain';
  content: string;
}

export interface FulfillmentOption {
  type: 'shipping';
  id: string;
  title: string;
  totals: { type: 'total'; display_text: string; amount: number }[];
}

/** A session as the pricing pipeline sees it now: its lines, the chosen method, the figures and what is missing. */
export interface PricedSession {
  lines: PricedLine[];
  /** The index of each priced line in the session's items (a line whose variant is gone has none). */
  itemIndex: number[];
  totals: PricedOrder;
  shippingMethod: CheckoutShippingMethod | null;
  options: FulfillmentOption[];
  /** Alpha-3 country of the delivery address, null until one is given (or when it is not a country). */
  country: string | null;
  email: string | null;
  customerId: number | null;
  messages: AcpMessage[];
  /** Nothing missing, nothing wrong: the session may be paid. */
  payable: boolean;
  /** Minor units of `currency` (lower-case in the answers). */
  minor: (baseAmount: string) => number;
}

export const SHIPPING_OPTION = (methodId: number) => `shipping_${methodId}`;
const methodIdOf = (optionId: string) => (/^shipping_(\d{1,9})$/.exec(optionId) ? Number(optionId.slice('shipping_'.length)) : null);

const error = (code: string, content: string, param?: string): AcpMessage => ({
  type: 'error',
  code,
  ...(param ? { param } : {}),
  content_type: 'plain',
  content,
});

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The buyer's e-mail: the buyer's own, else the fulfilment contact's. */
export function emailOf(session: Pick<AcpCheckoutSession, 'buyer' | 'fulfillmentDetails'>): string | null {
  const email = (session.buyer?.email ?? session.fulfillmentDetails?.email) as string | undefined;
  return email?.trim() || null;
}

/**
 * Prices a session by THE pricing pipeline (channel `agent`): the variants' current prices and stock,
 * promotions and the submitted codes, the chosen shipping method's fee for the address's country, in
 * the session's currency; and says, as ACP messages with JSONPath params, what keeps it from being paid.
 * The buyer's e-mail links the sale to the customer of that e-mail, priced as that customer, as the
 * order will be.
 */
export async function priceSession(ctx: AppContext, session: AcpCheckoutSession): Promise<PricedSession> {
  const { language, mainLanguage } = ctx.content!;
  const messages: AcpMessage[] = [];
  const currencies = await acceptedCurrencies(ctx.em);
  const currency = currencies.find((c) => c.identifier === session.currency) ?? currencies[0];
  const minor = (base: string) => toMinorUnits(convertAmount(base, currency.rate), currency.identifier);

  const requests = session.items.map((item, index) => ({ id: index, stockId: Number(item.itemId), quantity: item.quantity }));
  const lines = await priceLines(ctx, requests);
  const itemIndex = lines.map((line) => line.id);
  session.items.forEach((item, index) => {
    const line = lines.find((l) => l.id === index);
    if (!line) messages.push(error('not_found', `The item '${item.itemId}' is no longer sold.`, `$.line_items[${index}]`));
    else if (!line.sellable || line.availableInventories <= 0)
      messages.push(error('out_of_stock', `'${line.productName}' is currently out of stock.`, `$.line_items[${index}]`));
    else if (line.quantity > line.availableInventories)
      messages.push(error('quantity_exceeded', `Only ${line.availableInventories} of '${line.productName}' are available.`, `$.line_items[${index}].quantity`));
  });
  if (!session.items.length) messages.push(error('missing', 'No items in the checkout session.', '$.line_items'));

  const email = emailOf(session);
  if (!email) messages.push(error('missing', "The buyer's e-mail address is required.", '$.buyer.email'));
  else if (!EMAIL.test(email) || email.length > 255) messages.push(error('invalid', 'E-mail address format is invalid.', '$.buyer.email'));

  const address = session.fulfillmentDetails?.address as Record<string, string> | undefined;
  let country: string | null = null;
  if (!address) messages.push(error('missing', 'A shipping address is required.', '$.fulfillment_details.address'));
  else {
    country = ALPHA3_OF[String(address.country ?? '').toUpperCase()] ?? null;
    if (!country) messages.push(error('invalid', `'${address.country}' is not an ISO 3166-1 alpha-2 country code.`, '$.fulfillment_details.address.country'));
  }

  const methods = await ShippingService.of(ctx).enabledMethods();
  const goods = lines.reduce((sum, line) => sum + Number(line.lineTotal), 0).toFixed(2);
  const options: FulfillmentOption[] = methods.map((method) => {
    const title = translate(method.name, language, mainLanguage);
    const fee = shippingFee({ fee: method.fee, freeAbove: method.freeAbove ?? null, countryFees: method.countryFees }, { country, subtotal: goods });
    return { type: 'shipping', id: SHIPPING_OPTION(method.id), title, totals: [{ type: 'total', display_text: title, amount: minor(fee) }] };
  });

  let shippingMethod: CheckoutShippingMethod | null = null;
  const selected = session.selectedFulfillmentOptions[0];
  if (!selected) messages.push(error('missing', 'A fulfillment option must be chosen.', '$.selected_fulfillment_options'));
  else {
    const id = selected.type === 'shipping' ? methodIdOf(selected.option_id) : null;
    shippingMethod = id !== null && methods.some((m) => m.id === id) ? await ShippingService.of(ctx).findEnabled(id) : null;
    if (!shippingMethod)
      messages.push(error('invalid', `'${selected.option_id}' is not one of the fulfillment options.`, '$.selected_fulfillment_options[0].option_id'));
  }

  const customer = email && EMAIL.test(email) ? await ctx.em.findOne(Customer, { email: email.toLowerCase() }, { fields: ['id'] }) : null;
  const totals = await priceOrder(ctx, {
    channel: 'agent',
    lines,
    shippingMethod,
    country,
    currency: currency.identifier,
    customer: customer ? { id: customer.id } : null,
    coupons: session.discountCodes,
  });
  return {
    lines,
    itemIndex,
    totals,
    shippingMethod,
    options,
    country,
    email,
    customerId: customer?.id ?? null,
    messages,
    payable: !messages.some((m) => m.type === 'error'),
    minor,
  };
}

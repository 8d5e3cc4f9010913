import type { AppContext } from '../../common/context.js';
import { addMoney, convertAmount, subtractMoney } from '../../common/decimal.js';
import type { PricedLine } from '../cart/cart-lines.js';
import { subtotalOf } from '../cart/cart-lines.js';
import { readSettingsGroup } from '../settings/settings.store.js';
import { shippingFee } from '../shipping/shipping-fee.js';
import type { ShippingFeeRules } from '../shipping/shipping-fee.js';

/** A line of the price breakdown that is not goods or shipping: a discount (negative) or a surcharge. */
export interface PriceAdjustment {
  /** Where it comes from, e.g. `coupon:SUMMER10`, `tier:gold`, `points`. */
  source: string;
  label: string;
  /** Base currency, negative for a discount. */
  amount: string;
}

/** What discounts are computed from: the priced lines, the shipping fee and who is buying. */
export interface PricingBasis {
  lines: readonly PricedLine[];
  subtotal: string;
  shippingFee: string;
  customerId: number | null;
}

/**
 * The place where promotions plug into pricing (coupons, membership tier discounts, reward points: the
 * promotions issue). Each source looks at the basis and answers its adjustments; the order keeps them
 * in its totals. None is registered until that issue lands, so totals are goods + shipping.
 */
export type DiscountSource = (ctx: AppContext, basis: PricingBasis) => Promise<PriceAdjustment[]>;
export const discountSources: DiscountSource[] = [];

export interface OrderCurrency {
  identifier: string;
  rate: string;
  mark: string;
}

export interface OrderTotals {
  subtotal: string;
  shippingFee: string;
  adjustments: PriceAdjustment[];
  discountTotal: string;
  grandTotal: string;
  currency: OrderCurrency;
  chargedTotal: string;
}

/** The chosen currency when the shop supports it, else the base currency (rate 1). */
export async function orderCurrency(ctx: AppContext, wanted?: string | null): Promise<OrderCurrency> {
  const settings = await readSettingsGroup(ctx.em, 'currency');
  const found =
    settings.supportedCurrencies.find((c) => c.identifier === wanted) ?? settings.supportedCurrencies.find((c) => c.identifier === settings.baseCurrency);
  if (!found) return { identifier: settings.baseCurrency, rate: '1', mark: '' };
  const identifier = found.identifier === settings.baseCurrency ? settings.baseCurrency : found.identifier;
  return { identifier, rate: identifier === settings.baseCurrency ? '1' : String(found.rate), mark: found.mark ?? '' };
}

/**
 * The totals of an order, computed on the server from stored prices and fees (never from the client):
 * subtotal = sum of unit x quantity; shipping by the method's rules for the destination; adjustments
 * from the discount sources (the total never goes below zero); the charged total in the order currency
 * at today's rate, rounded to cents once, on the grand total.
 */
export async function computeTotals(
  ctx: AppContext,
  input: { lines: readonly PricedLine[]; shippingMethod: ShippingFeeRules | null; country: string | null; currency?: string | null; customerId: number | null },
): Promise<OrderTotals> {
  const subtotal = subtotalOf(input.lines);
  const fee = input.shippingMethod ? shippingFee(input.shippingMethod, { country: input.country, subtotal }) : '0.00';
  const basis: PricingBasis = { lines: input.lines, subtotal, shippingFee: fee, customerId: input.customerId };
  const adjustments = (await Promise.all(discountSources.map((source) => source(ctx, basis)))).flat();
  const discountTotal = subtractMoney('0', addMoney('0', ...adjustments.map((a) => a.amount)));
  const grandTotal = subtractMoney(addMoney(subtotal, fee), discountTotal, true);
  const currency = await orderCurrency(ctx, input.currency);
  return { subtotal, shippingFee: fee, adjustments, discountTotal, grandTotal, currency, chargedTotal: convertAmount(grandTotal, currency.rate) };
}

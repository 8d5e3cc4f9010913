import { compareMoney, normaliseMoney } from '../../common/money.js';

/** What the fee of a shipping method depends on. */
export type ShippingFeeRules = {
  fee: string;
  freeAbove?: string | null;
  countryFees: readonly { country: string; fee: string }[];
};

/**
 * The shipping fee of a method for a destination and an order subtotal (both in the base currency), as
 * a decimal string ('30.00'); never a float. Free when the subtotal reaches `freeAbove` (inclusive);
 * otherwise the destination country's fee when the method names one, else the flat fee.
 */
export function shippingFee(method: ShippingFeeRules, { country, subtotal }: { country?: string | null; subtotal: string }): string {
  if (method.freeAbove != null && method.freeAbove !== '' && compareMoney(subtotal, method.freeAbove) >= 0) return '0.00';
  const byCountry = country ? method.countryFees.find((entry) => entry.country === country) : undefined;
  return normaliseMoney(byCountry?.fee ?? method.fee);
}

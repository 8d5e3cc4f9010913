import { convertAmount, formatMoney } from '../../ui/money';

/** An order's (or a quote's) currency, fixed when it was placed. */
export interface OrderCurrency {
  currency: string;
  currencyRate: string | number;
  currencyMark: string;
}

/** A base-currency amount of the order in the order's currency (its rate at the time of the order). */
export function formatInOrderCurrency(amount: string | number, order: OrderCurrency): string {
  return formatMoney(amount, order.currency, [{ identifier: order.currency, rate: order.currencyRate, mark: order.currencyMark }]);
}

/** An amount already in the order's currency (chargedTotal): its mark, a space, 2 decimals. */
export function formatCharged(amount: string | number, currencyMark: string): string {
  return `${currencyMark} ${convertAmount(amount, 1)}`;
}

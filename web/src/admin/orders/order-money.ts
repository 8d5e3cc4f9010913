import { convertAmount, formatMoney } from '../../ui/money';

/** An order's currency, fixed when it was placed. */
export interface OrderCurrency {
  currency: string;
  currencyRate: string | number;
  currencyMark: string;
}

/** A base-currency amount of the order (prices, totals) in the order's currency at the order's rate. */
export function inOrderCurrency(amount: string | number, order: OrderCurrency): string {
  return formatMoney(amount, order.currency, [{ identifier: order.currency, rate: order.currencyRate, mark: order.currencyMark }]);
}

/** What the customer is charged: `chargedTotal` is already in the order's currency. */
export function chargedTotal(order: { currencyMark: string; chargedTotal: string }): string {
  return `${order.currencyMark} ${convertAmount(order.chargedTotal, 1)}`.trim();
}

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatConverted, formatMoney, subtractMoney } from './money';

/** An order's (or a quote's) currency, fixed when it was placed. */
export interface OrderCurrency {
  currency: string;
  currencyRate: string | number;
  currencyMark: string;
}

export interface OrderMoney {
  /** A base-currency amount of the order (prices, totals) in the order's currency at the order's rate. */
  money: (amount: string | number) => string;
  /** The same amount taken off (a discount): the locale's negative form. */
  minus: (amount: string | number) => string;
  /** An amount already in the order's currency (chargedTotal). */
  charged: (amount: string | number) => string;
}

/** An order's amounts in the reader's locale (ui/money.ts), for the storefront and the back office alike. */
export function orderMoney(locale: string, order: OrderCurrency): OrderMoney {
  const currencies = [{ identifier: order.currency, rate: order.currencyRate, mark: order.currencyMark }];
  const money = (amount: string | number) => formatConverted(locale, amount, order.currency, currencies);
  return {
    money,
    minus: (amount) => money(subtractMoney('0', String(amount))),
    charged: (amount) => formatMoney(locale, amount, { identifier: order.currency, mark: order.currencyMark }),
  };
}

export function useOrderMoney(order: OrderCurrency): OrderMoney {
  const { locale } = useIntl();
  const { currency, currencyRate, currencyMark } = order;
  return useMemo(() => orderMoney(locale, { currency, currencyRate, currencyMark }), [locale, currency, currencyRate, currencyMark]);
}

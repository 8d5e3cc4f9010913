import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { ShopCurrencyDocument } from '../../graphql/admin/graphql';
import { baseCurrencyOf, findCurrency, useMoney, type MoneyCurrency } from '../../ui/money';

export interface ShopMoney {
  /** A base-currency amount as the admin's locale writes it, with the base currency's mark (`HK$27,654.00`). */
  base: (amount: number | string | null | undefined) => string;
  /** An amount in one of the shop's currencies (a counter payment in US$), with that currency's mark. */
  inCurrency: (amount: number | string | null | undefined, identifier: string | null | undefined) => string;
}

/**
 * Back office amounts (ui/money.ts in the admin's language): the shop's currencies are read once per
 * session (the cache answers every later screen). Before they arrive an amount is shown without a mark.
 */
export function useShopMoney(): ShopMoney {
  const config = useQuery(ShopCurrencyDocument, { fetchPolicy: 'cache-first' }).data?.publicConfig;
  const money = useMoney();
  const currencyOf = useCallback(
    (identifier: string | null | undefined): MoneyCurrency | null => {
      if (!identifier) return baseCurrencyOf(config);
      return findCurrency(config?.supportedCurrencies, identifier) ?? { identifier, mark: '' };
    },
    [config],
  );
  const inCurrency = useCallback(
    (amount: number | string | null | undefined, identifier: string | null | undefined) =>
      amount === null || amount === undefined || amount === '' ? '' : money(amount, currencyOf(identifier)),
    [money, currencyOf],
  );
  const base = useCallback((amount: number | string | null | undefined) => inCurrency(amount, null), [inCurrency]);
  return { base, inCurrency };
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { COOKIE, PREFERENCE_COOKIE_DAYS, setCookie } from '../../app/cookies';
import { useStartCookie } from '../../app/server-render';
import { useIntl } from 'react-intl';
import { formatConverted, type CurrencyRate } from '../../ui/money';
import { useShopSettings } from '../settings/ShopSettings';

interface CurrencyState {
  /** The currency prices are shown in: cookie `currency`, else the shop's base currency. */
  currency: string | undefined;
  /** The shop's supported currencies (settings), for the switcher. */
  currencies: readonly CurrencyRate[];
  /** False until the shop's currencies are loaded: a price shown before would use the wrong rate. */
  ready: boolean;
  setCurrency: (identifier: string) => void;
  /** A base-currency amount in the chosen currency (amount x rate), as the shopper's locale writes it (ui/money.ts). */
  format: (amount: number | string) => string;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

export function useCurrency(): CurrencyState {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency must be used inside <CurrencyProvider>');
  return value;
}

/** The shopper's display currency (spec section 9), remembered in cookie `currency`. */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  const { config } = useShopSettings();
  const startCurrency = useStartCookie(COOKIE.currency);
  const [chosen, setChosen] = useState<string | undefined>(() => startCurrency || undefined);
  const currencies = config?.supportedCurrencies ?? NO_CURRENCIES;
  const baseCurrency = config?.baseCurrency;

  const setCurrency = useCallback((identifier: string) => {
    setCookie(COOKIE.currency, identifier, PREFERENCE_COOKIE_DAYS);
    setChosen(identifier);
  }, []);

  const format = useCallback(
    (amount: number | string) => formatConverted(locale, amount, chosen, currencies, baseCurrency),
    [locale, chosen, currencies, baseCurrency],
  );

  const value = useMemo<CurrencyState>(
    () => ({ currency: chosen || baseCurrency || undefined, currencies, ready: Boolean(config), setCurrency, format }),
    [chosen, baseCurrency, currencies, config, setCurrency, format],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

const NO_CURRENCIES: readonly CurrencyRate[] = [];

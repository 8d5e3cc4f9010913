import { readFileSync } from 'node:fs';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Locale } from '../../../web/src/app/intl';
import { AreaLocaleContext } from '../../../web/src/app/providers';
import { theme } from '../../../web/src/app/theme';
import { PublicConfigDocument, type PublicConfigQuery } from '../../../web/src/graphql/shop/graphql';
import { CartProvider } from '../../../web/src/shop/cart/CartContext';
import { CurrencyProvider } from '../../../web/src/shop/currency/CurrencyContext';
import { ShopSettingsProvider, type Announcement } from '../../../web/src/shop/settings/ShopSettings';

/** The real catalogues, so tests read the texts a shopper reads. */
function catalogue(locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../../i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
}

export const messages = catalogue('en-US');

export type MockedResponse = MockLink.MockedResponse;
export type PublicConfig = PublicConfigQuery['publicConfig'];

/** The public settings of a small shop (HKD base, USD at 0.128; English and Traditional Chinese). */
export function makeConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    __typename: 'PublicConfig',
    name: 'Tea House',
    language: 'en_us',
    mainLanguage: 'en_us',
    supportedLanguages: ['en_us', 'zh_hk'],
    baseCurrency: 'HKD',
    supportedCurrencies: [
      { __typename: 'Currency', identifier: 'HKD', rate: 1, mark: 'HK$' },
      { __typename: 'Currency', identifier: 'USD', rate: 0.128, mark: 'US$' },
    ],
    images: { __typename: 'PublicImages', icon: null, logo: null, banner: null },
    scriptHeader: null,
    scriptFooter: null,
    css: null,
    headerScript: null,
    footerScript: null,
    templateVariables: [],
    catalogMode: false,
    memberOnly: false,
    guestCheckout: true,
    tokenExpiredTime: 120,
    warehouseEnabled: true,
    warehouseId: 1,
    facebookEnabled: false,
    fbClientId: null,
    timeZone: 'Asia/Hong_Kong',
    ...overrides,
  } as PublicConfig;
}

/** The publicConfig answer for a requested content language (null: none requested). */
export function publicConfigMock(language: string | null, overrides: Partial<PublicConfig> = {}, announcements: readonly Announcement[] = []): MockedResponse {
  return {
    request: { query: PublicConfigDocument, variables: { language } },
    result: { data: { publicConfig: makeConfig({ language: language ?? 'en_us', ...overrides }), storefrontAnnouncements: announcements } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Shows where the router is, so a test can see a redirect. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

interface Options {
  path?: string;
  mocks?: readonly MockedResponse[];
  /** Extra routes beside the one that mounts `children` at every other path. */
  routes?: ReactNode;
  /** False to leave out the settings and currency providers (for <ShopApp>, which brings its own). */
  shopProviders?: boolean;
}

/**
 * What the storefront gives a screen: the app theme, the area locale (switchable, with the real catalogues), messages,
 * Apollo (mocked), router at `path`, the shop settings, the currency and the cart. `children` is mounted at every
 * path not taken by `routes`, beside a location probe.
 */
export function ShopTestProviders({ path = '/', mocks = [publicConfigMock(null)], routes, shopProviders = true, children }: Options & { children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>('en-US');
  const localeValue = useMemo(() => ({ locale, setLocale }), [locale]);
  const localeMessages = useMemo(() => catalogue(locale), [locale]);
  const screen = (
    <>
      <Routes>
        {routes}
        <Route path="*" element={children} />
      </Routes>
      <LocationProbe />
    </>
  );
  return (
    <ThemeProvider theme={theme}>
      <AreaLocaleContext.Provider value={localeValue}>
        <IntlProvider locale={locale} messages={localeMessages} defaultLocale="en-US">
          <MockedProvider mocks={mocks}>
            <MemoryRouter initialEntries={[path]}>
              {shopProviders ? (
                <ShopSettingsProvider>
                  <CurrencyProvider>
                    <CartProvider>{screen}</CartProvider>
                  </CurrencyProvider>
                </ShopSettingsProvider>
              ) : (
                screen
              )}
            </MemoryRouter>
          </MockedProvider>
        </IntlProvider>
      </AreaLocaleContext.Provider>
    </ThemeProvider>
  );
}

/** Clears every cookie of jsdom's document. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

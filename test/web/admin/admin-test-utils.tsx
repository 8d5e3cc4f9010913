import { readFileSync } from 'node:fs';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminSessionContext, type AdminSession, type CurrentAdmin } from '../../../web/src/admin/auth/session';
import { ShopBrandDocument, ShopCurrencyDocument, ShopTimeZoneDocument } from '../../../web/src/graphql/admin/graphql';

/** The real en-US catalogue, so tests read the texts a user reads. */
export const messages = JSON.parse(readFileSync(new URL('../../../i18n/en-US.json', import.meta.url), 'utf8')) as Record<string, string>;

export const ALL_PERMISSIONS = [
  'setting',
  'page',
  'block',
  'menu',
  'brand',
  'role',
  'admin_account',
  'customer_account',
  'product',
  'attribute',
  'payment',
  'shipping',
  'order',
  'offlinestore',
  'slider',
  'membershiptier',
  'warehouse',
  'promotion',
  'report',
  'blog',
  'lead',
  'broadcast',
  'form_builder',
  'api_key',
  'webhook',
  'agentic_checkout',
];

/** A signed-in admin whose role holds `permissions` (hiddenMenus = the rest, as the server answers). */
export function makeAdmin(permissions: string[] = ALL_PERMISSIONS, overrides: Partial<CurrentAdmin> = {}): CurrentAdmin {
  return {
    id: 1,
    name: 'Ada Admin',
    email: 'admin@example.com',
    role: { id: 2, name: 'Editor', permissions: [] },
    permissionList: permissions,
    hiddenMenus: ALL_PERMISSIONS.filter((p) => !permissions.includes(p)),
    expiredAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    maxAliveTime: 120,
    ...overrides,
  } as CurrentAdmin;
}

/**
 * The shop's time zone query (every date of the back office is shown on the shop's clock): given to every
 * admin test after its own mocks, so a test that mocks another zone first gets that one.
 */
export function shopTimeZoneMock(shopTimeZone = 'Asia/Hong_Kong'): MockLink.MockedResponse {
  return { request: { query: ShopTimeZoneDocument }, result: { data: { shopTimeZone } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

/** The shop's currencies (back office amounts are in the base currency, HKD here, written `HK$1,234.00`). */
export function shopCurrencyMock(): MockLink.MockedResponse {
  const currencies = [
    { __typename: 'Currency', identifier: 'HKD', mark: 'HK$', rate: 1 },
    { __typename: 'Currency', identifier: 'USD', mark: 'US$', rate: 0.128 },
  ];
  return {
    request: { query: ShopCurrencyDocument },
    result: { data: { publicConfig: { __typename: 'PublicConfig', baseCurrency: 'HKD', supportedCurrencies: currencies } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The shop's name and logo in the top bar, in each language the admin may choose. */
export function shopBrandMocks(name = 'Harbour Lane', logo: string | null = null): MockLink.MockedResponse[] {
  return ['en_us', 'zh_hk', 'zh_cn'].map((language) => ({
    request: { query: ShopBrandDocument, variables: { language } },
    result: { data: { publicConfig: { __typename: 'PublicConfig', name, images: { __typename: 'PublicImages', logo } } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  }));
}

/** Shows where the router is, so a test can see a redirect. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

interface RenderOptions {
  admin?: CurrentAdmin;
  path?: string;
  mocks?: MockLink.MockedResponse[];
}

/**
 * Wraps `ui` in what the admin area gives it: messages, Apollo (mocked), router at `path` and the
 * signed-in admin's session. `ui` is mounted at every path, beside a location probe.
 */
export function AdminTestProviders({ admin = makeAdmin(), path = '/admin', mocks = [], children }: RenderOptions & { children: ReactNode }) {
  const session: AdminSession = { admin, refresh: async () => undefined };
  return (
    <IntlProvider locale="en-US" messages={messages} defaultLocale="en-US">
      <MockedProvider mocks={[...mocks, shopTimeZoneMock(), shopCurrencyMock(), ...shopBrandMocks()]}>
        <MemoryRouter initialEntries={[path]}>
          <AdminSessionContext.Provider value={session}>
            <Routes>
              <Route path="*" element={children} />
            </Routes>
            <LocationProbe />
          </AdminSessionContext.Provider>
        </MemoryRouter>
      </MockedProvider>
    </IntlProvider>
  );
}

/** Clears every cookie of jsdom's document. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { COOKIE, PREFERENCE_COOKIE_DAYS, setCookie } from '../../app/cookies';
import { useStartCookie } from '../../app/server-render';
import { localeForContentLanguage } from '../../app/intl';
import { useAreaLocale } from '../../app/providers';
import { PublicConfigDocument, type PublicConfigQuery } from '../../graphql/shop/graphql';

export type PublicConfig = PublicConfigQuery['publicConfig'];
export type Announcement = PublicConfigQuery['storefrontAnnouncements'][number];

interface ShopSettings {
  /** The shop's public settings, once loaded. */
  config: PublicConfig | undefined;
  /** The announcement bar's lines shown now (server/modules/announcement), with the settings. */
  announcements: readonly Announcement[];
  loading: boolean;
  error: Error | undefined;
  /** The content language in use (`en_us`, `zh_hk`, ...): cookie `language` if the shop offers it, else the main language. */
  language: string | undefined;
  setLanguage: (language: string) => void;
}

const NO_ANNOUNCEMENTS: readonly Announcement[] = [];

const ShopSettingsContext = createContext<ShopSettings | null>(null);

export function useShopSettings(): ShopSettings {
  const value = useContext(ShopSettingsContext);
  if (!value) throw new Error('useShopSettings must be used inside <ShopSettingsProvider>');
  return value;
}

/** The settings query's variables for the language the reader chose (none: the shop's main language). */
const settingsVariables = (chosen: string | undefined) => ({ language: chosen || null });

/**
 * Runs the settings query into the client's cache before the server's first render pass
 * (entry-server.tsx), and answers the settings (undefined when they failed): the parts that wait for the
 * content language (menus, the page's own queries) are fetched with it too (shop/route-prefetch.ts), so
 * the first pass renders them instead of asking for them, a whole render of the tree less each. A
 * failure is left to the provider's own query, which shows it as in the browser.
 */
export async function prefetchShopSettings(client: ApolloClient, startLanguage: string | undefined): Promise<PublicConfig | undefined> {
  const answer = await client.query({ query: PublicConfigDocument, variables: settingsVariables(startLanguage) }).catch(() => undefined);
  return answer?.data?.publicConfig;
}

/** Loads the shop's public settings and keeps the storefront's content language and UI locale in step. */
export function ShopSettingsProvider({ children }: { children: ReactNode }) {
  const { setLocale } = useAreaLocale();
  const startLanguage = useStartCookie(COOKIE.language);
  const [chosen, setChosen] = useState<string | undefined>(() => startLanguage || undefined);
  const { data, previousData, loading, error } = useQuery(PublicConfigDocument, { variables: settingsVariables(chosen) });
  const answer = data ?? previousData;
  const config = answer?.publicConfig;
  const announcements = answer?.storefrontAnnouncements ?? NO_ANNOUNCEMENTS;

  // The server answers in the requested language if the shop supports it, else in the main language.
  const language = config?.language ?? chosen;

  // The UI locale follows the content language (e.g. when no cookie is set and the main language is zh_hk).
  useEffect(() => {
    if (language) setLocale(localeForContentLanguage(language));
  }, [language, setLocale]);

  const setLanguage = useCallback((next: string) => {
    setCookie(COOKIE.language, next, PREFERENCE_COOKIE_DAYS);
    setChosen(next);
  }, []);

  const value = useMemo<ShopSettings>(
    () => ({ config, announcements, loading, error, language, setLanguage }),
    [config, announcements, loading, error, language, setLanguage],
  );
  return <ShopSettingsContext.Provider value={value}>{children}</ShopSettingsContext.Provider>;
}

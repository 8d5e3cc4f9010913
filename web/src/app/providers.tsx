import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { getApolloClient, type Area } from './apollo';
import { DEFAULT_LOCALE, cachedMessages, loadMessages, type Locale, type Messages } from './intl';
import { LoadingIndicator } from './LoadingIndicator';
import { LocalizedUi } from './LocalizedUi';

interface AreaLocale {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

/** Exported for component tests, which provide a locale without loading catalogues. */
export const AreaLocaleContext = createContext<AreaLocale | null>(null);

/** The UI locale of the current area and the way to change it (language switchers). */
export function useAreaLocale(): AreaLocale {
  const value = useContext(AreaLocaleContext);
  if (!value) throw new Error('useAreaLocale must be used inside <AreaProviders>');
  return value;
}

interface AreaProvidersProps {
  area: Area;
  initialLocale: Locale;
  /** Called after the user picks another locale (e.g. to remember it in a cookie). */
  onLocaleChange?: (locale: Locale) => void;
  children: ReactNode;
}

/**
 * The providers of one area (storefront or back office): its own Apollo client (with that area's token),
 * its own UI locale and messages, and the request loading indicator.
 */
export function AreaProviders({ area, initialLocale, onLocaleChange, children }: AreaProvidersProps) {
  const [requested, setRequested] = useState<Locale>(initialLocale);
  const [current, setCurrent] = useState<{ locale: Locale; messages: Messages } | null>(() => {
    const messages = cachedMessages(initialLocale, area);
    return messages ? { locale: initialLocale, messages } : null;
  });

  useEffect(() => {
    let cancelled = false;
    if (current?.locale === requested) return;
    loadMessages(requested, area)
      .catch(() => loadMessages(DEFAULT_LOCALE, area))
      .then((messages) => {
        if (!cancelled) setCurrent({ locale: requested, messages });
      })
      .catch(() => {
        if (!cancelled) setCurrent({ locale: requested, messages: {} });
      });
    return () => {
      cancelled = true;
    };
  }, [requested, current?.locale, area]);

  const setLocale = useCallback(
    (locale: Locale) => {
      setRequested(locale);
      onLocaleChange?.(locale);
    },
    [onLocaleChange],
  );
  const localeValue = useMemo(() => ({ locale: requested, setLocale }), [requested, setLocale]);
  // On the server the page's own client (web/src/entry-server.tsx) is given above; in the browser, the area's.
  const serverClient = useContext(getApolloContext()).client;
  const client = serverClient ?? getApolloClient(area);

  if (!current) return <FullPageSpinner />;

  return (
    <ApolloProvider client={client}>
      <IntlProvider locale={current.locale} messages={current.messages} defaultLocale={DEFAULT_LOCALE}>
        <AreaLocaleContext.Provider value={localeValue}>
          <LocalizedUi>
            {children}
            <LoadingIndicator />
          </LocalizedUi>
        </AreaLocaleContext.Provider>
      </IntlProvider>
    </ApolloProvider>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { createIntl, useIntl, type IntlShape } from 'react-intl';
import type { Messages } from '../../app/intl';

type Catalogue = () => Promise<{ default: Messages }>;

/**
 * The tools' texts (`agents.*` of i18n/) are their own catalogue per locale (web/vite.config.ts, area
 * `agents`): only a browser with a model context loads them, never an ordinary shopper's first visit.
 */
const catalogues = (): Record<string, Catalogue> => ({
  'en-US': () => import('virtual:messages/en-US/agents'),
  'zh-HK': () => import('virtual:messages/zh-HK/agents'),
  'zh-CN': () => import('virtual:messages/zh-CN/agents'),
});

/** The tools' texts in the reader's language (the page's locale); undefined while they load. */
export function useAgentIntl(): IntlShape | undefined {
  const { locale } = useIntl();
  const [loaded, setLoaded] = useState<{ locale: string; messages: Messages }>();
  useEffect(() => {
    let current = true;
    const all = catalogues();
    void (all[locale] ?? all['en-US'])().then((module) => {
      if (current) setLoaded({ locale, messages: module.default });
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return useMemo(() => (loaded?.locale === locale ? createIntl({ locale, messages: loaded.messages }) : undefined), [loaded, locale]);
}

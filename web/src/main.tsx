import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { COOKIE, PREFERENCE_COOKIE_DAYS, getCookie, setCookie } from './app/cookies';
import { adminLocaleFromCookie, loadMessages, localeForContentLanguage } from './app/intl';

async function start(): Promise<void> {
  // Load the first screen's messages before rendering, so the page does not flash untranslated.
  const isAdmin = window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/');
  // A language's own URL (`?language=zh_hk`, written by the server in hreflang links) becomes the choice.
  const urlLanguage = new URLSearchParams(window.location.search).get('language');
  if (!isAdmin && urlLanguage && /^[a-z]{2,3}(_[a-z0-9]{2,4})?$/i.test(urlLanguage))
    setCookie(COOKIE.language, urlLanguage.toLowerCase(), PREFERENCE_COOKIE_DAYS);
  const locale = isAdmin ? adminLocaleFromCookie() : localeForContentLanguage(getCookie(COOKIE.language));
  await loadMessages(locale, isAdmin ? 'admin' : 'shop').catch(() => undefined);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();

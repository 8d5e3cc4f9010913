import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { COOKIE, getCookie } from './app/cookies';
import { adminLocaleFromCookie, loadMessages, localeForContentLanguage } from './app/intl';

async function start(): Promise<void> {
  // Load the first screen's messages before rendering, so the page does not flash untranslated.
  const isAdmin = window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/');
  const locale = isAdmin ? adminLocaleFromCookie() : localeForContentLanguage(getCookie(COOKIE.language));
  await loadMessages(locale).catch(() => undefined);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();

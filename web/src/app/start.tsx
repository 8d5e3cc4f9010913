import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { LANGUAGE_CODE_PATTERN } from '../../../core/url-patterns';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { takeOverEarlyActions } from './early-actions';
import { restoreServerState } from './apollo';
import { COOKIE, PREFERENCE_COOKIE_DAYS, getCookie, setCookie } from './cookies';
import { adminLocaleFromCookie, loadMessages, localeForContentLanguage } from './intl';
import { preloadFirstScreen } from './lazy';
import { serverStylesCache } from './style-cache';
import type { FirstRender } from './server-render';
import { preloadShopRoute } from '../shop/ShopApp';

/** The state the server rendered the page with (server/ssr/shop-renderer.ts writes it; web/src/entry-server.tsx makes it). */
interface ServerState {
  apollo: unknown;
  first: FirstRender;
}

function serverState(): ServerState | undefined {
  const script = document.getElementById('shop-state');
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as ServerState;
  } catch {
    return undefined;
  }
}

/**
 * The app's start in the browser, the last of the entry's stages (web/src/main.tsx): hydrates the server's
 * HTML of a storefront page, or renders the page (the back office, or a page the server did not render).
 */
export async function start(): Promise<void> {
  // Load the first screen's messages before rendering, so the page does not flash untranslated.
  const isAdmin = window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/');
  // A language's own URL (`?language=zh_hk`, written by the server in hreflang links) becomes the choice.
  const urlLanguage = new URLSearchParams(window.location.search).get('language');
  if (!isAdmin && urlLanguage && LANGUAGE_CODE_PATTERN.test(urlLanguage)) setCookie(COOKIE.language, urlLanguage.toLowerCase(), PREFERENCE_COOKIE_DAYS);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const state = isAdmin ? undefined : serverState();

  if (state) {
    // The server's HTML of this page: hydrate it with what it was made from (the same language, cache
    // and screen guess), once the page's chunk and the layout's lazy parts are here (else React would
    // show their fallbacks instead of the server's HTML).
    restoreServerState('shop', state.apollo);
    await Promise.all([
      loadMessages(localeForContentLanguage(state.first.language), 'shop').catch(() => undefined),
      preloadShopRoute(window.location.pathname).catch(() => undefined),
      preloadFirstScreen().catch(() => undefined),
    ]);
    // emotion takes the server's styles over where they are (app/style-cache.ts).
    const styles = serverStylesCache();
    // As a transition: React then hydrates in slices of a few milliseconds, yielding to the browser
    // between them, instead of in one task that holds the phone's main thread for half a second (issue 42:
    // Lighthouse's total blocking time). A tap meanwhile still hydrates its part at once (selective hydration).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <CacheProvider value={styles}>
            <App firstRender={state.first} />
          </CacheProvider>
        </StrictMode>,
        // A mismatch is a bug: said in the console (the page still works: React renders anew where it differs).
        { onRecoverableError: (error) => console.error('Hydration:', error) },
      );
    });
    // What the shopper typed and tapped before this (app/early-actions.ts), told to React now.
    takeOverEarlyActions(container);
    return;
  }

  const locale = isAdmin ? adminLocaleFromCookie() : localeForContentLanguage(getCookie(COOKIE.language));
  await loadMessages(locale, isAdmin ? 'admin' : 'shop').catch(() => undefined);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // A storefront page whose server render failed came as its plain summary, the holding script with it: stop holding.
  takeOverEarlyActions(container);
}

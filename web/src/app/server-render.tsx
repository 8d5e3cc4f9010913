import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CartFieldsFragment } from '../graphql/shop/graphql';
import { COOKIE, getCookie } from './cookies';

/**
 * What the storefront's first render may know of the request when it runs on the server
 * (web/src/entry-server.tsx) and, the same, when the browser hydrates that HTML (web/src/app/start.tsx):
 * the preference cookies that choose the page's language and currency, and a guess of the screen
 * from the User-Agent (MUI's media queries cannot be answered on the server). Nothing personal in a
 * visitor's page: its HTML is shared by every visitor with the same language and currency
 * (server/ssr/page-cache.ts). The personal parts below are given only for a page the server renders for
 * one visitor alone and answers `private` (server/ssr/shop-renderer.ts).
 */
export interface FirstRender {
  language?: string;
  currency?: string;
  screen: ScreenGuess;
  /** A signed-in shopper's session marker (their `token_expired_time` cookie), once the server has checked the session. */
  session?: string;
  /** The visitor's cart on the cart and checkout pages; the empty cart on a visitor's other pages (shared by all). */
  cart?: CartFieldsFragment;
}

export type ScreenGuess = 'phone' | 'desktop';

/** The width each guess stands for, in CSS pixels (a common phone, a laptop). */
export const SCREEN_WIDTH: Record<ScreenGuess, number> = { phone: 390, desktop: 1280 };

export const FirstRenderContext = createContext<FirstRender | null>(null);

/** The language or currency cookie as the first render sees it (the server's copy, else the browser's). */
export function useStartCookie(name: typeof COOKIE.language | typeof COOKIE.currency): string | undefined {
  const first = useContext(FirstRenderContext);
  if (first) return name === COOKIE.language ? first.language : first.currency;
  return getCookie(name);
}

const subscribeNever = () => () => undefined;

/**
 * False on the server and while the browser hydrates server HTML, true after: for the personal parts
 * (cart count, the shopper's name) that never enter shared HTML and fill their reserved space later.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * MUI's `ssrMatchMedia` for a screen guess: answers `(min-width: X)` and `(max-width: X)` queries (all the
 * storefront asks, through theme.breakpoints) as a screen of the guessed width would.
 */
export function matchMediaFor(screen: ScreenGuess): (query: string) => { matches: boolean } {
  const width = SCREEN_WIDTH[screen];
  return (query: string) => {
    const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    if (!conditions.length) return { matches: false };
    return { matches: conditions.every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value))) };
  };
}

/** The screen guess from a User-Agent: phones say "Mobi" (Mozilla's advice), tablets and desktops do not. */
export function screenFromUserAgent(userAgent: string | undefined): ScreenGuess {
  return userAgent && /Mobi|Android.+Mobile|iPhone|iPod/i.test(userAgent) ? 'phone' : 'desktop';
}

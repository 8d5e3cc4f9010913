/**
 * The storefront rendered on the server (issue 42): the same components as the browser's
 * (app/App.tsx), at the request's URL, with the request's language, currency and a screen guess,
 * their data from the same generated GraphQL operations run in process by the server's ApolloServer
 * (`execute`, given by server/ssr/shop-renderer.ts: no HTTP call to itself). Built by `npm run
 * build:ssr` into web/dist-ssr/ as one file with every dependency inside, so the server needs neither
 * Vite nor the web app's packages at run time.
 *
 * Answers the app's HTML (for inside #root), the emotion styles it uses (for <style> tags in the
 * page, so the first paint is the final layout) and the Apollo cache's state (for the page's state
 * script, so the browser answers the first screen's queries from it instead of asking again).
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ApolloClient, ApolloLink, type OperationVariables } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from '@apollo/client/utilities';
import type { FormattedExecutionResult } from 'graphql';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import { App } from './app/App';
import { createCache as createApolloCache } from './app/apollo';
import { localeForContentLanguage, loadMessages } from './app/intl';
import { entryStageSources } from './app/entry-stages';
import { firstScreenSources, preloadFirstScreen } from './app/lazy';
import { EMOTION_KEY, SERVER_CLASSES_ATTRIBUTE } from './app/style-cache';
import { holdEarlyActions } from './app/early-actions';
import { screenFromUserAgent, type FirstRender } from './app/server-render';
import { preloadShopRoute, shopRouteSource } from './shop/ShopApp';
import { prefetchShopRoute } from './shop/route-prefetch';
import { openCartForFirstRender } from './shop/cart/CartContext';
import { prefetchShopSettings } from './shop/settings/ShopSettings';

export { screenFromUserAgent };

/**
 * The inline script that holds a shopper's taps until the page is hydrated (app/early-actions.ts): the
 * server writes it into the head of every page it renders, with the response's nonce.
 */
export const earlyActionsScript = `(${holdEarlyActions.toString()})();`;

/**
 * The modules the browser loads before it hydrates the page at `pathname` (web/src/main.tsx): the entry's
 * stages, the route's page and the layout's lazy parts, as paths in the web app (the keys of the client
 * build's manifest). The server names their chunks in the page (server/ssr/chunk-preloads.ts).
 */
export function firstScreenModules(pathname: string): string[] {
  const page = shopRouteSource(pathname);
  return [...entryStageSources(), ...(page ? [page] : []), ...firstScreenSources()];
}

/** One GraphQL operation as the server runs it. */
export interface Operation {
  query: string;
  variables: OperationVariables;
  operationName?: string;
}

export type Execute = (operation: Operation) => Promise<FormattedExecutionResult>;

export interface RenderRequest {
  /** Path and query of the page (`/category/dresses?page=2`). */
  url: string;
  language?: string;
  currency?: string;
  userAgent?: string;
  /**
   * For a page rendered for one shopper alone: their session marker (the `token_expired_time` cookie), once
   * the server has checked their session, so the page is rendered signed in.
   */
  session?: string;
  /**
   * The cart to render with: on the cart and checkout pages the visitor's `cart_id` cookie (null without one),
   * so the page shows their cart; `{ id: null }` on a visitor's shared page (the empty cart).
   */
  cart?: { id: string | null };
  execute: Execute;
}

/** One <style> tag: the attributes the browser's emotion finds it by (app/style-cache.ts), and its CSS. */
export interface StyleChunk {
  marker: string;
  css: string;
}

export interface RenderedApp {
  html: string;
  styles: StyleChunk[];
  /** What the browser hydrates with (web/src/app/start.tsx reads it from the page's `shop-state` script). */
  state: { apollo: unknown; first: FirstRender };
  /** Render passes (each pass renders the tree and runs the queries it newly asks for). */
  passes: number;
  /** What failed while rendering (a part that failed is left to the browser to render: React shows it then). */
  errors: string[];
}

/**
 * A link that hands each operation to the server's own executor (`asked` counts them), as text: Apollo's
 * `print` keeps each document's text, so the same page's operations are not printed again per render.
 */
function inProcessLink(execute: Execute, asked: () => void): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked();
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/**
 * Every rule the render inserted: the classes (`shop-<id>`) in one tag, each global one in a tag of its
 * own as emotion's Global finds it (`data-s`: emotion's default cache leaves it where it is). Unlike
 * @emotion/server's extractCriticalToChunks, which keeps only the classes the HTML names, the classes of
 * a styled component wrapping another (MUI's AppBar around Paper, Button around ButtonBase: the outer
 * class is merged into the inner one and is not in the HTML) are kept too: without them the browser's
 * hydration serialized and inserted each of them again (78 rules on a product page, issue 42), work in
 * the hydration's longest tasks, for under a kilobyte of compressed HTML (14 kB of CSS on a product page).
 */
function extractStyles(cache: EmotionCache): StyleChunk[] {
  const chunks: StyleChunk[] = [];
  const classes = { ids: [] as string[], css: '' };
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      classes.ids.push(id);
      classes.css += css;
    } else {
      chunks.push({ marker: `data-emotion="${cache.key}-global ${id}" data-s=""`, css });
    }
  }
  chunks.push({ marker: `${SERVER_CLASSES_ATTRIBUTE}="${classes.ids.join(' ')}"`, css: classes.css });
  return chunks;
}

export async function renderShop(request: RenderRequest): Promise<RenderedApp> {
  const locale = localeForContentLanguage(request.language);
  const address = new URL(request.url, 'http://shop.invalid');
  const { pathname } = address;
  let operations = 0;
  const client = new ApolloClient({ ssrMode: true, link: inProcessLink(request.execute, () => operations++), cache: createApolloCache('shop') });
  const { session } = request;
  // The page's chunk, the layout's lazy parts, the messages, the shop's settings, the menus, the page's data
  // and the visitor's cart (cart and checkout pages): loaded, so the first pass renders instead of asking.
  const settings = prefetchShopSettings(client, request.language);
  const [cart] = await Promise.all([
    request.cart ? openCartForFirstRender(client, { cartId: request.cart.id, signedIn: Boolean(session), language: request.language }) : undefined,
    loadMessages(locale, 'shop'),
    preloadShopRoute(pathname),
    preloadFirstScreen(),
    prefetchShopRoute(client, address, { settings, signedIn: Boolean(session) }),
  ]);
  const first: FirstRender = { language: request.language, currency: request.currency, screen: screenFromUserAgent(request.userAgent), session, cart };
  const emotion = createCache({ key: EMOTION_KEY });
  // Rules are collected in the cache (extractStyles), not written as <style> elements between the HTML.
  emotion.compat = true;
  const tree = (
    <StrictMode>
      <CacheProvider value={emotion}>
        <App firstRender={first} router={({ children }) => <StaticRouter location={request.url}>{children}</StaticRouter>} />
      </CacheProvider>
    </StrictMode>
  );
  const errors: string[] = [];
  // prerenderStatic renders again after any pass in which a query hook appeared, even one its cache
  // answered, so the page whose data was all fetched before (above) would take two passes. A pass that
  // asked the link for nothing rendered every query from the cache: it is the page, and the loop ends
  // there (the `signal`: prerenderStatic answers that pass's HTML as soon as it sees it).
  const complete = new AbortController();
  const { result, diagnostics } = await prerenderStatic({
    tree,
    context: { client },
    renderFunction: async (node) => {
      const asked = operations;
      const rendered = await prerenderToNodeStream(node, {
        // Every Suspense boundary in place: React would otherwise send large ones after the rest, completed
        // by inline scripts of its own, which the page's CSP (a nonce per response) refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error: unknown) {
          errors.push(error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error));
        },
      });
      if (operations === asked) complete.abort();
      return rendered;
    },
    signal: complete.signal,
    diagnostics: true,
    maxRerenders: 6,
  });
  const html = result;
  const state = { apollo: client.extract(), first };
  client.stop();
  return { html, styles: extractStyles(emotion), state, passes: diagnostics?.renderCount ?? 0, errors: [...new Set(errors)] };
}

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import type { MikroORM } from '@mikro-orm/postgresql';
import { COOKIE } from '../../core/cookie-names.js';
import { LANGUAGE_CODE_PATTERN } from '../../core/url-patterns.js';
import { createContext, type AppContext, type AppRuntime } from '../common/context.js';
import { THROTTLED } from '../common/cost-plugin.js';
import { projectRoot } from '../common/project-root.js';
import { log } from '../observability/logger.js';
import { authenticate } from '../modules/auth/authenticate.js';
import { SESSION_COOKIES, readCookie } from '../modules/auth/session-cookies.js';
import { chunkPreloads } from './chunk-preloads.js';
import { pageCache } from './page-cache.js';
import { renderSlots } from './render-slots.js';

/**
 * The storefront's first screen rendered on the server (issue 42) by the web app's own components:
 * web/src/entry-server.tsx, built by `npm run build:ssr` into web/dist-ssr/entry-server.js (one file,
 * every package inside: nothing of Vite or of the web app's development dependencies is loaded here).
 * Its GraphQL operations run in this process through ApolloServer.executeOperation, with the context
 * an HTTP request of this visitor would have (language and currency are the operations' own variables,
 * from the same cookies the browser reads; a signed-in shopper's session is authenticated as /graphql does).
 */

/** What web/dist-ssr/entry-server.js exports (its types live in web/src/entry-server.tsx). */
interface ServerBundle {
  renderShop(request: {
    url: string;
    language?: string;
    currency?: string;
    userAgent?: string;
    session?: string;
    cart?: { id: string | null };
    execute: (operation: { query: string; variables: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;
  }): Promise<RenderedApp>;
  screenFromUserAgent(userAgent: string | undefined): 'phone' | 'desktop';
  /** The inline script that holds taps made before hydration (web/src/app/early-actions.ts). */
  earlyActionsScript: string;
  /** The modules the browser loads before hydrating the page at a path (manifest keys, web/src/entry-server.tsx). */
  firstScreenModules(pathname: string): string[];
}

export interface RenderedApp {
  html: string;
  styles: { marker: string; css: string }[];
  state: unknown;
  passes: number;
  errors: string[];
}

export interface ShopRender {
  app: RenderedApp;
  /** The page is this request's own (a signed-in shopper's, or made per visit): never kept, never shared. */
  personal: boolean;
  /** Answered from the in-process page cache. */
  cached: boolean;
}

export const SSR_BUNDLE = path.join(projectRoot, 'web', 'dist-ssr', 'entry-server.js');
/** The client build's chunk graph (chunk-preloads.ts). */
export const CLIENT_MANIFEST = path.join(projectRoot, 'web', 'dist', '.vite', 'manifest.json');

export interface ShopRenderer {
  /** The page of this request, or undefined when the storefront cannot be rendered now (no bundle, or every render slot taken): the plain page is served. */
  render(req: Request): Promise<ShopRender | undefined>;
  /** Whether this request's page is its own (a shopper's, or one made for each visit): then it is `private` and never kept. */
  personal(req: Request): boolean;
  /** The script for the head of a rendered page that holds taps made before hydration, or undefined without the renderer. */
  earlyActionsScript(): Promise<string | undefined>;
  /** The chunks (URLs) the browser loads before it hydrates the page at `pathname`, beyond the entry's: module preloads for the page. */
  modulePreloads(pathname: string): Promise<string[]>;
}

/**
 * Pages made for each visit even for a visitor: a form carries an idempotency key of its own per
 * showing (modules/form), which two visitors must never share.
 */
const PER_VISIT = /^\/form\//;

/** Pages that show the visitor's cart (rendered with it, so for one visitor alone once they have one). */
const CART_PAGES = /^\/(cart|checkout)\/?$/;

/** A cookie the web app wrote (URI-encoded, web/src/app/cookies.ts), as the web app reads it. */
function appCookie(req: Request, name: string): string | undefined {
  const value = readCookie(req, name);
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A render some of whose operations were refused or failed: the visitor's cost budget is spent (the
 * page's operations are charged to them as their browser's would be), or a part of the shop failed.
 * Such a page shows an error where its data belongs, so it is neither answered nor kept: the visitor
 * gets the plain page, which their browser renders with requests of its own.
 */
class IncompleteRender extends Error {
  constructor(readonly codes: string[]) {
    super(`Page operations failed: ${codes.join(', ')}`);
  }
}

/** Renders at once per process (render-slots.ts): a render is 50-250 ms of one core's time on 2 cores. */
const MAX_CONCURRENT_RENDERS = 4;

/** `pageSources`: the entities a visitor's page shows (page-cache.ts), named by the modules. */
export function shopRenderer(
  orm: MikroORM,
  runtime: AppRuntime,
  apollo: ApolloServer<AppContext>,
  pageSources: readonly string[],
  bundleFile: string = SSR_BUNDLE,
  manifestFile: string = CLIENT_MANIFEST,
): ShopRenderer {
  const pages = pageCache<RenderedApp>(pageSources);
  const chunksOf = chunkPreloads(manifestFile);
  let bundle: Promise<ServerBundle | undefined> | undefined;
  let mtimeMs = 0;
  const load = (): Promise<ServerBundle | undefined> => {
    const stat = fs.statSync(bundleFile, { throwIfNoEntry: false });
    if (!stat) return Promise.resolve(undefined);
    // A new build (tests build once per run; `npm start` once per start) is loaded afresh.
    if (!bundle || stat.mtimeMs !== mtimeMs) {
      mtimeMs = stat.mtimeMs;
      bundle = import(`${pathToFileURL(bundleFile).href}?v=${stat.mtimeMs}`).then(
        (module) => module as ServerBundle,
        (error: unknown) => {
          log.error({ err: error }, 'The storefront renderer could not be loaded');
          return undefined;
        },
      );
    }
    return bundle;
  };
  const slots = renderSlots(MAX_CONCURRENT_RENDERS);
  const signedIn = (req: Request) => Boolean(readCookie(req, SESSION_COOKIES.shopper));

  const cartPage = (req: Request) => CART_PAGES.test(req.path);
  const personal = (req: Request) => signedIn(req) || PER_VISIT.test(req.path) || (cartPage(req) && Boolean(readCookie(req, COOKIE.cartId)));

  return {
    personal,
    earlyActionsScript: async () => (await load())?.earlyActionsScript,
    async modulePreloads(pathname) {
      const renderer = await load();
      return renderer ? chunksOf(renderer.firstScreenModules(pathname)) : [];
    },
    async render(req) {
      const renderer = await load();
      if (!renderer) return undefined;
      const queryLanguage =
        typeof req.query.language === 'string' && LANGUAGE_CODE_PATTERN.test(req.query.language) ? req.query.language.toLowerCase() : undefined;
      const language = queryLanguage ?? readCookie(req, COOKIE.language) ?? undefined;
      const currency = readCookie(req, COOKIE.currency) || undefined;
      const userAgent = req.headers['user-agent'];
      const url = req.originalUrl;
      const shopper = signedIn(req);
      const clientAddress = req.ip ?? 'unknown';
      // The cart pages show the visitor's cart. A visitor's other pages, shared, are rendered with the empty
      // cart: most visitors have none, and theirs then needs no change after hydration (a browser holding a
      // cart_id asks for its own, as before); a signed-in shopper's cart is asked for by the browser.
      const cart = cartPage(req) ? { id: readCookie(req, COOKIE.cartId) ?? null } : shopper ? undefined : { id: null };

      const renderWith = async (auth: Pick<AppContext, 'principal' | 'authFailure'>): Promise<RenderedApp> => {
        const ctx = createContext(runtime, () => orm.em.fork(), clientAddress, auth);
        // Signed in as the browser will be (its marker cookie), for a session checked here: a refused one is
        // rendered as a visitor's page, and the browser finds it out after hydration as before.
        const session = auth.principal?.kind === 'customer' ? appCookie(req, COOKIE.tokenExpiredAt) : undefined;
        const failures = new Set<string>();
        const app = await renderer.renderShop({
          url,
          language,
          currency,
          userAgent,
          session,
          cart,
          execute: async ({ query, variables, operationName }) => {
            const response = await apollo.executeOperation({ query, variables, operationName }, { contextValue: ctx });
            if (response.body.kind !== 'single') throw new Error('An incremental answer to a page query');
            const result = response.body.singleResult as FormattedExecutionResult;
            for (const error of result.errors ?? []) failures.add(String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
            return result;
          },
        });
        if (failures.size) throw new IncompleteRender([...failures]);
        // A part that failed on the server is rendered by the browser: the page works, but is not what it should be.
        if (app.errors.length) log.warn({ path: req.path, errors: app.errors }, 'Storefront parts not rendered on the server');
        return app;
      };

      const answer = async (): Promise<ShopRender | undefined> => {
        if (shopper) {
          const em = orm.em.fork();
          const auth = await authenticate(runtime, em, `Bearer ${readCookie(req, SESSION_COOKIES.shopper)}`);
          const app = await slots.run(() => renderWith(auth));
          return app && { app, personal: true, cached: false };
        }
        if (personal(req)) {
          const app = await slots.run(() => renderWith({}));
          return app && { app, personal: true, cached: false };
        }
        const key = [url, language ?? '', currency ?? '', renderer.screenFromUserAgent(userAgent)].join('\u0000');
        const kept = pages.peek(orm.em, key);
        if (kept) return { app: await kept, personal: false, cached: true };
        const app = await slots.run(() => pages.get(orm.em, key, () => renderWith({})));
        return app && { app, personal: false, cached: false };
      };
      try {
        return await answer();
      } catch (error) {
        if (!(error instanceof IncompleteRender)) throw error;
        // A spent budget is the visitor's own doing (a crawler's pace): nothing for the shop's staff to look at.
        if (!error.codes.every((code) => code === THROTTLED))
          log.warn({ path: req.path, codes: error.codes }, 'Storefront page served unrendered: its operations failed');
        return undefined;
      }
    },
  };
}

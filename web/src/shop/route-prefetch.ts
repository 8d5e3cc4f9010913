import type { ApolloClient } from '@apollo/client';
import { matchPath, type Params } from 'react-router-dom';
import {
  SearchProductsDocument,
  StorefrontArticleDocument,
  StorefrontBlogCategoryDocument,
  StorefrontPageDocument,
  StorefrontStoresDocument,
} from '../graphql/shop/graphql';
import { parseCategoryParams } from './catalog/catalog-params';
import { prefetchCategory } from './catalog/category-queries';
import { isValidSearchKeyword, searchVariables } from './catalog/SearchPage';
import { prefetchHome } from './home/home-queries';
import { prefetchMenus } from './layout/useHeaderMenu';
import { hiddenFromVisitor, prefetchProduct } from './product/product-queries';
import { blogCategoryVariables, languageVariables, urlVariables } from './query-variables';
import type { PublicConfig } from './settings/ShopSettings';

// For the server's render only (web/src/entry-server.tsx): the browser's entry must not import the
// pages' queries, or the bundler splits what the first visit loads into a dozen more chunks (issue 42:
// 3.4 kB more of brotli JavaScript, 13 more files).

/** What a page's data depends on beyond its address. */
export interface RouteContext {
  params: Params;
  search: URLSearchParams;
  /** The shop's settings, being fetched (undefined when they failed: the page then asks for its data itself). */
  settings: Promise<PublicConfig | undefined>;
  /** Whether the page is rendered for a signed-in shopper (member-only shops show them the catalogue). */
  signedIn: boolean;
}

type Prefetch = (client: ApolloClient, route: RouteContext) => Promise<unknown>;

/** A page whose data needs the content language alone: asked once the settings are in. A failure is left to the page's own query. */
const inLanguage =
  (prefetch: (client: ApolloClient, language: string, route: RouteContext) => Promise<unknown>): Prefetch =>
  async (client, route) => {
    const config = await route.settings;
    if (config) await prefetch(client, config.language, route).catch(() => undefined);
  };

/** The data of each page's first screen, by path, with the variables its components use: see prefetchShopRoute. */
const ROUTE_DATA: [string, Prefetch][] = [
  ['/', inLanguage((client, language) => prefetchHome(client, language))],
  [
    '/category/:url',
    (client, { params, search, settings }) =>
      prefetchCategory(
        client,
        params.url ?? '',
        search,
        settings.then((config) => config?.language),
      ),
  ],
  [
    '/product/:url',
    (client, { params, settings, signedIn }) =>
      prefetchProduct(
        client,
        params.url ?? '',
        settings.then((config) => (config && !hiddenFromVisitor(config, signedIn) ? { language: config.language } : undefined)),
      ),
  ],
  [
    '/search/:keyword',
    inLanguage(async (client, language, { params, search }) => {
      const keyword = (params.keyword ?? '').trim();
      if (isValidSearchKeyword(keyword))
        await client.query({ query: SearchProductsDocument, variables: searchVariables(keyword, parseCategoryParams(search), language) });
    }),
  ],
  [
    '/page/:url',
    inLanguage((client, language, { params }) => client.query({ query: StorefrontPageDocument, variables: urlVariables(params.url ?? '', language) })),
  ],
  [
    '/blog/article/:url',
    inLanguage((client, language, { params }) => client.query({ query: StorefrontArticleDocument, variables: urlVariables(params.url ?? '', language) })),
  ],
  [
    '/blog/category/:url',
    inLanguage((client, language, { params, search }) =>
      client.query({ query: StorefrontBlogCategoryDocument, variables: blogCategoryVariables(params.url ?? '', search, language) }),
    ),
  ],
  ['/stores', inLanguage((client, language) => client.query({ query: StorefrontStoresDocument, variables: languageVariables(language) }))],
];

/**
 * Fetches, before the server's first render pass (entry-server.tsx), the data the first screen at `address`
 * shows: the layout's menus and the page's own (a guard first where the page has one), with the
 * variables its components use. The pass then renders the page instead of asking for it: each pass
 * that asks for something costs another render of the whole tree.
 */
export async function prefetchShopRoute(client: ApolloClient, address: URL, context: Pick<RouteContext, 'settings' | 'signedIn'>): Promise<void> {
  const { pathname, searchParams: search } = address;
  const page = ROUTE_DATA.map(([pattern, prefetch]) => ({ match: matchPath(pattern, pathname), prefetch })).find(({ match }) => match);
  await Promise.all([
    context.settings.then((config) => config && prefetchMenus(client, config.language)),
    page?.match && page.prefetch(client, { ...context, params: page.match.params, search }),
  ]);
}

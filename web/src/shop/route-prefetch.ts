import type { ApolloClient } from '@apollo/client';
import { matchPath, type Params } from 'react-router-dom';
import { prefetchCategoryGuard } from './catalog/category-guard';

// For the server's render only (web/src/entry-server.tsx): the browser's entry must not import the
// pages' guards, or the bundler splits what the first visit loads into a dozen more chunks (issue 42:
// 3.4 kB more of brotli JavaScript, 13 more files).

/** The data a page waits for before it asks for the rest (a guard), by path: see prefetchShopRoute. */
const ROUTE_GUARDS: [string, (client: ApolloClient, params: Params) => Promise<void>][] = [
  ['/category/:url', (client, { url = '' }) => prefetchCategoryGuard(client, url)],
];

/**
 * Fetches, before the server's first render pass (entry-server.tsx), the guard the page at `pathname`
 * waits for, so the page asks for the rest of its data in that pass instead of the next.
 */
export async function prefetchShopRoute(client: ApolloClient, pathname: string): Promise<void> {
  for (const [pattern, prefetch] of ROUTE_GUARDS) {
    const match = matchPath(pattern, pathname);
    if (match) await prefetch(client, match.params);
  }
}

import type { ApolloClient } from '@apollo/client';
import { CategoryExistsDocument } from '../../graphql/shop/graphql';

/** The category page's guard: whether `url` is an enabled category under enabled parents (CategoryPage). */
export const categoryGuardVariables = (url: string) => ({ url });

/**
 * The guard fetched before the server's first render pass (entry-server.tsx, through
 * route-prefetch.ts): the listing waits for it, so without this the guard alone took a render pass of
 * the whole tree. A failure is left to the page's own query.
 */
export async function prefetchCategoryGuard(client: ApolloClient, url: string): Promise<void> {
  await client.query({ query: CategoryExistsDocument, variables: categoryGuardVariables(url) }).catch(() => undefined);
}

import type { ApolloClient } from '@apollo/client';
import { ProductExistsDocument, StorefrontProductDocument } from '../../graphql/shop/graphql';
import { urlVariables } from '../query-variables';

// The product page's queries with their variables, for the page (ProductPage) and for the server's
// render, which runs them before its first pass (route-prefetch.ts): the same variables, so the page
// finds their answers in the cache and the whole page is one render pass.

/** Whether a member-only shop keeps its product pages from this reader (a visitor: they are sent to /login). */
export const hiddenFromVisitor = (config: { memberOnly: boolean } | undefined, signedIn: boolean) => Boolean(config?.memberOnly) && !signedIn;

/** The guard: whether `url` is a visible product (POST /api/check, type product). */
export const productGuardVariables = (url: string) => ({ url });

/**
 * The product page's data, fetched before the server's first render pass: the guard at once, the
 * product once the guard and the shop's settings (`shown`: the content language, or undefined when a
 * member-only shop keeps the page from this visitor) are in. A failure is left to the page's own queries.
 */
export async function prefetchProduct(client: ApolloClient, url: string, shown: Promise<{ language: string } | undefined>): Promise<void> {
  const [guard, page] = await Promise.all([
    client.query({ query: ProductExistsDocument, variables: productGuardVariables(url) }).catch(() => undefined),
    shown,
  ]);
  if (!guard?.data?.checkPage.exists || !page) return;
  await client.query({ query: StorefrontProductDocument, variables: urlVariables(url, page.language) }).catch(() => undefined);
}

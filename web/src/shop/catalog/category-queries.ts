import type { ApolloClient } from '@apollo/client';
import { CategoryDetailsDocument, CategoryExistsDocument, CategoryFilterChoicesDocument, CategoryProductsDocument } from '../../graphql/shop/graphql';
import { categoryProductsInput, parseCategoryParams, type CategoryListParams } from './catalog-params';

// The category page's queries with their variables, for the page (CategoryPage, CategoryListing) and for
// the server's render, which runs them before its first pass (route-prefetch.ts): the same variables, so
// the page finds their answers in the cache and the whole page is one render pass.

/** The category page's guard: whether `url` is an enabled category under enabled parents (CategoryPage). */
export const categoryGuardVariables = (url: string) => ({ url });

/** The listing's three queries (CategoryListing): the category, the page of products, the filters' choices. */
export function categoryListingVariables(url: string, params: CategoryListParams, language: string | undefined) {
  const languageVar = language ?? null;
  return {
    details: { url, language: languageVar },
    products: { input: categoryProductsInput(url, params), language: languageVar },
    choices: { url, language: languageVar },
  };
}

/**
 * The category page's data, fetched before the server's first render pass: the guard at once, the
 * listing once the guard and the content language (`language`, the shop's settings) are in. A failure is
 * left to the page's own queries.
 */
export async function prefetchCategory(client: ApolloClient, url: string, search: URLSearchParams, language: Promise<string | undefined>): Promise<void> {
  const [guard, lang] = await Promise.all([
    client.query({ query: CategoryExistsDocument, variables: categoryGuardVariables(url) }).catch(() => undefined),
    language,
  ]);
  if (!guard?.data?.checkPage.exists || !lang) return;
  const variables = categoryListingVariables(url, parseCategoryParams(search), lang);
  await Promise.all([
    client.query({ query: CategoryDetailsDocument, variables: variables.details }),
    client.query({ query: CategoryProductsDocument, variables: variables.products }),
    client.query({ query: CategoryFilterChoicesDocument, variables: variables.choices }),
  ]).catch(() => undefined);
}

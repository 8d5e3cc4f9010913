// The variables of the storefront's queries that are asked in the content language, in one place for
// the pages that ask them and for the server's render, which asks them before its first pass
// (route-prefetch.ts): the same variables, so a page finds its answer in the cache.

/** A query in the content language alone (the menus, the stores, the home page). */
export const languageVariables = (language: string | undefined) => ({ language: language ?? null });

/** A record named by its url, in the content language (a product, a CMS page, an article). */
export const urlVariables = (url: string, language: string | undefined) => ({ url, language: language ?? null });

/** A blog category's page of articles (`?page=N`, from 1). */
export const blogCategoryVariables = (url: string, search: URLSearchParams, language: string | undefined) => ({
  url,
  page: Math.max(1, Number(search.get('page')) || 1),
  language: language ?? null,
});

import type { ApolloClient } from '@apollo/client';
import { HomePageDocument, LatestArticlesDocument, ProductWidgetDocument, type HomePageQuery } from '../../graphql/shop/graphql';
import { languageVariables } from '../query-variables';

// The home page's queries with their variables, for its sections (HomeSections, ProductWidgets) and for
// the server's render, which runs them before its first pass (route-prefetch.ts): the composition
// first, then what each of its sections shows, so the whole page is one render pass.

export type HomePageSection = HomePageQuery['homePage']['sections'][number];

/** Articles shown when the section names no number. */
const ARTICLES_LIMIT = 4;
/** Products per row: two rows of four on a wide screen, four rows of two on a phone. */
const WIDGET_LIMIT = 8;

/** What a section shows: its slider, its block, the latest articles, a row of products, or nothing (a slider or block that is gone). */
export function sectionKind(section: HomePageSection): 'slider' | 'block' | 'articles' | 'products' | 'none' {
  if (section.slider) return 'slider';
  if (section.block) return 'block';
  if (section.type === 'articles') return 'articles';
  if (section.type === 'slider' || section.type === 'block') return 'none';
  return 'products';
}

export const latestArticlesVariables = (limit: number | null | undefined, language: string | undefined) => ({
  limit: limit ?? ARTICLES_LIMIT,
  language: language ?? null,
});

/** A product row: `type` new, featured, hot, category or brand (`/api/widget`), `url` the category's or brand's. */
export const productWidgetVariables = ({ type, url, limit }: { type: string; url?: string | null; limit?: number | null }, language: string | undefined) => ({
  type,
  limit: limit ?? WIDGET_LIMIT,
  ...(url ? { url } : {}),
  language: language ?? null,
});

/** The home page's data, fetched before the server's first render pass once the content language is known. A failure is left to the page's own queries. */
export async function prefetchHome(client: ApolloClient, language: string): Promise<void> {
  const answer = await client.query({ query: HomePageDocument, variables: languageVariables(language) }).catch(() => undefined);
  const sections = answer?.data?.homePage.sections ?? [];
  await Promise.all(
    sections.map((section) => {
      const kind = sectionKind(section);
      if (kind === 'articles')
        return client.query({ query: LatestArticlesDocument, variables: latestArticlesVariables(section.limit, language) }).catch(() => undefined);
      if (kind === 'products') {
        return client
          .query({ query: ProductWidgetDocument, variables: productWidgetVariables({ ...section, url: section.value }, language) })
          .catch(() => undefined);
      }
      return undefined;
    }),
  );
}

import type { Translations } from '../../../common/translations.js';
import type { Product } from '../product.entity.js';

// Types only from the project: the test fixtures that write products compute their search text here too,
// and translations.ts would load the settings store with it.

/** A translated value in every language, empty ones left out. */
function allTranslations(map: Translations | null | undefined): string[] {
  return Object.values(map ?? {}).filter((value): value is string => typeof value === 'string' && value !== '');
}

/** Tags out, entities decoded enough for matching, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The product's search_text (see product.entity.ts): names, descriptions (as plain text) and meta titles
 * in every language, the product sku and its stocks' skus, lowercased. Names come first so that the
 * similarity ranking favours them.
 */
export function productSearchText(product: Pick<Product, 'name' | 'description' | 'metaTitle' | 'sku'>, stockSkus: string[]): string {
  const parts = [
    ...allTranslations(product.name),
    product.sku,
    ...stockSkus,
    ...allTranslations(product.metaTitle),
    ...allTranslations(product.description).map(plainText),
  ];
  return parts
    .filter((part) => part && part.trim() !== '')
    .join(' \n ')
    .toLowerCase()
    .slice(0, 20000);
}

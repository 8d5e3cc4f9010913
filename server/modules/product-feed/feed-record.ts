import { toMinorUnits } from '../../../core/decimal.js';
import { compareMoney, effectivePrice } from '../../common/money.js';
import { translate, type Translations } from '../../common/translations.js';
import type { FeedProductRow, FeedStockRow } from './product-feed.sql.js';

/**
 * One product of the feed in the ACP's `Product` shape (schema/schema.feed.json, released 2026-04-17).
 * The schema allows no other properties, so what the issue asks for beyond it is carried by its own fields:
 * - brand: a category of taxonomy `brand`; categories: taxonomy `merchant`, as paths (`Clothes > Shirts`);
 * - inventory: `availability.status` (`in_stock`, `limited_stock` at or under the low-stock threshold,
 *   `out_of_stock`; `discontinued` for a product taken off sale);
 * - search eligibility: only visible products with their visible variants are listed (a product hidden
 *   since its last push is pushed once more with every variant discontinued);
 * - checkout eligibility: `availability.available`, true when the variant has sellable units and the
 *   shop sells online (not in catalogue mode). Whether agents may check out through the ACP at all is the
 *   shop's ACP discovery document's (`capabilities.services`), not a field of a record.
 */
export interface FeedProduct {
  id: string;
  title: string;
  description?: { plain: string };
  url: string;
  media?: FeedMedia[];
  variants: FeedVariant[];
}

interface FeedMedia {
  type: 'image';
  url: string;
  alt_text?: string;
}

interface FeedPrice {
  amount: number;
  currency: string;
}

export interface FeedVariant {
  id: string;
  title: string;
  url: string;
  price: FeedPrice;
  list_price?: FeedPrice;
  availability: { available: boolean; status: 'in_stock' | 'limited_stock' | 'out_of_stock' | 'discontinued' };
  categories?: { value: string; taxonomy: string }[];
  variant_options?: { name: string; value: string }[];
  media?: FeedMedia[];
  seller: { name: string };
}

/** What every record of one feed answer shares: the shop's rules and small tables, read once per answer or push. */
export interface FeedRules {
  mainLanguage: string;
  /** ISO 4217, upper case (the schema's pattern). */
  currency: string;
  shopName: string;
  /** Catalogue mode: the shop shows products but sells nothing online. */
  catalogMode: boolean;
  lowStockThreshold: number;
  /** Absolute URL of a product's storefront page, from its url. */
  productUrl: (url: string) => string;
  /** Absolute URL of a stored picture path. */
  imageUrl: (path: string) => string;
  /** Plain text of sanitised rich text. */
  plainText: (html: string) => string;
  /** Option values by id: their attribute's name and order, and their label, in the main language. */
  optionValues: ReadonlyMap<number, { name: string; value: string; order: [number, number] }>;
  /** Enabled categories by id: their path from the top (`Clothes > Shirts`). */
  categoryPaths: ReadonlyMap<number, string>;
  /** Enabled brands by id: their title. */
  brands: ReadonlyMap<number, string>;
}

/** The longest plain description kept (agents index it; the product page has the rest). */
export const MAX_DESCRIPTION = 5000;

function text(rules: FeedRules, value: Translations | null | undefined): string {
  return translate(value ?? {}, rules.mainLanguage, rules.mainLanguage);
}

function money(rules: FeedRules, amount: string): FeedPrice {
  return { amount: toMinorUnits(amount, rules.currency), currency: rules.currency };
}

function categoriesOf(rules: FeedRules, product: FeedProductRow): FeedVariant['categories'] {
  const all = [...product.category_ids].sort((a, b) => a - b).map((id) => ({ value: rules.categoryPaths.get(id) ?? '', taxonomy: 'merchant' }));
  const brand = product.brand_id === null ? undefined : rules.brands.get(product.brand_id);
  if (brand) all.push({ value: brand, taxonomy: 'brand' });
  const named = all.filter((category) => category.value);
  return named.length ? named : undefined;
}

/** A stock's option values in their attributes' order. */
function optionsOf(rules: FeedRules, stock: FeedStockRow): { name: string; value: string }[] {
  return stock.value_ids
    .map((id) => rules.optionValues.get(id))
    .filter((option) => !!option && option.name !== '' && option.value !== '')
    .sort((a, b) => a!.order[0] - b!.order[0] || a!.order[1] - b!.order[1])
    .map((option) => ({ name: option!.name, value: option!.value }));
}

function media(rules: FeedRules, paths: readonly string[], alt: string): FeedMedia[] | undefined {
  if (!paths.length) return undefined;
  return paths.map((path) => ({ type: 'image', url: rules.imageUrl(path), ...(alt ? { alt_text: alt } : {}) }));
}

function availability(rules: FeedRules, quantity: number, onSale: boolean): FeedVariant['availability'] {
  if (!onSale) return { available: false, status: 'discontinued' };
  const status = quantity <= 0 ? 'out_of_stock' : quantity <= rules.lowStockThreshold ? 'limited_stock' : 'in_stock';
  return { available: quantity > 0 && !rules.catalogMode, status };
}

/**
 * The record of a product and its visible stocks (`quantities`: sellable units by stock id). A product
 * no longer visible keeps its variants in the record, each discontinued.
 */
export function feedProduct(rules: FeedRules, product: FeedProductRow, stocks: readonly FeedStockRow[], quantities: ReadonlyMap<number, number>): FeedProduct {
  const title = text(rules, product.name) || product.sku;
  const url = rules.productUrl(product.url);
  const description = rules.plainText(product.description_main || text(rules, product.description_all));
  const categories = categoriesOf(rules, product);
  const variants = stocks.map((stock): FeedVariant => {
    const options = optionsOf(rules, stock);
    const selling = effectivePrice({ price: stock.price, specialPrice: stock.special_price });
    const variantTitle = options.length ? `${title} - ${options.map((option) => option.value).join(' / ')}` : title;
    const pictures = media(rules, stock.images, variantTitle);
    return {
      // The stock's id: what agentic checkout takes as an item's id (modules/agentic-checkout).
      id: String(stock.id),
      title: variantTitle,
      url,
      price: money(rules, selling),
      ...(compareMoney(selling, stock.price) < 0 ? { list_price: money(rules, stock.price) } : {}),
      availability: availability(rules, quantities.get(stock.id) ?? 0, product.visibled),
      ...(categories ? { categories } : {}),
      ...(options.length ? { variant_options: options } : {}),
      ...(pictures ? { media: pictures } : {}),
      seller: { name: rules.shopName },
    };
  });
  const pictures = media(rules, product.images, title);
  return {
    id: product.sku,
    title,
    ...(description ? { description: { plain: description } } : {}),
    url,
    ...(pictures ? { media: pictures } : {}),
    variants,
  };
}

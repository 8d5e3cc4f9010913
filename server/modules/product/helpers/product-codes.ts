import { slugify } from 'transliteration';

/**
 * Generated product codes (spec section 5): when the admin leaves sku or url empty, they come from the
 * product's name in the default (main) language, transliterated to ASCII (Chinese becomes pinyin),
 * lowercase and hyphenated, cut to at most 15 characters, followed by a hyphen and the last four digits
 * of the time (Unix seconds). Stock skus left empty become `{sku}-stock{n}` (n from 1, in form order).
 * Pure functions: the service only adds a uniqueness check (see nextFreeCode).
 */
export const CODE_BASE_MAX = 15;

/** `Summer Dress 夏季` -> `summer-dress-xi` (at most 15 characters, no hyphen at either end). */
export function codeBase(name: string): string {
  const slug = slugify(name ?? '', { lowercase: true, separator: '-', trim: true })
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  const cut = slug.slice(0, CODE_BASE_MAX).replace(/-+$/, '');
  return cut || 'product';
}

/** The last four digits of the time in seconds, e.g. `0427`. */
export function timeDigits(now: Date): string {
  return String(Math.floor(now.getTime() / 1000) % 10000).padStart(4, '0');
}

/** The generated sku or url of a product named `name` at `now`: `summer-dress-0427`. */
export function generateProductCode(name: string, now: Date = new Date()): string {
  return `${codeBase(name)}-${timeDigits(now)}`;
}

/** The sku of the n-th stock (from 1) of a product whose sku is `sku`. */
export function stockSku(sku: string, n: number): string {
  return `${sku}-stock${n}`;
}

/**
 * `code` if it is not taken, else `code-2`, `code-3`... (a generated value never fails the form: two
 * products of the same name saved in the same second must both get one).
 */
export function nextFreeCode(code: string, taken: ReadonlySet<string>): string {
  if (!taken.has(code)) return code;
  for (let n = 2; ; n += 1) {
    const candidate = `${code}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

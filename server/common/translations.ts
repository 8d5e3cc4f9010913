import { raw } from '@mikro-orm/core';
import { escapeLike } from './pagination.js';

/**
 * Translatable content (DESIGN section 3).
 *
 * Storage. A translatable field holds one value per content language, as a JSONB map per field:
 * `{"en_us": "Shoes", "zh_hk": "鞋"}`. Entities declare such a property as
 * `@Property({ type: 'json' }) title: Translations & Opt = {}` and do NOT expose it with @Field.
 *
 * The content language of a request. Every query and mutation that reads or writes translatable fields
 * takes an optional `language: String` argument (the REST gateway fills it from `?language=` or the
 * body's `language`). `useLanguage(ctx, language)` (modules/settings/content-language.ts) resolves it once per request: a supported language
 * (settings basic.supportedLanguages; `en-US` and `EN_us` are read as `en_us`) is used as is; a missing
 * or unknown one means the main language (basic.mainLanguage). The result is kept on the request context
 * (`ctx.content`), so field resolvers further down the answer read the same language without a query.
 *
 * GraphQL exposure.
 * - Reading: an entity's translatable field is a plain `String` field of the same name (`title`,
 *   `shortDescription`...) resolved in the request language by a @FieldResolver:
 *       @FieldResolver(() => String) title(@Root() brand: Brand, @Ctx() ctx: AppContext) {
 *         return translated(ctx, brand.title);
 *       }
 *   The value falls back to the main language when the requested one is empty, then to any non-empty
 *   language, else ''. The admin edit query (`brand(id, language)`) therefore answers the value in the
 *   edited language, or the main language's as the untranslated field's starting point (spec section 1:
 *   "Untranslated fields fall back to default-language values when editing a language").
 * - Writing: create and update mutations take `language: String` and write the translatable fields of
 *   the input for that language only (`setTranslation(map, language, value)`), leaving the other
 *   languages alone. Create also fills the main language when it is still empty, so every record has a
 *   fallback. Global (non-translatable) fields (url, enabled, image, order...) are shared by every
 *   language and written whatever the language.
 * - REST: multipart/JSON bodies of the back office carry `language` and `globals` (the names of the
 *   global fields the form sends). The GraphQL inputs have no `globals` field, so the gateway drops it:
 *   every field present in the input is applied (global ones to the record, translatable ones to the
 *   request language). That is what the form means anyway: it sends the global fields with each language.
 */

/** One value per content language: `{ en_us: '...', zh_hk: '...' }`. */
export type Translations = Record<string, string>;

/** The languages of a request once resolved (cached on AppContext.content). */
export interface ContentLanguage {
  /** The language the request reads and writes. */
  language: string;
  /** The main language (settings basic.mainLanguage): the fallback of every translatable field. */
  mainLanguage: string;
  supportedLanguages: string[];
}

/** `en-US`, ` EN_us ` -> `en_us`: the cookies of older clients carry UI locales. */
export function normaliseLanguage(language: string | null | undefined): string {
  return (language ?? '').trim().toLowerCase().replace(/-/g, '_');
}

/** The value in `language`, else the main language's, else any non-empty value, else ''. */
export function translate(map: Translations | null | undefined, language: string, mainLanguage: string): string {
  if (!map) return '';
  const wanted = map[language];
  if (typeof wanted === 'string' && wanted !== '') return wanted;
  const main = map[mainLanguage];
  if (typeof main === 'string' && main !== '') return main;
  for (const value of Object.values(map)) if (typeof value === 'string' && value !== '') return value;
  return '';
}

/**
 * A new map with `language` set to `value` (the other languages kept). `undefined` leaves the map as it
 * is; `null` or '' clears that language.
 */
export function setTranslation(map: Translations | null | undefined, language: string, value: string | null | undefined): Translations {
  const next: Translations = { ...(map ?? {}) };
  if (value === undefined) return next;
  if (value === null || value === '') delete next[language];
  else next[language] = value;
  return next;
}

/**
 * setTranslation for a create: also fills the main language when it is empty, so the record always
 * has a fallback value.
 */
export function setNewTranslation(map: Translations | null | undefined, content: ContentLanguage, value: string | null | undefined): Translations {
  let next = setTranslation(map, content.language, value);
  if (content.language !== content.mainLanguage && !next[content.mainLanguage] && value) {
    next = setTranslation(next, content.mainLanguage, value);
  }
  return next;
}

/**
 * The admin lists' keyword filter over plain columns (entity property names, ILIKE) and translatable
 * columns (database column names of JSONB maps: matched in any language, never on the language codes).
 * Answers undefined for an empty keyword. Use as `where`, and pass the list options on without keyword.
 */
export function keywordFilter(keyword: string | null | undefined, plain: string[], translatable: string[]): Record<string, unknown> | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  const conditions: Record<string, unknown>[] = plain.map((column) => ({ [column]: { $ilike: pattern } }));
  for (const column of translatable) {
    const fragment = raw(
      (alias: string) => `exists (select 1 from jsonb_each_text(${alias ? `${alias}.` : ''}"${column}") as kw(k, v) where kw.v ilike ?)`,
      [pattern],
    );
    conditions.push({ [fragment]: [] });
  }
  return { $or: conditions };
}

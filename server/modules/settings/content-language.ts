import type { AppContext } from '../../common/context.js';
import { normaliseLanguage, translate, type ContentLanguage, type Translations } from '../../common/translations.js';
import { readSettingsGroup } from './settings.store.js';

// The request's content language, decided by the shop's languages (settings basic): the translation
// helpers themselves (common/translations.ts) know nothing of the settings.

/** The settings' languages, read once per request. */
function languageSettings(ctx: AppContext): Promise<{ mainLanguage: string; supportedLanguages: string[] }> {
  if (!ctx.languageSettings) {
    ctx.languageSettings = readSettingsGroup(ctx.em, 'basic').then((basic) => ({
      mainLanguage: basic.mainLanguage,
      supportedLanguages: [...basic.supportedLanguages],
    }));
  }
  return ctx.languageSettings;
}

/**
 * Resolves the request's content language from a query's or mutation's `language` argument and keeps
 * it on the context. A missing or unknown language is the main language. Call it before opening a
 * transaction (it may read the settings through the request's entity manager).
 */
export async function useLanguage(ctx: AppContext, requested?: string | null): Promise<ContentLanguage> {
  const wanted = normaliseLanguage(requested);
  // One request, one content language: the first explicit `language` wins (root fields of one GraphQL
  // document run side by side and share the field resolvers' context).
  if (ctx.content && (ctx.contentExplicit || !wanted)) return ctx.content;
  const { mainLanguage, supportedLanguages } = await languageSettings(ctx);
  if (ctx.content && ctx.contentExplicit) return ctx.content;
  const language = supportedLanguages.includes(wanted) ? wanted : mainLanguage;
  ctx.content = { language, mainLanguage, supportedLanguages };
  ctx.contentExplicit = wanted !== '';
  return ctx.content;
}

/**
 * A translatable field in the request's language (for @FieldResolvers). Synchronous once the root
 * field has called useLanguage; otherwise resolves the main language first.
 */
export function translated(ctx: AppContext, map: Translations | null | undefined): string | Promise<string> {
  const content = ctx.content;
  if (content) return translate(map, content.language, content.mainLanguage);
  return useLanguage(ctx).then((c) => translate(map, c.language, c.mainLanguage));
}

/**
 * The record shown on a language tab: its own values for the translatable fields, and the main
 * language's value where the language has none yet (DESIGN 3: an untranslated field shows the fallback).
 */
export function mergeTranslation<T extends Record<string, unknown>>(main: T, translated: T | undefined, fields: readonly string[]): T {
  if (!translated) return main;
  const merged: Record<string, unknown> = { ...main };
  for (const field of fields) {
    const value = translated[field];
    if (value !== null && value !== undefined && value !== '') merged[field] = value;
  }
  return merged as T;
}

/** Every field the form sends that is the same in all languages (`globals` of spec 7). */
export function globalFields(fieldNames: readonly string[], translatable: readonly string[]): string[] {
  return fieldNames.filter((name) => !translatable.includes(name));
}

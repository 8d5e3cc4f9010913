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

/**
 * Translations that stay honest (issue 15): on a tab other than the main language, an untranslated field
 * shows the main language's value as its starting point. Sending it back would store that fallback as
 * the translation, and later changes of the main text would no longer reach that language's readers. So
 * such a tab sends the global fields and only the translatable fields the editor changed; a field left
 * as it was keeps its state (untranslated: still falls back; translated: unchanged). Emptying a field is
 * a change: it is sent as '' and clears that language's value on purpose (the field falls back again).
 */
export function changedTranslationsOnly<T extends Record<string, unknown>>(
  input: T,
  initialInput: Record<string, unknown>,
  translatable: readonly string[],
): Partial<T> {
  const sent: Partial<T> = { ...input };
  for (const field of translatable) {
    if (field in sent && JSON.stringify(sent[field] ?? '') === JSON.stringify(initialInput[field] ?? '')) delete sent[field];
  }
  return sent;
}

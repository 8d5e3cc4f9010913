import type { IntlShape } from 'react-intl';

/** Display name of a content language code (`en_us` -> 'English'); unknown codes show the code itself. */
export function contentLanguageLabel(intl: IntlShape, code: string): string {
  const id = `common.language.${code}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : code;
}

/** Display name of a UI locale (en-US, zh-HK, zh-CN). */
export function localeLabel(intl: IntlShape, locale: string): string {
  return intl.formatMessage({ id: `common.locale.${locale}` });
}

/// <reference types="vite/client" />

/** The message catalogue of one locale and area, made from i18n/ by web/vite.config.ts (areaMessages), compiled. */
declare module 'virtual:messages/*' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}

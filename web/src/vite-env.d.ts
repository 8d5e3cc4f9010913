/// <reference types="vite/client" />

/** The message catalogue of one locale and area, made from i18n/ by web/vite.config.ts (areaMessages). */
declare module 'virtual:messages/*' {
  const messages: Record<string, string>;
  export default messages;
}

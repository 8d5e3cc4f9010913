// Public face: what other modules use.
export { SETTINGS_DEFAULTS } from './settings.definitions.js';
export type { SettingsValues } from './settings.definitions.js';
export { carrySettingsInto, readSettingsGroup, settingsSnapshot, writeSettingsGroup } from './settings.store.js';
export { shopTimeZone, shopToday } from './shop-calendar.js';

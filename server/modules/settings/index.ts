import type { ShopModule } from '../../common/shop-module.js';
import { Setting } from './setting.entity.js';
import { SettingsResolver } from './settings.resolver.js';
import { settingsRoutes } from './settings.routes.js';

export const settingsModule: ShopModule = {
  name: 'settings',
  entities: [Setting],
  onStorefrontPages: [Setting],
  resolvers: [SettingsResolver],
  routes: settingsRoutes,
};

// Public face: what other modules use.
export { SETTINGS_DEFAULTS } from './settings.definitions.js';
export type { SettingsValues } from './settings.definitions.js';
export { carrySettingsInto, readSettingsGroup, settingsSnapshot, writeSettingsGroup } from './settings.store.js';
export { shopTimeZone, shopToday } from './shop-calendar.js';
export { translated, useLanguage } from './content-language.js';

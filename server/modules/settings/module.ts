import type { ShopModule } from '../../common/shop-module.js';
import { Setting } from './setting.entity.js';
import { SettingsResolver } from './settings.resolver.js';
import { settingsRoutes } from './settings.routes.js';

export const settingsModule: ShopModule = {
  name: 'settings',
  entities: [Setting],
  resolvers: [SettingsResolver],
  routes: [...settingsRoutes],
};

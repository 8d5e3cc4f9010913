// The gateway's route table, one file per area. Specific paths come before `/:id` patterns.
import type { RestRoute } from '../route.js';
import { roleRoutes } from './role.routes.js';
import { authRoutes } from './auth.routes.js';
import { adminAccountRoutes } from './admin-account.routes.js';
import { settingsRoutes } from './settings.routes.js';

export const routes: RestRoute[] = [...roleRoutes, ...authRoutes, ...adminAccountRoutes, ...settingsRoutes];

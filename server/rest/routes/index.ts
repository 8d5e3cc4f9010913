// The gateway's route table, one file per area. Specific paths come before `/:id` patterns.
import type { RestRoute } from '../route.js';
import { roleRoutes } from './role.routes.js';

export const routes: RestRoute[] = [...roleRoutes];

// The gateway's route table: each module's manifest holds its part (specific paths before `/:id` patterns),
// in the order of modules/shop-modules.ts.
import type { RestRoute } from '../route.js';
import { shopModules } from '../../modules/shop-modules.js';

export const routes: RestRoute[] = shopModules.flatMap((module) => module.routes ?? []);

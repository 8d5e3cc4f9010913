import type { ShopModule } from '../../common/shop-module.js';
import { AppSecret, CostBucket, RevokedToken, Throttle } from './system.entities.js';

export const systemModule: ShopModule = {
  name: 'system',
  entities: [AppSecret, CostBucket, RevokedToken, Throttle],
};

// Public face: what other modules use.
export { loadSecret } from './secrets.js';
export { ThrottleService } from './throttle.service.js';
export type { ThrottleRule } from './throttle.service.js';

import type { ShopModule } from '../../common/shop-module.js';
import { AppSecret, CostBucket, RevokedToken, Throttle } from './system.entities.js';

export const systemModule: ShopModule = {
  name: 'system',
  entities: [AppSecret, CostBucket, RevokedToken, Throttle],
};

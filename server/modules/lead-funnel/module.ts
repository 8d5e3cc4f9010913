import type { ShopModule } from '../../common/shop-module.js';
import { Funnel, FunnelStage } from './funnel.entity.js';
import { FunnelResolver, FunnelStageResolver } from './funnel.resolver.js';

export const leadFunnelModule: ShopModule = {
  name: 'lead-funnel',
  entities: [Funnel, FunnelStage],
  resolvers: [FunnelResolver, FunnelStageResolver],
};

import type { ShopModule } from '../../common/shop-module.js';
import { Broadcast, BroadcastMessage, BroadcastRecipient, ReceiverGroup } from './broadcast.entities.js';
import { BroadcastResolver } from './broadcast.resolver.js';
import { broadcastRoutes } from './broadcast.routes.js';
import { BroadcastMessageResolver } from './message.resolver.js';
import { ReceiverGroupResolver } from './receiver-group.resolver.js';
import './broadcast.job.js'; // registers its job handlers

export const broadcastModule: ShopModule = {
  name: 'broadcast',
  entities: [Broadcast, BroadcastMessage, BroadcastRecipient, ReceiverGroup],
  resolvers: [BroadcastResolver, BroadcastMessageResolver, ReceiverGroupResolver],
  routes: broadcastRoutes,
};

// Public face: what other modules use.

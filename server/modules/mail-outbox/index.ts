import type { ShopModule } from '../../common/shop-module.js';
import { MailOutboxResolver } from './mail-outbox.resolver.js';
import { mailOutboxRoutes } from './mail-outbox.routes.js';

export const mailOutboxModule: ShopModule = {
  name: 'mail-outbox',
  resolvers: [MailOutboxResolver],
  routes: mailOutboxRoutes,
};

// Public face: what other modules use.

import type { ShopModule } from '../../common/shop-module.js';
import { ConsentRecord } from './consent-record.entity.js';
import { NewsletterResolver } from './newsletter.resolver.js';

export const newsletterModule: ShopModule = {
  name: 'newsletter',
  entities: [ConsentRecord],
  resolvers: [NewsletterResolver],
};

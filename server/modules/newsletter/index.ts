import type { ShopModule } from '../../common/shop-module.js';
import { ConsentRecord } from './consent-record.entity.js';
import { NewsletterResolver } from './newsletter.resolver.js';

export const newsletterModule: ShopModule = {
  name: 'newsletter',
  entities: [ConsentRecord],
  resolvers: [NewsletterResolver],
};

// Public face: what other modules use.
export { ConsentSource, recordConsent } from './consent.js';
export { NewsletterService } from './newsletter.service.js';
export { oneClickUnsubscribeUrl, unsubscribeUrl } from './unsubscribe-link.js';

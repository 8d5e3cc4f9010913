import type { ShopModule } from '../../common/shop-module.js';
import { productFeedRoutes } from './feed.routes.js';
import { ProductFeedPush } from './product-feed-push.entity.js';
import { ProductFeedResolver } from './product-feed.resolver.js';
import { resumeProductFeedPush } from './feed-push.job.js'; // registers its job handler too

/**
 * The product feed for agent platforms (issue 45): every visible product and variant as ACP `Product`
 * records, at /acp/feed/products.jsonl for API keys with agentic_checkout, and pushed (PATCH, upserts) to
 * an agent platform's Feed API after catalogue changes.
 */
export const productFeedModule: ShopModule = {
  name: 'product-feed',
  entities: [ProductFeedPush],
  resolvers: [ProductFeedResolver],
  http: productFeedRoutes,
  // The pushes, while a push address is set.
  schedule: (em, config) => resumeProductFeedPush(em, config.productFeedPushEveryMs),
};

// Public face: what other modules use.
export { feedPages, feedProductsByIds } from './feed-source.js';
export type { FeedProduct, FeedVariant } from './feed-record.js';
export { FEED_PATH, METADATA_PATH } from './product-feed.service.js';

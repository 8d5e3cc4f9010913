import type { ShopModule } from '../../common/shop-module.js';
import { Announcement } from './announcement.entity.js';
import { AnnouncementResolver } from './announcement.resolver.js';

export const announcementModule: ShopModule = {
  name: 'announcement',
  entities: [Announcement],
  onStorefrontPages: [Announcement],
  resolvers: [AnnouncementResolver],
  // Every storefront page asks for the bar: visitors share one answer until an announcement or the
  // languages change, or 60 s pass (a window opening or closing is seen within a minute).
  cachedAnswers: [{ fields: ['storefrontAnnouncements'], madeFrom: ['Announcement', 'Setting'], ttlMs: 60_000 }],
};

// Public face: what other modules use.
export { Announcement } from './announcement.entity.js';

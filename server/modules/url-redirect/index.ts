import type { ShopModule } from '../../common/shop-module.js';
import { UrlRedirect } from './url-redirect.entity.js';

/** An old address of a page, product, category or blog entry answers with a redirect to its new one. */
export const urlRedirectModule: ShopModule = {
  name: 'url-redirect',
  entities: [UrlRedirect],
  onStorefrontPages: [UrlRedirect],
};

// Public face: what other modules use.
export { recordUrlChange, redirectTarget } from './url-redirects.js';
export type { RedirectKind } from './url-redirects.js';

import type { ShopModule } from '../../common/shop-module.js';
import { OAuthRecord } from './oauth-record.entity.js';
import { oauthRouter } from './oauth.http.js';

/** The shop's OAuth authorization server, through which agents act on /mcp/admin as a signed-in staff member. */
export const oauthModule: ShopModule = {
  name: 'oauth',
  entities: [OAuthRecord],
  http: oauthRouter,
};

// Public face: what other modules use.
export { authenticateOAuthToken, isAdminResourceRequest, oauthAccessTokenOf } from './access-token.js';
export { ADMIN_RESOURCE_PATH, ADMIN_SCOPE, adminResourceMetadataUrl, adminResourceOf, issuerOf } from './oauth-urls.js';

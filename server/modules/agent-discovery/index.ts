import type { ShopModule } from '../../common/shop-module.js';
import { agentDiscoveryRoutes } from './agent-discovery.routes.js';

/**
 * What agents read before a page (issue 44): `/llms.txt` and `/.well-known/ai-catalog.json`. The robots.txt
 * `Agentmap:` line and the pages' `<link rel="ai-catalog">` are the seo module's (they name AGENT_PATHS).
 */
export const agentDiscoveryModule: ShopModule = {
  name: 'agent-discovery',
  http: agentDiscoveryRoutes,
};

// Public face: the paths other modules point at.
export { AGENT_PATHS } from './agent-texts.js';

import type { ShopModule } from '../../common/shop-module.js';
import { mcpEndpoints } from './mcp-router.js';

/** The Model Context Protocol endpoints: /mcp/shop (shoppers and guests) and /mcp/admin (staff), over the shop's own operations. */
export const mcpModule: ShopModule = {
  name: 'mcp',
  endpoints: mcpEndpoints,
};

// Public face: the resource /mcp/admin's protected-resource metadata describes (RFC 9728).
export { adminResourceMetadata } from './mcp-router.js';

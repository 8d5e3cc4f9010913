import type { McpTool } from '../../tool.js';
import { catalogueTools } from './catalogue.js';
import { cartTools } from './cart.js';
import { checkoutTools } from './checkout.js';
import { accountTools } from './account.js';
import { contentTools } from './content.js';

/** The tools of /mcp/shop, in the order tools/list shows them. */
export const shopTools: readonly McpTool[] = [...catalogueTools, ...cartTools, ...checkoutTools, ...accountTools, ...contentTools];

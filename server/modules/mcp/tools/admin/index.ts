import type { McpTool } from '../../tool.js';
import { orderTools } from './orders.js';
import { customerTools } from './customers.js';
import { productTools } from './products.js';
import { stockTools } from './stock.js';
import { promotionTools } from './promotions.js';
import { reportTools } from './reports.js';
import { leadTools } from './leads.js';
import { posTools } from './pos.js';

/** The tools of /mcp/admin; each caller sees those whose GraphQL field their role may call. */
export const adminTools: readonly McpTool[] = [
  ...orderTools,
  ...customerTools,
  ...productTools,
  ...stockTools,
  ...promotionTools,
  ...reportTools,
  ...leadTools,
  ...posTools,
];

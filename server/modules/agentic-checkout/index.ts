import type { ShopModule } from '../../common/shop-module.js';
import { AgenticCheckoutSettingsResolver } from './acp-config.resolver.js';
import { AcpCheckoutSession, AgenticCheckoutConfig } from './acp-session.entity.js';
import { acpRouter } from './acp.router.js';
import './acp-webhooks.js'; // registers the ACP order events and follows agents' orders
import './acp-purge.job.js'; // registers the purge of old idempotency keys

/**
 * Agentic checkout (issue 45): AI agents' platforms buy from the shop through the Agentic Commerce
 * Protocol (ACP 2026-04-17), on the same stock, prices and payments as every other sale.
 */
export const agenticCheckoutModule: ShopModule = {
  name: 'agentic-checkout',
  entities: [AcpCheckoutSession, AgenticCheckoutConfig],
  resolvers: [AgenticCheckoutSettingsResolver],
  http: acpRouter,
};

import type { EntityManager } from '@mikro-orm/postgresql';
import { acceptedCurrencies } from '../pricing/index.js';
import { readSettingsGroup } from '../settings/index.js';
import { ACP_VERSION, SUPPORTED_VERSIONS } from './acp-protocol.js';
import { DISCOUNT_EXTENSION } from './acp-view.js';

/** `en_us` (the shop's language codes) as a BCP 47 tag: `en-US`. */
const bcp47 = (code: string) => code.replace(/_([a-z]+)$/i, (_, region: string) => `-${region.toUpperCase()}`);

/**
 * GET /.well-known/acp.json (ACP discovery, DiscoveryResponse): the protocol version, where the REST
 * API is, and what the shop offers: checkout with the discount extension, 3-D Secure, the currencies
 * it takes (lower case) and the languages it answers in. The same for every caller.
 */
export async function discoveryDocument(em: EntityManager, publicUrl: string): Promise<Record<string, unknown>> {
  const currencies = await acceptedCurrencies(em);
  const basic = await readSettingsGroup(em, 'basic');
  const { extends: _extends, ...extension } = DISCOUNT_EXTENSION;
  return {
    protocol: { name: 'acp', version: ACP_VERSION, supported_versions: [...SUPPORTED_VERSIONS], documentation_url: 'https://agenticcommerce.dev' },
    api_base_url: `${publicUrl.replace(/\/+$/, '')}/acp`,
    transports: ['rest'],
    capabilities: {
      services: ['checkout'],
      extensions: [extension],
      intervention_types: ['3ds'],
      supported_currencies: [...new Set(currencies.map((c) => c.identifier.toLowerCase()))],
      supported_locales: [...new Set(basic.supportedLanguages.map(bcp47))],
    },
  };
}

import { AGENT_PATHS, agentText } from './agent-texts.js';
import type { ShopOutline } from './shop-outline.js';

/** The media types of Agentic Resource Discovery 1.0 entries used here. */
const MCP_SERVER_CARD = 'application/mcp-server-card+json';
const AI_CATALOG = 'application/ai-catalog+json';

/** One entry of an ai-catalog (ARD 1.0): exactly one of `url` or `data`. */
export interface CatalogEntry {
  identifier: string;
  displayName: string;
  type: string;
  url?: string;
  data?: Record<string, unknown>;
  description?: string;
  tags?: string[];
  representativeQueries?: string[];
  metadata?: Record<string, string | number | boolean | null>;
}

export interface AiCatalog {
  specVersion: '1.0';
  host: { displayName: string; documentationUrl?: string };
  entries: CatalogEntry[];
}

/** The URN publisher: the shop's host name (letters, digits, dots and hyphens, as the URN pattern takes). */
export function publisherOf(base: string): string {
  return new URL(base).hostname.replace(/[^a-zA-Z0-9.-]/g, '-') || 'shop';
}

/**
 * /.well-known/ai-catalog.json (Agentic Resource Discovery 1.0): the shop's MCP server (its server card
 * inline, pointing at the Streamable HTTP endpoint) and a nested catalogue of its programming interfaces
 * (GraphQL, REST, the Agentic Commerce Protocol). Every URL absolute; texts in the shop's main language.
 */
export function aiCatalog(outline: ShopOutline, base: string, version: string): AiCatalog {
  const t = (id: string) => agentText(outline.language, id, { name: outline.name });
  const urn = (...parts: string[]) => ['urn:air', publisherOf(base), ...parts].join(':');
  const queries = (...ids: string[]) => ids.map(t);
  const mcpCard = {
    $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
    name: `${publisherOf(base).split('.').reverse().join('.')}/shop`,
    title: t('mcpTitle'),
    description: t('mcpNote'),
    version,
    remotes: [{ type: 'streamable-http', url: `${base}${AGENT_PATHS.mcp}` }],
  };
  const apis: AiCatalog = {
    specVersion: '1.0',
    host: { displayName: outline.name, documentationUrl: `${base}${AGENT_PATHS.llmsTxt}` },
    entries: [
      {
        identifier: urn('api', 'graphql'),
        displayName: t('graphqlTitle'),
        type: 'application/graphql-response+json',
        url: `${base}${AGENT_PATHS.graphql}`,
        description: t('graphqlNote'),
        tags: ['graphql', 'api', 'commerce'],
        representativeQueries: queries('graphqlQuery1', 'graphqlQuery2'),
        metadata: { method: 'POST', introspection: true },
      },
      {
        identifier: urn('api', 'rest'),
        displayName: t('restTitle'),
        type: 'application/json',
        url: `${base}${AGENT_PATHS.restRoutes}`,
        description: t('restNote'),
        tags: ['rest', 'api', 'commerce'],
        representativeQueries: queries('restQuery1', 'restQuery2'),
        metadata: { basePath: `${base}/api` },
      },
      {
        identifier: urn('api', 'acp'),
        displayName: t('acpTitle'),
        type: 'application/json',
        url: `${base}${AGENT_PATHS.acp}`,
        description: t('acpNote'),
        tags: ['acp', 'checkout', 'commerce'],
        representativeQueries: queries('acpQuery1', 'acpQuery2'),
      },
    ],
  };
  return {
    specVersion: '1.0',
    host: { displayName: outline.name, documentationUrl: `${base}${AGENT_PATHS.llmsTxt}` },
    entries: [
      {
        identifier: urn('shop', 'mcp'),
        displayName: t('mcpTitle'),
        type: MCP_SERVER_CARD,
        data: mcpCard,
        description: t('mcpNote'),
        tags: ['mcp', 'shopping', 'commerce'],
        representativeQueries: queries('mcpQuery1', 'mcpQuery2', 'mcpQuery3', 'mcpQuery4'),
        metadata: { endpoint: `${base}${AGENT_PATHS.mcp}`, transport: 'streamable-http' },
      },
      {
        identifier: urn('shop', 'apis'),
        displayName: t('apisTitle'),
        type: AI_CATALOG,
        data: apis as unknown as Record<string, unknown>,
        description: t('apisNote'),
        tags: ['api', 'graphql', 'rest', 'acp'],
        representativeQueries: queries('graphqlQuery1', 'restQuery1', 'acpQuery1'),
      },
    ],
  };
}

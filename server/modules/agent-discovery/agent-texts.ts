import { catalogue, mailLocale } from '../../mail/mail-templates.js';

/** The addresses agents are pointed at, relative to PUBLIC_URL (the MCP and ACP endpoints are their own modules'). */
export const AGENT_PATHS = {
  llmsTxt: '/llms.txt',
  aiCatalog: '/.well-known/ai-catalog.json',
  mcp: '/mcp/shop',
  acp: '/.well-known/acp.json',
  graphql: '/graphql',
  restRoutes: '/api/routes',
  sitemap: '/sitemap.xml',
  stores: '/stores',
} as const;

/** The shop's base address without a trailing slash: every URL an agent is given is absolute. */
export const baseUrl = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** A `llms.*` text of i18n/ in a content language (en_us, zh_hk), `{name}` values filled in. */
export function agentText(language: string, id: string, values: Record<string, string> = {}): string {
  const messages = catalogue(mailLocale(language));
  const text = messages[`llms.${id}`] ?? catalogue(mailLocale(null))[`llms.${id}`] ?? id;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

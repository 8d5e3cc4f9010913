import { AGENT_PATHS, agentText } from './agent-texts.js';
import type { OutlineLink, ShopOutline } from './shop-outline.js';

/** A text as Markdown link text or a note: one line, no brackets that would end the link. */
function inline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/([[\]\\])/g, '\\$1')
    .trim();
}

const item = (title: string, url: string, note?: string) => `- [${inline(title)}](${url})${note ? `: ${inline(note)}` : ''}`;

function section(title: string, lines: string[]): string[] {
  return lines.length ? [`## ${title}`, '', ...lines, ''] : [];
}

/**
 * /llms.txt (llmstxt.org): the shop's name as H1, a `>` summary, then `##` sections of links: the top
 * categories, the pages (policies, about), the stores, and where agents and programs talk to the shop.
 * In the shop's main language; every URL absolute.
 */
export function llmsTxt(outline: ShopOutline, base: string): string {
  const t = (id: string, values?: Record<string, string>) => agentText(outline.language, id, values);
  const link = (links: OutlineLink[]) => links.map((l) => item(l.title, `${base}${l.path}`));
  const stores = outline.stores.map((store) => item(store.name, `${base}${AGENT_PATHS.stores}`, store.address));
  return [
    `# ${inline(outline.name)}`,
    '',
    `> ${inline(t('summary', { name: outline.name }))}`,
    '',
    t('searchHint', { url: `${base}/search/` }),
    '',
    ...section(t('categories'), link(outline.categories)),
    ...section(t('pages'), link(outline.pages)),
    ...section(t('stores'), stores),
    ...section(t('agents'), [
      item(t('mcpTitle'), `${base}${AGENT_PATHS.mcp}`, t('mcpNote')),
      item(t('acpTitle'), `${base}${AGENT_PATHS.acp}`, t('acpNote')),
      item(t('catalogTitle'), `${base}${AGENT_PATHS.aiCatalog}`, t('catalogNote')),
    ]),
    ...section(t('apis'), [
      item(t('graphqlTitle'), `${base}${AGENT_PATHS.graphql}`, t('graphqlNote')),
      item(t('restTitle'), `${base}${AGENT_PATHS.restRoutes}`, t('restNote')),
      item(t('sitemapTitle'), `${base}${AGENT_PATHS.sitemap}`, t('sitemapNote')),
    ]),
  ].join('\n');
}

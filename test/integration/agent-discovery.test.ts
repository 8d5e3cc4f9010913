// Lighthouse's own port of the ARD conformance test (its `ard-schema` audit runs the same checks).
import { ConformanceTester } from 'lighthouse/third-party/ard/ard.js';
import { pageSite } from './page-site.js';
import { TestShop, unique } from '../support/shop.js';
import { makeCatalogue, type Catalogue } from './product-fixtures.js';

const TEMPLATE = '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>';

/** Every string value of a JSON document that looks like a URL (http:, https: or a path). */
function urlsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /url|endpoint|basePath/i.test(key) || /^(https?:|\/)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => urlsOf(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (k === '$schema' ? [] : urlsOf(v, k)));
  return [];
}

/** The ARD conformance checks of one manifest: errors and warnings (Lighthouse scores 1 only with neither). */
function conformance(manifest: unknown): string[] {
  const tester = new ConformanceTester();
  tester.validate_manifest(JSON.stringify(manifest), 'ai-catalog.json');
  return [...tester.errors, ...tester.warnings].map((issue: { element: string; message: string }) => `${issue.element}: ${issue.message}`);
}

describe('what agents read first: /llms.txt, /.well-known/ai-catalog.json, robots.txt and the pages head', () => {
  let shop: TestShop;
  let token: string;
  let cat: Catalogue;
  const base = () => shop.config.publicUrl.replace(/\/+$/, '');
  const get = (pathname: string) => fetch(`${shop.url}${pathname}`, { redirect: 'manual', headers: { connection: 'close' } });

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
    cat = await makeCatalogue(shop);
  });
  afterAll(() => shop.close());

  it('llms.txt: Markdown with the shop name as H1, a summary and sections of absolute links; a new page shows at once', async () => {
    const pageUrl = unique('agents-returns-').toLowerCase();
    const before = await get('/llms.txt');
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(before.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await before.text()).not.toContain(`/page/${pageUrl}`);

    const created = await shop.rest('POST', '/api/admin/page', { title: 'Returns [policy]', url: pageUrl, content: '<p>30 days</p>' }, token);
    expect(created.status).toBe(201);
    const store = await shop.gql(
      'mutation($input: StoreInput!) { createStore(input: $input, language: "en_us") { id } }',
      { input: { name: unique('Pier branch '), address: '1 Pier Road', warehouseId: cat.warehouses.a } },
      token,
    );
    expect(store.errors).toBeUndefined();

    const text = await (await get('/llms.txt')).text();
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^# \S/);
    const settings = await shop.gql<{ publicConfig: { name: string } }>('{ publicConfig { name } }');
    expect(lines[0]).toBe(`# ${settings.data!.publicConfig.name}`);
    expect(lines[2]).toMatch(/^> .{50,}/);
    for (const heading of ['## Categories', '## Pages and policies', '## Stores', '## For agents', '## APIs']) expect(lines).toContain(heading);
    // The top category of the menu, the page (its brackets escaped), the store, the endpoints.
    expect(text).toContain(`](${base()}/category/${cat.category.url})`);
    expect(text).toContain(`- [Returns \\[policy\\]](${base()}/page/${pageUrl})`);
    expect(text).toMatch(/- \[Pier branch [^\]]+\]\([^)]+\/stores\): 1 Pier Road/);
    expect(text).toContain(`](${base()}/mcp/shop)`);
    expect(text).toContain(`](${base()}/.well-known/acp.json)`);
    expect(text).toContain(`](${base()}/.well-known/ai-catalog.json)`);
    expect(text).toContain(`](${base()}/graphql)`);
    expect(text).toContain(`](${base()}/api/routes)`);
    const links = [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(8);
    for (const link of links) expect(link.startsWith(`${base()}/`)).toBe(true);
    // The subcategory is not a top category.
    expect(text).not.toContain(`/category/${cat.subcategory.url})`);
  });

  it('ai-catalog.json: ARD 1.0 with no error or warning, absolute URLs, the MCP server and a nested catalogue of the APIs', async () => {
    const answer = await get('/.well-known/ai-catalog.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const catalog = (await answer.json()) as Record<string, any>;
    expect(Object.keys(catalog).sort()).toEqual(['entries', 'host', 'specVersion']);
    expect(catalog.specVersion).toBe('1.0');
    expect(typeof catalog.host.displayName).toBe('string');
    expect(conformance(catalog)).toEqual([]);

    const publisher = new URL(base()).hostname;
    const mcp = catalog.entries.find((entry: any) => entry.type === 'application/mcp-server-card+json');
    expect(mcp.identifier).toBe(`urn:air:${publisher}:shop:mcp`);
    expect(mcp.representativeQueries.length).toBeGreaterThanOrEqual(2);
    expect(mcp.representativeQueries.length).toBeLessThanOrEqual(5);
    expect(mcp.data.remotes).toEqual([{ type: 'streamable-http', url: `${base()}/mcp/shop` }]);
    expect('url' in mcp).toBe(false);

    const apis = catalog.entries.find((entry: any) => entry.type === 'application/ai-catalog+json');
    // The APIs' own media types are not discovery types (a warning, and Lighthouse checks the root only).
    expect(conformance(apis.data).filter((issue) => !issue.includes('is not one of standard discovery types'))).toEqual([]);
    const urls = Object.fromEntries(apis.data.entries.map((entry: any) => [entry.identifier, entry.url]));
    expect(urls).toEqual({
      [`urn:air:${publisher}:api:graphql`]: `${base()}/graphql`,
      [`urn:air:${publisher}:api:rest`]: `${base()}/api/routes`,
      [`urn:air:${publisher}:api:acp`]: `${base()}/.well-known/acp.json`,
    });
    for (const entry of [...catalog.entries, ...apis.data.entries]) expect(('url' in entry ? 1 : 0) + ('data' in entry ? 1 : 0)).toBe(1);
    const all = urlsOf(catalog);
    expect(all.length).toBeGreaterThan(5);
    for (const url of all) expect(url.startsWith(`${base()}/`)).toBe(true);
  });

  it('the checks fail a catalogue that breaks the rules (so the test above can fail)', () => {
    expect(
      conformance({ specVersion: '1.0', entries: [{ identifier: 'mcp', displayName: 'x', type: 'application/mcp-server-card+json' }], extra: 1 }),
    ).toHaveLength(4);
  });

  it('robots.txt names the catalogue (Agentmap) and every storefront page links it in its head', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`\nAgentmap: ${base()}/.well-known/ai-catalog.json\n`);

    const site = await pageSite(shop, TEMPLATE);
    try {
      for (const pathname of ['/', `/category/${cat.category.url}`, '/stores', '/cart']) {
        const html = await (await fetch(`${site.url}${pathname}`, { headers: { connection: 'close' } })).text();
        expect(html).toContain('<link rel="ai-catalog" href="/.well-known/ai-catalog.json">');
      }
    } finally {
      await site.close();
    }
  });
});

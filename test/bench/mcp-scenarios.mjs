// Issue 44: what an MCP tool call costs beyond the GraphQL operation it runs. The same product search,
// once as the operation of the search_products tool on /graphql and once as that tool called on
// /mcp/shop (stateless Streamable HTTP: a server and a transport per POST, the output schema checked);
// run.mjs prints the difference of the two p95s beside its target (+2 ms). Both names hold "mcp", so
// that BENCH_ONLY=mcp runs the pair. At 1 connection the difference is a call's own cost, as one agent
// sees it; at 10 each call also waits behind the others' extra work, which adds to its p95 about once
// per call in flight. Those rows run one after the other, and on a shared machine the load between
// them moves a p95 by more than the target; so mcpFigures, printed after the table, also times the two
// one call at a time in turns (lib/load.mjs alternating), where the load lands on both alike.
import { alternating, percentile } from './lib/load.mjs';
import { ms, table } from './lib/table.mjs';
import { pickCatalogue } from './scenarios.mjs';

/** The search_products tool's operation (server/modules/mcp/tools/shop/catalogue.ts), word for word. */
const SEARCH = `query McpSearchProducts($input: SearchProductsInput!, $language: String) { searchProducts(input: $input, language: $language) { items { id name url sku price specialPrice available images } page perPage totalItems totalExact } }`;

const TARGET_MS = 2;
const MCP_HEADERS = { accept: 'application/json, text/event-stream' };

const searchBody = (keyword) => ({ query: SEARCH, variables: { input: { keyword, perPage: 24 }, language: 'en_us' } });

const toolCall = (keyword) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'search_products', arguments: { keyword, perPage: 24, language: 'en_us' } },
});

export const mcpScenarios = [
  {
    name: 'POST /graphql searchProducts (the MCP search_products tool operation)',
    method: 'POST',
    path: '/graphql',
    graphql: true,
    connections: [1, 10],
    deltaBase: 'mcp-search',
    async setup(ctx) {
      const { keywords } = await pickCatalogue(ctx);
      return { body: searchBody(keywords.en_us) };
    },
  },
  {
    name: 'POST /mcp/shop tools/call search_products',
    method: 'POST',
    path: '/mcp/shop',
    headers: MCP_HEADERS,
    connections: [1, 10],
    deltaOf: 'mcp-search',
    deltaTargetMs: TARGET_MS,
    async setup(ctx) {
      const { keywords } = await pickCatalogue(ctx);
      const body = toolCall(keywords.en_us);
      await callTool(ctx, body);
      return { body };
    },
  },
];

/** The tool call, refused unless it answers products (a tool error is a 200 too). */
async function callTool(ctx, body) {
  const answer = await ctx.request('POST', '/mcp/shop', { body, headers: MCP_HEADERS });
  if (answer.status !== 200 || answer.body?.result?.isError || !answer.body?.result?.structuredContent?.items?.length) {
    throw new Error(`tools/call search_products did not answer products (${answer.status} ${JSON.stringify(answer.body).slice(0, 200)})`);
  }
}

async function search(ctx, body) {
  const answer = await ctx.request('POST', '/graphql', { body });
  if (answer.status !== 200 || answer.body?.errors) throw new Error(`searchProducts failed (${answer.status} ${JSON.stringify(answer.body).slice(0, 200)})`);
}

/** The pair `times` over, one call at a time, in turns: p50 and p95 of each and their differences, the p95's beside the target. */
export async function mcpFigures(ctx, times = 1000) {
  const { keywords } = await pickCatalogue(ctx);
  const [graphql, mcp] = await alternating(times, [() => search(ctx, searchBody(keywords.en_us)), () => callTool(ctx, toolCall(keywords.en_us))]);
  const row = (p, target) => {
    const [a, b] = [percentile(graphql, p), percentile(mcp, p)];
    const difference = `${b >= a ? '+' : ''}${(b - a).toFixed(2)} ms`;
    return [`p${p}`, ms(a), ms(b), difference, target ? `<= +${TARGET_MS} ms` : '', target ? (b - a <= TARGET_MS ? 'met' : 'NOT MET') : ''];
  };
  console.log(`\nMCP tool call vs its GraphQL operation (issue 44): search_products, ${times} of each, one at a time, alternating\n`);
  console.log(table(['', 'GraphQL ms', 'MCP ms', 'difference', 'target', ''], [row(50, false), row(95, true)], ['l', 'r', 'r', 'r', 'l', 'l']));
}

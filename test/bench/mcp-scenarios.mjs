// Issue 44: what an MCP tool call costs beyond the GraphQL operation it runs. The same product search,
// once as the operation of the search_products tool on /graphql and once as that tool called on
// /mcp/shop (stateless Streamable HTTP: a server and a transport per POST, the output schema checked);
// run.mjs prints the difference of the two p95s beside its target (+2 ms). Both names hold "mcp", so
// that BENCH_ONLY=mcp runs the pair. At 1 connection the difference is a call's own cost, as one agent
// sees it; at 10 each call also waits behind the others' extra work, which adds to its p95 about once
// per call in flight.
import { pickCatalogue } from './scenarios.mjs';

/** The search_products tool's operation (server/modules/mcp/tools/shop/catalogue.ts), word for word. */
const SEARCH = `query McpSearchProducts($input: SearchProductsInput!, $language: String) { searchProducts(input: $input, language: $language) { items { id name url sku price specialPrice available images } page perPage totalItems totalExact } }`;

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
      return { body: { query: SEARCH, variables: { input: { keyword: keywords.en_us, perPage: 24 }, language: 'en_us' } } };
    },
  },
  {
    name: 'POST /mcp/shop tools/call search_products',
    method: 'POST',
    path: '/mcp/shop',
    headers: { accept: 'application/json, text/event-stream' },
    connections: [1, 10],
    deltaOf: 'mcp-search',
    deltaTargetMs: 2,
    async setup(ctx) {
      const { keywords } = await pickCatalogue(ctx);
      const body = toolCall(keywords.en_us);
      // A tool error is a 200 too: check once that the call answers products.
      const probe = await ctx.request('POST', '/mcp/shop', { body, headers: { accept: 'application/json, text/event-stream' } });
      if (probe.status !== 200 || probe.body?.result?.isError || !probe.body?.result?.structuredContent?.items?.length) {
        throw new Error(`tools/call search_products did not answer products (${probe.status} ${JSON.stringify(probe.body).slice(0, 200)})`);
      }
      return { body };
    },
  },
];

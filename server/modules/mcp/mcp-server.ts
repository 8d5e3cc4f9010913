import type { ApolloServer } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { z } from 'zod';
import { rootFieldGuards } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { log } from '../../observability/logger.js';
import { toolOutput } from './output-schema.js';
import { errorCode, mayCall, runTool, toolError, type PreparedTool } from './run-tool.js';
import type { McpEndpoint, McpTool } from './tool.js';

const CONFIRM = z
  .boolean()
  .optional()
  .describe('Must be true for anything to happen: this cannot be undone. Ask the user first; without it the tool only says what it would need.');

/**
 * The SDK's JSON Schema validator (it checks what a client answers to an elicitation, which these servers
 * never ask), one for the process: left to the SDK, every request's server would build an Ajv instance
 * with its formats, the largest part of a call's own cost.
 */
const jsonSchemaValidator = new AjvJsonSchemaValidator();

/** Every tool of an endpoint with its guard and output schema, checked against the schema once at start. */
export function prepareTools(schema: GraphQLSchema, tools: readonly McpTool[]): PreparedTool[] {
  const guards = rootFieldGuards();
  const names = new Set<string>();
  return tools.map((tool) => {
    if (names.has(tool.name)) throw new Error(`MCP tool ${tool.name} is defined twice`);
    names.add(tool.name);
    const guard = guards.get(tool.field);
    if (!guard) throw new Error(`MCP tool ${tool.name}: GraphQL field ${tool.field} has no guard`);
    const output = toolOutput(schema, tool.document, tool.field);
    if (tool.finishOutput) output.schema = output.schema.extend(tool.finishOutput);
    // The schemas are made once here, not for every request's server (a zod object costs to build).
    const input = z.object(tool.confirm ? { ...tool.input, confirm: CONFIRM } : tool.input);
    return { tool, guard, input, output };
  });
}

/** Who called, for the log: `admin:<id>` (with the key's id), `customer:<id>` or `anonymous`. */
export function principalLabel(ctx: AppContext): string {
  const principal = ctx.principal;
  if (!principal) return 'anonymous';
  if (principal.kind === 'admin' && principal.apiKey) return `admin:${principal.id}:key:${principal.apiKey.id}`;
  return `${principal.kind}:${principal.id}`;
}

/** A tool call as the request's log line tells it (never its arguments or answer). */
export interface ToolCallRecord {
  tool: string;
  ok: boolean;
  code?: string;
  ms: number;
}

export interface RequestServer {
  endpoint: McpEndpoint;
  apollo: ApolloServer<AppContext>;
  tools: readonly PreparedTool[];
  ctx: AppContext;
  requestId: string;
  /**
   * A tools/call request's tool: only it is registered (tools/list needs them all), and without its
   * output schema (see below).
   */
  only?: string;
  /** Each call, as it ends (the request's log line lists them). */
  onCall(call: ToolCallRecord): void;
}

/**
 * The MCP server of one request (stateless Streamable HTTP): the tools this caller may call, and only
 * those, so tools/list shows a caller what their role allows and a call to any other is unknown.
 */
export function requestServer({ endpoint, apollo, tools, ctx, requestId, only, onCall }: RequestServer): McpServer {
  const server = new McpServer(
    { name: `shop-${endpoint}`, title: endpoint === 'shop' ? 'Shop' : 'Shop back office', version: '1.0.0' },
    {
      capabilities: { tools: { listChanged: false } },
      jsonSchemaValidator,
      instructions:
        endpoint === 'shop'
          ? 'Browse the catalogue, fill a cart and check out as the signed-in shopper (Authorization: Bearer <shopper token>) or as a guest. A guest cart is kept by its cartId: pass the cartId a cart tool answered to every later cart and checkout tool.'
          : "The shop's back office, acting with the caller's role: only the tools the role may call are listed.",
    },
  );
  const principal = principalLabel(ctx);
  for (const prepared of tools) {
    const { tool, input, output } = prepared;
    if (only !== undefined && tool.name !== only) continue;
    if (!mayCall(ctx, prepared)) continue;
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.confirm ? `${tool.description} Destructive: does nothing unless confirm is true.` : tool.description,
        inputSchema: input,
        // The SDK checks a call's answer against the output schema it was registered with, which costs a
        // tenth of what a call adds to its operation (issue 44's bench). The answer is the operation's data,
        // whose GraphQL types the schema is made from (output-schema.ts), so a single call's server goes
        // without it; tools/list shows it, and the tests' SDK clients check every answer against it.
        outputSchema: only === undefined ? output.schema : undefined,
        annotations: { title: tool.title, ...tool.hints },
      },
      async (args: Record<string, unknown>) => {
        const started = process.hrtime.bigint();
        let result;
        try {
          result = await runTool(apollo, prepared, args, ctx);
        } catch (error) {
          log.error({ req_id: requestId, err: error, tool: tool.name, principal }, 'mcp tool failed');
          result = toolError('INTERNAL_SERVER_ERROR', 'Internal server error');
        }
        const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
        const code = errorCode(result);
        onCall({ tool: tool.name, ok: !result.isError, ...(code ? { code } : {}), ms });
        return result;
      },
    );
  }
  // tools/list answers [] to a caller who may call none (the SDK sets its handlers with the first tool),
  // and the list never changes within a request's server: no list_changed notifications.
  (server as unknown as { setToolRequestHandlers(): void }).setToolRequestHandlers();
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}

import type { ApolloServer } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { ErrorCode, McpError, type CallToolResult, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { rootFieldGuards } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { log } from '../../observability/logger.js';
import { toolOutput } from './output-schema.js';
import { errorCode, mayCall, runTool, structuredJson, toolError, type PreparedTool } from './run-tool.js';
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

/** One POST's caller: the request's context (who, language, budget), its id, and where its calls are told. */
export interface Caller {
  ctx: AppContext;
  requestId: string;
  principal: string;
  /** Each call, as it ends (the request's log line lists them). */
  onCall(call: ToolCallRecord): void;
}

function newServer(endpoint: McpEndpoint): McpServer {
  return new McpServer(
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
}

/** What tools/list says of a tool; `withOutput`: its output schema too (see callServer). */
function toolConfig({ tool, input, output }: PreparedTool, withOutput: boolean) {
  return {
    title: tool.title,
    description: tool.confirm ? `${tool.description} Destructive: does nothing unless confirm is true.` : tool.description,
    inputSchema: input,
    outputSchema: withOutput ? output.schema : undefined,
    annotations: { title: tool.title, ...tool.hints },
  };
}

/** A tool called by a caller: its operation run, timed, a failure logged as the shop's error, the call told. */
async function callTool(apollo: ApolloServer<AppContext>, prepared: PreparedTool, args: Record<string, unknown>, caller: Caller): Promise<CallToolResult> {
  const name = prepared.tool.name;
  const started = process.hrtime.bigint();
  let result;
  try {
    result = await runTool(apollo, prepared, args, caller.ctx);
  } catch (error) {
    log.error({ req_id: caller.requestId, err: error, tool: name, principal: caller.principal }, 'mcp tool failed');
    result = toolError('INTERNAL_SERVER_ERROR', 'Internal server error');
  }
  const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
  const code = errorCode(result);
  caller.onCall({ tool: name, ok: !result.isError, ...(code ? { code } : {}), ms });
  return result;
}

/**
 * The MCP server of one POST (stateless Streamable HTTP) that is not a single tool call: initialize,
 * tools/list, pings, batches. It holds the tools this caller may call, and only those, so tools/list
 * shows a caller what their role allows and a call to any other is unknown.
 */
export function requestServer(endpoint: McpEndpoint, apollo: ApolloServer<AppContext>, tools: readonly PreparedTool[], caller: Caller): McpServer {
  const server = newServer(endpoint);
  for (const prepared of tools) {
    if (!mayCall(caller.ctx, prepared)) continue;
    server.registerTool(prepared.tool.name, toolConfig(prepared, true), (args: Record<string, unknown>) => callTool(apollo, prepared, args, caller));
  }
  // tools/list answers [] to a caller who may call none (the SDK sets its handlers with the first tool),
  // and the list never changes within a request's server: no list_changed notifications.
  (server as unknown as { setToolRequestHandlers(): void }).setToolRequestHandlers();
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}

/** A tools/call on an endpoint's call server: who called; once answered, its structured content as JSON. */
export interface PendingCall {
  caller: Caller;
  structuredJson?: string;
}

/**
 * The server of an endpoint's single tool calls, made once at start (what agents repeat: a server and
 * its tools registered for every call was most of what a call cost beyond its operation, issue 44's
 * bench). Each call finds its caller by the request id its transport gave it (call-transport.ts), and a
 * tool that caller may not call is unknown to them, in the very words of a server without it. Tools are
 * registered without their output schema: the SDK would check every answer against it, a tenth of a
 * call's own cost; the answer is the operation's data, whose GraphQL types the schema is made from
 * (output-schema.ts). tools/list (a request server) shows it, and the tests' SDK clients check every
 * answer against it.
 */
export function callServer(
  endpoint: McpEndpoint,
  apollo: ApolloServer<AppContext>,
  tools: readonly PreparedTool[],
  pendingCall: (id: RequestId) => PendingCall | undefined,
): McpServer {
  const server = newServer(endpoint);
  for (const prepared of tools) {
    const name = prepared.tool.name;
    server.registerTool(name, toolConfig(prepared, false), async (args: Record<string, unknown>, extra) => {
      const call = pendingCall(extra.requestId);
      if (!call) throw new McpError(ErrorCode.ConnectionClosed, 'The client closed the connection');
      if (!mayCall(call.caller.ctx, prepared)) throw new McpError(ErrorCode.InvalidParams, `Tool ${name} not found`);
      const result = await callTool(apollo, prepared, args, call.caller);
      call.structuredJson = structuredJson(result);
      return result;
    });
  }
  return server;
}

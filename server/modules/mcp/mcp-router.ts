import type express from 'express';
import type { Request, Response } from 'express';
import type { ModuleEndpoint, ModuleHttpDeps } from '../../common/shop-module.js';
import type { AppContext } from '../../common/context.js';
import { jsonBody } from '../../rest/body.js';
import type { JSONRPCMessage, JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import { readPost, refuse, StatelessJsonTransport } from './json-transport.js';
import { CallTransport } from './call-transport.js';
import { addToRequestLine } from '../../observability/request-log.js';
import { callServer, prepareTools, principalLabel, requestServer, type Caller, type ToolCallRecord } from './mcp-server.js';
import { mayCall, type PreparedTool } from './run-tool.js';
import type { McpEndpoint } from './tool.js';
import { shopTools } from './tools/shop/index.js';
import { adminTools } from './tools/admin/index.js';

/** RFC 9728: where a client finds how to get a token for /mcp/admin (the OAuth part serves the document). */
export const adminResourceMetadata = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/.well-known/oauth-protected-resource/mcp/admin`;

function jsonRpcError(res: Response, status: number, message: string): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });
}

/**
 * /mcp/admin is for staff: without a credential (or with a bad one) 401 with the `WWW-Authenticate`
 * the MCP authorization spec names, before any body is read; a shopper's token is not a staff token.
 */
function staffOnly(publicUrl: string) {
  const challenge = `Bearer resource_metadata="${adminResourceMetadata(publicUrl)}"`;
  return (req: Request, res: Response, next: express.NextFunction) => {
    const principal = (res.locals.ctx as AppContext).principal;
    if (principal?.kind === 'admin') {
      res.removeHeader('WWW-Authenticate');
      return next();
    }
    const sent = Boolean(req.headers.authorization || req.headers['x-api-key']);
    res.setHeader('WWW-Authenticate', sent ? `${challenge}, error="invalid_token", error_description="A staff token or API key is needed"` : challenge);
    jsonRpcError(res, 401, 'Unauthenticated');
  };
}

/**
 * DNS rebinding (MCP transports, security): a page of another site that reaches this server under a
 * name of its own sends its Origin; only the shop's own origin (PUBLIC_URL) is let in. Agents that are
 * not browsers send no Origin.
 */
function ownOrigin(publicUrl: string) {
  const own = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: express.NextFunction) => {
    const origin = req.headers.origin;
    if (origin === undefined || origin === own) return next();
    jsonRpcError(res, 403, 'Forbidden: requests from another origin are not accepted');
  };
}

/** The tools/call request a POST holds, when it holds that alone. */
function singleToolCall(messages: JSONRPCMessage[]): JSONRPCRequest | undefined {
  const [message] = messages;
  if (messages.length !== 1 || !('method' in message) || message.method !== 'tools/call' || !('id' in message)) return undefined;
  return message;
}

/**
 * One POST. A single call of a tool the caller may call goes to the endpoint's call server, made once
 * (CallTransport); anything else (initialize, tools/list, a batch, a tool the caller may not call) to a
 * server and a transport of its own (stateless Streamable HTTP), gone with the answer, which holds only
 * the tools the caller may call.
 */
function handler(endpoint: McpEndpoint, deps: ModuleHttpDeps, tools: readonly PreparedTool[]) {
  const byName = new Map(tools.map((prepared) => [prepared.tool.name, prepared]));
  const calls = new CallTransport();
  void callServer(endpoint, deps.apollo, tools, (id) => calls.pendingCall(id)).connect(calls);
  return async (req: Request, res: Response, next: express.NextFunction) => {
    try {
      const ctx = res.locals.ctx as AppContext;
      const principal = principalLabel(ctx);
      // The calls go on the request's one log line (with who called), not on lines of their own.
      const records: ToolCallRecord[] = [];
      addToRequestLine(res, { mcp: { principal, calls: records } });
      const caller: Caller = { ctx, principal, requestId: String(res.locals.requestId ?? ''), onCall: (call) => void records.push(call) };
      const post = readPost(req);
      if ('refusal' in post) return refuse(res, post.refusal);
      const call = singleToolCall(post.messages);
      const prepared = call && byName.get(String(call.params?.name));
      if (call && prepared && mayCall(ctx, prepared)) return calls.serve(call, caller, req, res);
      const server = requestServer(endpoint, deps.apollo, tools, caller);
      const transport = new StatelessJsonTransport();
      // A client that leaves before its answer closes the server, which stops the call's handlers (their
      // abort signal). An answered POST leaves nothing to release (no session, no stream, no request of the
      // server's own), and the SDK's close makes an Error, stack and all, every time.
      res.on('close', () => {
        if (!res.writableFinished) void server.close();
      });
      await server.connect(transport);
      transport.handle(post.messages, req, res);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Only POST: no sessions, so no stream to open (GET) or session to end (DELETE): 405, as the SDK's
 * stateless servers answer.
 */
function postOnly(req: Request, res: Response, next: express.NextFunction): void {
  if (req.method === 'POST') return next();
  res.setHeader('Allow', 'POST');
  jsonRpcError(res, 405, 'Method not allowed.');
}

/**
 * The MCP endpoints (Streamable HTTP, stateless): /mcp/shop for shoppers and guests, /mcp/admin for
 * staff. Each tool runs a GraphQL operation in-process with the request's context, so an agent meets
 * the same guards, rules, throttles and cost budget as every other caller. Served by their steps in a
 * row (ShopModule.endpoints): an agent's calls come one after another.
 */
export function mcpEndpoints(deps: ModuleHttpDeps): ModuleEndpoint[] {
  const publicUrl = deps.runtime.config.publicUrl;
  const endpoints: [McpEndpoint, readonly PreparedTool[]][] = [
    ['shop', prepareTools(deps.schema, shopTools)],
    ['admin', prepareTools(deps.schema, adminTools)],
  ];
  return endpoints.map(([endpoint, tools]) => {
    const path = `/mcp/${endpoint}`;
    const guard =
      endpoint === 'admin'
        ? [
            // Set first, so that withContext's own refusal of a bad API key carries it too.
            (_req: Request, res: Response, next: express.NextFunction) => {
              res.setHeader('WWW-Authenticate', `Bearer resource_metadata="${adminResourceMetadata(publicUrl)}"`);
              next();
            },
            deps.withContext,
            staffOnly(publicUrl),
          ]
        : [deps.withContext];
    const named = (_req: Request, res: Response, next: express.NextFunction) => {
      res.locals.routePattern = path; // for the request log and metrics
      next();
    };
    return { path, steps: [named, postOnly, ownOrigin(publicUrl), ...guard, jsonBody, handler(endpoint, deps, tools)] };
  });
}

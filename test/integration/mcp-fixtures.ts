import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { TestShop } from '../support/shop.js';

/** An MCP client of the SDK's own on one of the shop's endpoints, with these headers (a token, a key), its tools listed. */
export async function mcpClient(shop: TestShop, endpoint: 'shop' | 'admin', headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'shop-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${shop.url}/mcp/${endpoint}`), { requestInit: { headers } });
  await client.connect(transport);
  // Listed first, so that the client checks every tool's answer against the tool's output schema (the
  // SDK's client does once it knows the tools; the shop's single-call servers leave that check to it).
  await client.listTools();
  return client;
}

/** A bare `initialize` POST (no SDK client), to see the endpoint's HTTP answer itself: status, headers. */
export function initializeRequest(shop: TestShop, endpoint: 'shop' | 'admin', headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${shop.url}/mcp/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
    }),
  });
}

interface ToolError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** The shop's error of a tool error result (its text's last line); the SDK's own (unknown tool, bad arguments) as code MCP. */
function toolError(text: string): ToolError {
  const last = text.split('\n').at(-1)!;
  return last.startsWith('{') ? (JSON.parse(last) as { error: ToolError }).error : { code: 'MCP', message: text };
}

/** A tool call's answer: its structured content when it succeeded, its error otherwise. */
export async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content[0]?.type === 'text' ? result.content[0].text : '';
  const error = result.isError ? toolError(text) : undefined;
  return { ok: !result.isError, data: result.structuredContent as Record<string, any>, error, text };
}

export const toolNames = async (client: Client): Promise<string[]> => (await client.listTools()).tools.map((tool) => tool.name);

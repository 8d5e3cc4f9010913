import type { Request, Response } from 'express';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import { MAX_BATCH_SIZE } from '@modelcontextprotocol/sdk/server/requestBody.js';
import {
  JSONRPCMessageSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  isInitializeRequest,
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type JSONRPCResultResponse,
  type MessageExtraInfo,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

// The messages are checked against JSONRPCMessageSchema once; which kind each is then shows in its keys
// (the SDK's isJSONRPCRequest and the like parse the message again, with zod, each time they are asked).
const isRequest = (message: JSONRPCMessage): message is JSONRPCRequest => 'method' in message && 'id' in message;
export const isAnswer = (message: JSONRPCMessage): message is JSONRPCResultResponse | JSONRPCErrorResponse => 'result' in message || 'error' in message;

/** A refusal before any message is handled: HTTP status, JSON-RPC code, text. */
type Refusal = [status: number, code: number, message: string];

/**
 * A POST's messages, or why it is refused: what the SDK's transport checks, in its order (before any
 * server sees a message: a single tool call and the rest are served apart, mcp-router.ts).
 */
export function readPost(req: Request): { messages: JSONRPCMessage[] } | { refusal: Refusal } {
  const refuse = (...refusal: Refusal) => ({ refusal });
  const accept = req.headers.accept;
  // A comma-separated list: the SDK checks it by substring too.
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) {
    return refuse(406, -32000, 'Not Acceptable: Client must accept both application/json and text/event-stream');
  }
  if (!isJsonContentType(req.headers['content-type'])) return refuse(415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
  // express.json parsed the body (and refused bad JSON); none at all is the SDK's "Invalid JSON" too.
  const body: unknown = req.body;
  if (body === undefined) return refuse(400, -32700, 'Parse error: Invalid JSON');
  if (Array.isArray(body) && body.length > MAX_BATCH_SIZE) return refuse(400, -32600, `Invalid Request: Batch must not exceed ${MAX_BATCH_SIZE} messages`);
  let messages: JSONRPCMessage[];
  try {
    messages = (Array.isArray(body) ? body : [body]).map((message) => JSONRPCMessageSchema.parse(message));
  } catch {
    return refuse(400, -32700, 'Parse error: Invalid JSON-RPC message');
  }
  if (messages.some((message) => 'method' in message && message.method === 'initialize' && isInitializeRequest(message))) {
    if (messages.length > 1) return refuse(400, -32600, 'Invalid Request: Only one initialization request is allowed');
  } else {
    const version = req.headers['mcp-protocol-version'];
    if (typeof version === 'string' && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
      const supported = SUPPORTED_PROTOCOL_VERSIONS.join(', ');
      return refuse(400, -32000, `Bad Request: Unsupported protocol version: ${version} (supported versions: ${supported})`);
    }
  }
  return { messages };
}

/**
 * Streamable HTTP for a stateless server that answers in JSON, on Node's own request and answer: one
 * transport per POST (but a single tool call, which the endpoint's CallTransport serves). The SDK's
 * StreamableHTTPServerTransport serves Node through @hono/node-server, which makes every POST a web
 * Request and reads the web Response the SDK builds back through a stream: a large part of what a tool
 * call cost beyond its GraphQL operation (issue 44's bench). This answers as
 * that transport does in the mode the shop uses (no session, `enableJsonResponse`, no event store): the
 * same checks in the same order with the same statuses and JSON-RPC errors, 202 for notifications alone,
 * one JSON answer, or a batch's answers in its order (test/integration/mcp-transport.test.ts pins them);
 * what the server sends during a call other than the answer has no stream to go on and is dropped, as
 * there. Methods other than POST are the router's (405).
 */
export class StatelessJsonTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;
  /** The POST's requests by id, in its order, with their answers once sent. */
  private readonly answers = new Map<RequestId, JSONRPCMessage | undefined>();
  private res?: Response;
  private closed = false;

  async start(): Promise<void> {}

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (!isAnswer(message)) return;
    // The client went away (the answer closed): nothing to answer on.
    if (this.closed) return;
    if (message.id === undefined || !this.answers.has(message.id)) throw new Error(`No connection established for request ID: ${String(message.id)}`);
    this.answers.set(message.id, message);
    const answers = [...this.answers.values()];
    if (answers.includes(undefined)) return;
    this.reply(200, JSON.stringify(answers.length === 1 ? answers[0] : answers));
  }

  /** Serves one POST: its messages, read by readPost. */
  handle(messages: JSONRPCMessage[], req: Request, res: Response): void {
    this.res = res;
    const extra: MessageExtraInfo = { requestInfo: { headers: req.headers } };
    try {
      for (const message of messages) if (isRequest(message)) this.answers.set(message.id, undefined);
      for (const message of messages) this.onmessage?.(message, extra);
    } catch (error) {
      this.onerror?.(error as Error);
      this.answers.clear();
      this.reply(400, JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error', data: String(error) }, id: null }));
      return;
    }
    if (this.answers.size === 0) this.reply(202);
  }

  private reply(status: number, json?: string): void {
    writeAnswer(this.res!, status, json);
  }
}

/** A POST refused before any message was handled (readPost). */
export function refuse(res: Response, [status, code, message]: Refusal): void {
  writeAnswer(res, status, JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

/** Writes an MCP POST's answer, once: a JSON body, or none (202). */
export function writeAnswer(res: Response, status: number, json?: string): void {
  if (res.headersSent) return;
  res.statusCode = status;
  if (json === undefined) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json');
  // Its length, or the compression middleware (which writes the body, then ends) sends it chunked.
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}

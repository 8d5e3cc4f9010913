import type { Request, Response } from 'express';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type {
  JSONRPCErrorResponse,
  JSONRPCMessage,
  JSONRPCRequest,
  JSONRPCResultResponse,
  MessageExtraInfo,
  RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { isAnswer, writeAnswer } from './json-transport.js';
import type { Caller, PendingCall } from './mcp-server.js';

interface InFlight extends PendingCall {
  /** The id the client gave the request: its answer carries it back. */
  clientId: RequestId;
  res: Response;
}

/**
 * The answer of a tool call as JSON, its structured content written as the JSON the tool made of it for
 * its text content (`structuredJson`, run-tool.ts): JSON.stringify would make that same JSON a second
 * time, a large part of a call's own cost for a page of products. Any other answer: JSON.stringify.
 */
export function answerJson(message: JSONRPCResultResponse | JSONRPCErrorResponse, structuredJson: string | undefined): string {
  const result = 'result' in message ? (message.result as { content?: { text?: string }[]; structuredContent?: unknown }) : undefined;
  if (structuredJson === undefined || !result?.structuredContent || result.content?.[0]?.text !== structuredJson) return JSON.stringify(message);
  const { structuredContent: _written, ...rest } = result;
  const others = JSON.stringify(rest);
  const resultJson = `${others.slice(0, -1)}${others === '{}' ? '' : ','}"structuredContent":${structuredJson}}`;
  return `{"jsonrpc":"2.0","id":${JSON.stringify(message.id)},"result":${resultJson}}`;
}

/**
 * The one transport of an endpoint's call server (mcp-server.ts callServer): every POST that is a single
 * tools/call goes to the server under an id of this transport's own (clients all number their requests
 * from 1), and its answer back to that POST with the client's id. A client that leaves before its answer
 * cancels its request (the handler's abort signal; nothing is sent). What the server sends other than
 * answers has no stream to go on and is dropped, as in StatelessJsonTransport.
 */
export class CallTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;
  private readonly inFlight = new Map<number, InFlight>();
  private lastId = 0;

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.inFlight.clear();
    this.onclose?.();
  }

  /** The caller of a request the server is handling, by the id this transport gave it. */
  pendingCall(id: RequestId): PendingCall | undefined {
    return this.inFlight.get(id as number);
  }

  /** Calls in flight (the tests check that none is left once every POST has ended). */
  get size(): number {
    return this.inFlight.size;
  }

  /** Serves one POST whose one message is this tools/call request. */
  serve(request: JSONRPCRequest, caller: Caller, req: Request, res: Response): void {
    const id = ++this.lastId;
    this.inFlight.set(id, { caller, clientId: request.id, res });
    res.on('close', () => {
      if (!this.inFlight.delete(id)) return;
      this.onmessage?.({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: 'The client closed the connection' } });
    });
    this.onmessage?.({ ...request, id }, { requestInfo: { headers: req.headers } });
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (!isAnswer(message)) return;
    const call = this.inFlight.get(message.id as number);
    if (!call) return;
    this.inFlight.delete(message.id as number);
    writeAnswer(call.res, 200, answerJson({ ...message, id: call.clientId }, call.structuredJson));
  }
}

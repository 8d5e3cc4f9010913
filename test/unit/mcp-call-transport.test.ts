import { EventEmitter } from 'node:events';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { Access } from '../../server/common/permissions.js';
import type { AppContext } from '../../server/common/context.js';
import { answerJson, CallTransport } from '../../server/modules/mcp/call-transport.js';
import { callServer, type Caller } from '../../server/modules/mcp/mcp-server.js';
import type { PreparedTool } from '../../server/modules/mcp/run-tool.js';
import { tool } from '../../server/modules/mcp/tool.js';

/**
 * An endpoint's call server is one for every caller (mcp-server.ts callServer, call-transport.ts): calls
 * in flight at once, numbered alike by their clients, each get their own answer; a client that leaves
 * cancels its call and leaves nothing behind. Driven on the transport with an operation that answers when
 * the test says (the real operations: test/integration/mcp-*.test.ts).
 */
const whoAmI = tool({
  name: 'who_am_i',
  title: 'Who am I',
  description: 'Answers the caller.',
  field: 'whoAmI',
  document: 'query WhoAmI { whoAmI { name } }',
  input: { greeting: z.string().optional() },
});
const prepared: PreparedTool = {
  tool: whoAmI,
  guard: [Access.Public],
  input: z.object(whoAmI.input),
  output: { schema: z.object({ name: z.string() }), wrapped: false },
};

/** Operations that answer the caller's name once `answer(name)` is called. */
function heldOperations() {
  const waiting = new Map<string, () => void>();
  const apollo = {
    executeOperation: (_request: unknown, { contextValue }: { contextValue: AppContext & { name: string } }) =>
      new Promise((resolve) => {
        waiting.set(contextValue.name, () => resolve({ body: { kind: 'single', singleResult: { data: { whoAmI: { name: contextValue.name } } } } }));
      }),
  } as unknown as ApolloServer<AppContext>;
  const answer = (name: string) => waiting.get(name)!();
  const started = (name: string) => waiting.has(name);
  return { apollo, answer, started };
}

/** An answer as writeAnswer uses it: what was written, and its 'close' event. */
function answerSink() {
  const res = Object.assign(new EventEmitter(), {
    statusCode: 0,
    headersSent: false,
    body: undefined as string | undefined,
    setHeader: () => undefined,
    end(json?: string) {
      res.headersSent = true;
      res.body = json;
      res.emit('close');
    },
  });
  return res;
}

const caller = (name: string): Caller => ({
  ctx: { principal: undefined, name } as unknown as AppContext,
  requestId: `req-${name}`,
  principal: 'anonymous',
  onCall: () => undefined,
});
const req = { headers: {} } as Request;
const call = (id: number | string): JSONRPCRequest => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'who_am_i', arguments: {} } });

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

async function connected(apollo: ApolloServer<AppContext>) {
  const calls = new CallTransport();
  await callServer('shop', apollo, [prepared], (id) => calls.pendingCall(id)).connect(calls);
  return calls;
}

describe("an endpoint's call server", () => {
  it('answers calls in flight at once, numbered alike, each to its own caller under its own id', async () => {
    const { apollo, answer, started } = heldOperations();
    const calls = await connected(apollo);
    const [ann, bob] = [answerSink(), answerSink()];
    calls.serve(call(1), caller('ann'), req, ann as unknown as Response);
    calls.serve(call(1), caller('bob'), req, bob as unknown as Response);
    await until(() => started('ann') && started('bob'));
    answer('bob');
    await until(() => bob.body !== undefined);
    expect(ann.body).toBeUndefined();
    answer('ann');
    await until(() => ann.body !== undefined);
    for (const [res, name] of [
      [ann, 'ann'],
      [bob, 'bob'],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body!)).toEqual({
        jsonrpc: '2.0',
        id: 1,
        result: { content: [{ type: 'text', text: JSON.stringify({ name }) }], structuredContent: { name } },
      });
    }
    expect(calls.size).toBe(0);
  });

  it('drops the call of a client that left before its answer: nothing written, nothing left in flight', async () => {
    const { apollo, answer, started } = heldOperations();
    const calls = await connected(apollo);
    const gone = answerSink();
    calls.serve(call('a'), caller('gone'), req, gone as unknown as Response);
    await until(() => started('gone'));
    gone.emit('close');
    expect(calls.size).toBe(0);
    answer('gone');
    // A later call is answered: the one before it has run its course.
    const next = answerSink();
    calls.serve(call('b'), caller('next'), req, next as unknown as Response);
    await until(() => started('next'));
    answer('next');
    await until(() => next.body !== undefined);
    expect(JSON.parse(next.body!).id).toBe('b');
    expect(gone.body).toBeUndefined();
    expect(gone.headersSent).toBe(false);
  });
});

describe('answerJson', () => {
  const structured = { items: [{ name: 'Dress "Aster" </script>', price: '12.00' }], total: 1 };
  const text = JSON.stringify(structured);
  const answer = { jsonrpc: '2.0' as const, id: 7, result: { content: [{ type: 'text', text }], structuredContent: structured, isError: false } };

  it('writes the structured content from its JSON: the same answer JSON.stringify writes', () => {
    expect(JSON.parse(answerJson(answer, text))).toEqual(JSON.parse(JSON.stringify(answer)));
    expect(JSON.parse(answerJson({ ...answer, id: 'x' }, text)).id).toBe('x');
  });

  it('writes any other answer with JSON.stringify', () => {
    const other = { ...answer, result: { ...answer.result, content: [{ type: 'text', text: 'not the JSON' }] } };
    expect(answerJson(other, text)).toBe(JSON.stringify(other));
    expect(answerJson(answer, undefined)).toBe(JSON.stringify(answer));
    const refusal = { jsonrpc: '2.0' as const, id: 7, error: { code: -32602, message: 'Invalid params' } };
    expect(answerJson(refusal, text)).toBe(JSON.stringify(refusal));
  });
});

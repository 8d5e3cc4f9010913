import { TestShop } from '../support/shop.js';

let shop: TestShop;

beforeAll(async () => {
  shop = await TestShop.start();
});
afterAll(() => shop.close());

const BOTH = 'application/json, text/event-stream';

/** A raw POST to /mcp/shop: the HTTP answer itself, its body parsed when there is one. */
async function post(body: string | unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${shop.url}/mcp/shop`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: BOTH, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), body: text ? JSON.parse(text) : undefined };
}

const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
const refusal = (code: number, message: string | RegExp) => ({ jsonrpc: '2.0', id: null, error: { code, message: expect.stringMatching(message) } });

/**
 * Streamable HTTP as the MCP spec and the SDK's transport answer it (stateless, JSON answers): what a
 * client may rely on at the HTTP level, whichever transport code serves it.
 */
describe('MCP transport (/mcp/shop, Streamable HTTP)', () => {
  it('answers a request with one JSON answer and a batch with the answers of its requests', async () => {
    const one = await post(ping(7));
    expect(one).toEqual({ status: 200, type: expect.stringMatching(/^application\/json/), body: { jsonrpc: '2.0', id: 7, result: {} } });

    const batch = await post([ping(1), { jsonrpc: '2.0', id: 'b', method: 'tools/list' }, { jsonrpc: '2.0', method: 'notifications/initialized' }]);
    expect(batch.status).toBe(200);
    expect(batch.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: {} },
      { jsonrpc: '2.0', id: 'b', result: { tools: expect.any(Array) } },
    ]);
    expect(batch.body[1].result.tools.length).toBeGreaterThan(10);
  });

  it('sends a small answer with its length and compresses a large one, as the API does', async () => {
    const small = await fetch(`${shop.url}/mcp/shop`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: BOTH },
      body: JSON.stringify(ping(1)),
    });
    expect(small.headers.get('content-length')).toBe(String((await small.text()).length));
    const list = await fetch(`${shop.url}/mcp/shop`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: BOTH, 'accept-encoding': 'gzip' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
    });
    expect([list.headers.get('content-encoding'), list.headers.get('content-length')]).toEqual(['gzip', null]);
    expect(((await list.json()) as { result: { tools: unknown[] } }).result.tools.length).toBeGreaterThan(10);
  });

  it('answers notifications alone with 202 and no body', async () => {
    expect(await post({ jsonrpc: '2.0', method: 'notifications/initialized' })).toEqual({ status: 202, type: null, body: undefined });
  });

  it('answers an unknown method with a JSON-RPC error, not an HTTP one', async () => {
    const answer = await post({ jsonrpc: '2.0', id: 3, method: 'resources/list' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found' } });
  });

  it('refuses what is not Streamable HTTP with the status and JSON-RPC error the spec names', async () => {
    expect(await post(ping(1), { accept: 'application/json' })).toMatchObject({
      status: 406,
      body: refusal(-32000, /^Not Acceptable: Client must accept both application\/json and text\/event-stream$/),
    });
    expect(await post(JSON.stringify(ping(1)), { 'content-type': 'text/plain' })).toMatchObject({
      status: 415,
      body: refusal(-32000, /^Unsupported Media Type: Content-Type must be application\/json$/),
    });
    expect(await post({ hello: 'world' })).toMatchObject({ status: 400, body: refusal(-32700, /^Parse error: Invalid JSON-RPC message$/) });
    expect(await post(Array.from({ length: 101 }, (_, i) => ping(i)))).toMatchObject({
      status: 400,
      body: refusal(-32600, /^Invalid Request: Batch must not exceed 100 messages$/),
    });
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
    };
    expect(await post([initialize, ping(2)])).toMatchObject({
      status: 400,
      body: refusal(-32600, /^Invalid Request: Only one initialization request is allowed$/),
    });
    expect(await post(ping(1), { 'mcp-protocol-version': '1999-01-01' })).toMatchObject({
      status: 400,
      body: refusal(-32000, /^Bad Request: Unsupported protocol version: 1999-01-01 \(supported versions: .*2025-11-25/),
    });
  });

  it('accepts a known protocol version header and a JSON content type with parameters', async () => {
    const answer = await post(ping(5), { 'mcp-protocol-version': '2025-06-18', 'content-type': 'application/json; charset=utf-8' });
    expect(answer).toMatchObject({ status: 200, body: { jsonrpc: '2.0', id: 5, result: {} } });
  });
});

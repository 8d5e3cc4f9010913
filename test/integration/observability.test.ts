import { setLogDestination } from '../../server/observability/logger.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, FILE_MODULES, TestShop } from '../support/shop.js';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123';
const fresh = { connection: 'close' };

describe('structured logs and metrics (issue 24)', () => {
  let shop: TestShop;
  const lines: string[] = [];
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  beforeAll(async () => {
    setLogDestination({ write: (line) => void lines.push(line) }, 'info');
    // Its own modules: it reads the server's log lines through its logger module (setLogDestination).
    shop = await TestShop.start({ LOG_LEVEL: 'info', METRICS_TOKEN }, FILE_MODULES);
  });
  afterAll(async () => {
    await shop.close();
    setLogDestination(undefined);
  });

  it('logs one JSON line per request: request id (kept when short, else made), method, route pattern, status, duration, principal', async () => {
    const token = await shop.adminToken();
    const answer = await fetch(`${shop.url}/api/admin/brand/987654321?keyword=secretword`, {
      headers: { ...fresh, authorization: `Bearer ${token}`, 'x-request-id': 'trace-abc.123' },
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-request-id')).toBe('trace-abc.123');
    const line = records().find((record) => record.req_id === 'trace-abc.123');
    expect(line).toEqual(
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        method: 'GET',
        route: '/api/admin/brand/:id',
        status: 404,
        principal: 'admin',
        ms: expect.any(Number),
      }),
    );
    expect(lines.join('')).not.toContain('987654321');
    expect(lines.join('')).not.toContain('secretword');

    const odd = await fetch(`${shop.url}/api/health`, { headers: { ...fresh, 'x-request-id': 'no spaces or <tags> allowed here' } });
    const made = odd.headers.get('x-request-id')!;
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(records().find((record) => record.req_id === made)).toEqual(expect.objectContaining({ route: '/api/health', status: 200, principal: 'anonymous' }));
  });

  it('never logs a password or a token', async () => {
    const before = lines.length;
    const login = await shop.rest('POST', '/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    await shop.rest('GET', '/api/admin', undefined, login.body.token);
    const written = lines.slice(before).join('');
    expect(written).toContain('/api/admin/login');
    expect(written).not.toContain(ADMIN_PASSWORD);
    expect(written).not.toContain(login.body.token);
    expect(written).not.toContain(ADMIN_EMAIL);
  });

  it('/metrics answers the Prometheus text format only with the bearer token', async () => {
    const search = await fetch(`${shop.url}/api/product/search`, {
      method: 'POST',
      headers: { ...fresh, 'content-type': 'application/json' },
      body: '{"keyword":"x"}',
    });
    expect([search.status, await search.text()]).toEqual([200, expect.any(String)]);
    expect((await fetch(`${shop.url}/metrics`, { headers: fresh })).status).toBe(401);
    expect((await fetch(`${shop.url}/metrics`, { headers: { ...fresh, authorization: 'Bearer wrong-token-of-the-same-len' } })).status).toBe(401);
    // A request is measured once its answer is handed over (its 'finish'), which may come a moment after
    // the client has read it: the figures are read again until the search is in them.
    const searched = /shop_http_request_duration_seconds_bucket\{[^}]*route="\/api\/product\/search"[^}]*status="200"/;
    let text = '';
    for (let attempt = 0; attempt < 50 && !searched.test(text); attempt += 1) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 20));
      const answer = await fetch(`${shop.url}/metrics`, { headers: { ...fresh, authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      text = await answer.text();
    }
    expect(text).toMatch(searched);
    expect(text).toMatch(/shop_graphql_operation_duration_seconds_count\{type="query",field="searchProducts",outcome="ok"\} \d+/);
    for (const name of [
      'shop_job_queue_depth',
      'shop_job_oldest_waiting_seconds',
      'shop_db_pool_in_use',
      'shop_db_pool_waiting',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(text).toMatch(new RegExp(`^${name} [0-9.e+-]+$`, 'm'));
    }
  });

  it('/metrics is 404 when METRICS_TOKEN is unset; /api/health and /api/ready are never throttled', async () => {
    const shared = await TestShop.start();
    expect((await fetch(`${shared.url}/metrics`, { headers: { ...fresh, authorization: 'Bearer anything-at-all-0123' } })).status).toBe(404);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => fetch(`${shared.url}/api/${i % 2 ? 'health' : 'ready'}`, { headers: fresh })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(200));
    const ready = (await (await fetch(`${shared.url}/api/ready`, { headers: fresh })).json()) as Record<string, unknown>;
    expect(ready).toEqual({ status: 'ready' });
    await shared.close();
  });
});

import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The app the shop's Facebook settings name (fb_client_id, fb_client_secret) for the stand-in. */
export const APP_ID = '1234567890';
export const APP_SECRET = 'stand-in-app-secret';

export interface FakeUser {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  name?: string;
}

/** A value no other token or address has (this module loads outside the test files, without shop.ts). */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

/**
 * A stand-in for the Graph API on loopback (FACEBOOK_GRAPH_URL): tokens map to users, optionally of
 * another app or invalid. One per jest worker (test/support/worker-stand-ins.ts): its tokens are unique.
 */
export class GraphStandIn {
  tokens = new Map<string, { user: FakeUser; appId?: string; valid?: boolean }>();
  requests: URL[] = [];
  private server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    this.requests.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    // Tokens that make the stand-in fail like a network or an outage would.
    if (url.searchParams.get('input_token') === 'drop-connection') return req.socket.destroy();
    if (url.searchParams.get('input_token') === 'outage') {
      res.writeHead(503, { 'content-type': 'text/html' });
      return res.end('<html>Service Unavailable</html>');
    }
    if (url.pathname === '/v19.0/debug_token') {
      if (url.searchParams.get('access_token') !== `${APP_ID}|${APP_SECRET}`) return send(400, { error: { message: 'bad app token' } });
      const entry = this.tokens.get(url.searchParams.get('input_token') ?? '');
      if (!entry) return send(200, { data: { is_valid: false, error: { message: 'Invalid OAuth access token.' } } });
      return send(200, { data: { app_id: entry.appId ?? APP_ID, is_valid: entry.valid ?? true, user_id: entry.user.id, scopes: ['email', 'public_profile'] } });
    }
    if (url.pathname === '/v19.0/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const entry = this.tokens.get(token);
      const proof = createHmac('sha256', APP_SECRET).update(token).digest('hex');
      if (!entry || url.searchParams.get('appsecret_proof') !== proof) return send(400, { error: { message: 'Invalid OAuth access token.' } });
      return send(200, entry.user);
    }
    send(404, { error: { message: 'unknown path' } });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v19.0`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** A new valid token of a new Facebook user. */
  user(overrides: Partial<FakeUser> = {}, entry: { appId?: string; valid?: boolean } = {}): { token: string; user: FakeUser } {
    const user: FakeUser = {
      id: String(Math.floor(Math.random() * 1e15)),
      email: `${unique('fb')}@example.com`,
      first_name: 'Mark',
      last_name: 'Zed',
      name: 'Mark Zed',
      ...overrides,
    };
    const token = unique('EAAtoken');
    this.tokens.set(token, { user, ...entry });
    return { token, user };
  }
}

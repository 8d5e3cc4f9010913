import { createHash, randomBytes } from 'node:crypto';
import express from 'express';
import type { ShopModule } from '../../server/common/shop-module.js';
import type { AppContext } from '../../server/common/context.js';
import { shopModules } from '../../server/modules/shop-modules.js';
import { FILE_MODULES, TestShop, unique } from '../support/shop.js';
import { STAFF_PASSWORD } from '../support/staff.js';
import { freePort } from '../support/free-port.js';

/**
 * What the OAuth test files share (issue 44): an agent signs in to /mcp/admin through the shop's own
 * OAuth authorization server (MCP authorization 2025-11-25), driven the way an MCP client does it, over
 * real HTTP: protected-resource metadata, authorization-server discovery, dynamic registration,
 * authorization code with PKCE and the resource indicator, the staff sign-in and consent pages, the
 * token, then requests with it.
 *
 * The MCP endpoint itself is modules/mcp's; here a small module of this file stands beside it under
 * /mcp/admin and runs GraphQL operations with the principal the shop's request context (withContext)
 * set, as that endpoint's tools do (ModuleHttpDeps.apollo).
 */
const PROBE_PATH = '/mcp/admin/principal-probe';
const probeModule: ShopModule = {
  name: 'oauth-test-probe',
  http: ({ withContext, apollo }) =>
    express.Router().post(PROBE_PATH, withContext, express.json(), async (req, res) => {
      const ctx = res.locals.ctx as AppContext;
      const answer = await apollo.executeOperation({ query: (req.body as { query: string }).query }, { contextValue: ctx });
      res.json({ principal: ctx.principal ? { kind: ctx.principal.kind, id: ctx.principal.id } : null, result: answer.body });
    }),
};

/** A browser's part: cookies kept per name, redirects followed by hand (each step is checked). */
export class Browser {
  private cookies = new Map<string, string>();
  constructor(readonly language = 'en') {}

  async request(url: string, init: { method?: string; form?: Record<string, string>; origin?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = { 'accept-language': this.language };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (init.origin) headers.origin = init.origin;
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(pair.slice(0, index));
      else this.cookies.set(pair.slice(0, index), value);
    }
    return response;
  }

  /** Follows redirects on this server until a page answers or the agent's redirect URI is reached. */
  async follow(response: Response, base: string, stopAt: string): Promise<Response | URL> {
    let current = response;
    for (let hops = 0; hops < 10 && current.status >= 300 && current.status < 400; hops += 1) {
      const location = new URL(current.headers.get('location')!, base);
      if (location.href.startsWith(stopAt)) return location;
      current = await this.request(location.href);
    }
    return current;
  }
}

export const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
export const actionOf = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';

export const redirectUri = 'http://127.0.0.1:9/agent/callback';

export interface Authorization {
  browser: Browser;
  verifier: string;
  state: string;
  page: Response | URL;
}

/*
 * A dedicated shop of the file's own (its own port and PUBLIC_URL, the probe module first under
 * /mcp/admin) and the seeded admin's token; each file registers clients, roles and staff members of its
 * own. Set by the beforeAll of useOauthShop(): each test file has its own copy of this module, and ES
 * module bindings are live, so its tests read them.
 */
export let shop: TestShop;
export let publicUrl: string;
export let adminToken: string;

export async function role(permissions: string[]): Promise<number> {
  const answer = await shop.gql(
    'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
    { input: { name: unique('Agent role '), permissions } },
    adminToken,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.createRole.id;
}

export async function staffMember(roleId: number): Promise<{ id: number; email: string }> {
  const email = `${unique('agent-owner')}@example.com`;
  const input = { name: unique('Agent owner '), email, password: STAFF_PASSWORD, passwordConfirmation: STAFF_PASSWORD, enabled: true, roleId };
  const answer = await shop.gql('mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }', { input }, adminToken);
  expect(answer.errors).toBeUndefined();
  return { id: answer.data!.createAccount.id, email };
}

/** What an MCP client finds from the URL in /mcp/admin's 401 (WWW-Authenticate resource_metadata). */
export async function discover() {
  const resourceMetadata = await fetch(`${publicUrl}/.well-known/oauth-protected-resource/mcp/admin`);
  expect(resourceMetadata.status).toBe(200);
  const resource = (await resourceMetadata.json()) as {
    resource: string;
    authorization_servers: string[];
    scopes_supported: string[];
    bearer_methods_supported: string[];
  };
  const issuer = resource.authorization_servers[0];
  // RFC 8414 path insertion, the first place the MCP spec's clients try for an issuer with a path.
  const issuerUrl = new URL(issuer);
  const metadata = await fetch(`${issuerUrl.origin}/.well-known/oauth-authorization-server${issuerUrl.pathname}`);
  expect(metadata.status).toBe(200);
  return { resource, server: (await metadata.json()) as Record<string, any> };
}

export async function register(server: Record<string, any>, name = 'Test agent'): Promise<string> {
  const response = await fetch(server.registration_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: name,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    }),
  });
  const body = (await response.json()) as { client_id: string };
  expect(response.status).toBe(201);
  return body.client_id;
}

/** The agent opens the authorization URL in the staff member's browser. */
export async function authorize(server: Record<string, any>, clientId: string, resource: string, browser = new Browser()): Promise<Authorization> {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const url = new URL(server.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'mcp:admin',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    resource,
  }).toString();
  const page = await browser.follow(await browser.request(url.href), publicUrl, redirectUri);
  return { browser, verifier, state, page };
}

export async function signIn(auth: Authorization, email: string, password = STAFF_PASSWORD): Promise<Response> {
  const page = auth.page as Response;
  const html = await page.text();
  expect(html).toContain('name="password"');
  return auth.browser.request(new URL(actionOf(html), publicUrl).href, {
    method: 'POST',
    form: { csrf: csrfOf(html), email, password },
    origin: publicUrl,
  });
}

export async function decide(auth: Authorization, consentPage: Response, decision: 'allow' | 'deny'): Promise<URL> {
  const html = await consentPage.text();
  const done = await auth.browser.follow(
    await auth.browser.request(new URL(actionOf(html), publicUrl).href, {
      method: 'POST',
      form: { csrf: csrfOf(html), decision },
      origin: publicUrl,
    }),
    publicUrl,
    redirectUri,
  );
  expect(done).toBeInstanceOf(URL);
  return done as URL;
}

export async function token(server: Record<string, any>, form: Record<string, string>) {
  const response = await fetch(server.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

export async function probe(accessToken: string, query: string) {
  const response = await fetch(`${shop.url}${PROBE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { principal: { kind: string; id: number } | null; result: any };
}

/** The whole flow up to the tokens, for a new member whose role holds `permissions`. */
export async function agentTokens(permissions: string[]) {
  const { resource, server } = await discover();
  const roleId = await role(permissions);
  const member = await staffMember(roleId);
  const clientId = await register(server);
  const auth = await authorize(server, clientId, resource.resource);
  const consent = await auth.browser.follow(await signIn(auth, member.email), publicUrl, redirectUri);
  const callback = await decide(auth, consent as Response, 'allow');
  const code = callback.searchParams.get('code')!;
  const tokens = await token(server, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: clientId,
    code_verifier: auth.verifier,
    resource: resource.resource,
  });
  expect(tokens.status).toBe(200);
  return { server, resource, roleId, member, clientId, tokens: tokens.body, callback, auth };
}

/** Starts (beforeAll) and closes (afterAll) the calling test file's shop: see the fields above. */
export function useOauthShop(): void {
  beforeAll(async () => {
    // First, so that no module mounted under /mcp/admin (modules/mcp) answers its one path before it.
    (shopModules as ShopModule[]).unshift(probeModule);
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    // One trusted proxy: the registration throttle's test comes from addresses of its own (X-Forwarded-For).
    shop = await TestShop.start({ PORT: String(port), PUBLIC_URL: publicUrl, TRUST_PROXY: '1', THROTTLE_OAUTHCLIENT: '20/60' }, FILE_MODULES);
    adminToken = await shop.adminToken();
  });
  afterAll(async () => {
    await shop?.close();
    (shopModules as ShopModule[]).splice((shopModules as ShopModule[]).indexOf(probeModule), 1);
  });
}

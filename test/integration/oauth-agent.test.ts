import { createHash, randomBytes } from 'node:crypto';
import express from 'express';
import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { ShopModule } from '../../server/common/shop-module.js';
import type { AppContext } from '../../server/common/context.js';
import { shopModules } from '../../server/modules/shop-modules.js';
import { FILE_MODULES, TestShop, unique } from '../support/shop.js';
import { STAFF_PASSWORD } from '../support/staff.js';
import { freePort } from '../support/free-port.js';

/**
 * Issue 44: an agent signs in to /mcp/admin through the shop's own OAuth authorization server (MCP
 * authorization 2025-11-25), driven the way an MCP client does it, over real HTTP: protected-resource
 * metadata, authorization-server discovery, dynamic registration, authorization code with PKCE and the
 * resource indicator, the staff sign-in and consent pages, the token, then requests with it.
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
class Browser {
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

const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
const actionOf = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';

describe('OAuth for /mcp/admin (issue 44)', () => {
  let shop: TestShop;
  let publicUrl: string;
  let adminToken: string;
  const redirectUri = 'http://127.0.0.1:9/agent/callback';

  beforeAll(async () => {
    // First, so that no module mounted under /mcp/admin (modules/mcp) answers its one path before it.
    (shopModules as ShopModule[]).unshift(probeModule);
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    // One trusted proxy: the throttle test below comes from addresses of its own (X-Forwarded-For).
    shop = await TestShop.start({ PORT: String(port), PUBLIC_URL: publicUrl, TRUST_PROXY: '1', THROTTLE_OAUTHCLIENT: '20/60' }, FILE_MODULES);
    adminToken = await shop.adminToken();
  });
  afterAll(async () => {
    await shop?.close();
    (shopModules as ShopModule[]).splice((shopModules as ShopModule[]).indexOf(probeModule), 1);
  });

  async function role(permissions: string[]): Promise<number> {
    const answer = await shop.gql(
      'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
      { input: { name: unique('Agent role '), permissions } },
      adminToken,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createRole.id;
  }

  async function staffMember(roleId: number): Promise<{ id: number; email: string }> {
    const email = `${unique('agent-owner')}@example.com`;
    const input = { name: unique('Agent owner '), email, password: STAFF_PASSWORD, passwordConfirmation: STAFF_PASSWORD, enabled: true, roleId };
    const answer = await shop.gql('mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }', { input }, adminToken);
    expect(answer.errors).toBeUndefined();
    return { id: answer.data!.createAccount.id, email };
  }

  /** What an MCP client finds from the URL in /mcp/admin's 401 (WWW-Authenticate resource_metadata). */
  async function discover() {
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

  async function register(server: Record<string, any>, name = 'Test agent'): Promise<string> {
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

  interface Authorization {
    browser: Browser;
    verifier: string;
    state: string;
    page: Response | URL;
  }

  /** The agent opens the authorization URL in the staff member's browser. */
  async function authorize(server: Record<string, any>, clientId: string, resource: string, browser = new Browser()): Promise<Authorization> {
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

  async function signIn(auth: Authorization, email: string, password = STAFF_PASSWORD): Promise<Response> {
    const page = auth.page as Response;
    const html = await page.text();
    expect(html).toContain('name="password"');
    return auth.browser.request(new URL(actionOf(html), publicUrl).href, { method: 'POST', form: { csrf: csrfOf(html), email, password }, origin: publicUrl });
  }

  async function decide(auth: Authorization, consentPage: Response, decision: 'allow' | 'deny'): Promise<URL> {
    const html = await consentPage.text();
    const done = await auth.browser.follow(
      await auth.browser.request(new URL(actionOf(html), publicUrl).href, { method: 'POST', form: { csrf: csrfOf(html), decision }, origin: publicUrl }),
      publicUrl,
      redirectUri,
    );
    expect(done).toBeInstanceOf(URL);
    return done as URL;
  }

  async function token(server: Record<string, any>, form: Record<string, string>) {
    const response = await fetch(server.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  }

  async function probe(accessToken: string, query: string) {
    const response = await fetch(`${shop.url}${PROBE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { principal: { kind: string; id: number } | null; result: any };
  }

  /** The whole flow up to the tokens, for a new member whose role holds `permissions`. */
  async function agentTokens(permissions: string[]) {
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

  it('publishes protected-resource metadata and the authorization server where MCP clients look', async () => {
    const { resource, server } = await discover();
    expect(resource).toEqual({
      resource: `${publicUrl}/mcp/admin`,
      authorization_servers: [`${publicUrl}/oauth`],
      scopes_supported: ['mcp:admin'],
      bearer_methods_supported: ['header'],
      resource_name: expect.any(String),
    });
    const root = await (await fetch(`${publicUrl}/.well-known/oauth-protected-resource`)).json();
    expect(root).toEqual(resource);
    expect(server).toMatchObject({
      issuer: `${publicUrl}/oauth`,
      authorization_endpoint: `${publicUrl}/oauth/auth`,
      token_endpoint: `${publicUrl}/oauth/token`,
      registration_endpoint: `${publicUrl}/oauth/reg`,
      code_challenge_methods_supported: ['S256'],
    });
    // The OpenID forms (insertion, then appending) name the same issuer.
    for (const path of ['/.well-known/openid-configuration/oauth', '/oauth/.well-known/openid-configuration']) {
      const answer = await fetch(`${publicUrl}${path}`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { issuer: string }).issuer).toBe(`${publicUrl}/oauth`);
    }
    // Only public keys are published.
    const jwks = (await (await fetch(server.jwks_uri)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
  });

  it('signs a staff member in, asks consent, and the token acts as that member with their current role', async () => {
    const { tokens, member, roleId, callback, auth, server, clientId } = await agentTokens(['brand']);
    expect(callback.searchParams.get('state')).toBe(auth.state);
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'mcp:admin', access_token: expect.any(String), refresh_token: expect.any(String) });
    expect(tokens.expires_in).toBeLessThanOrEqual(600);

    const allowed = await probe(tokens.access_token, '{ currentAdmin { id } brands { totalItems } }');
    expect(allowed.principal).toEqual({ kind: 'admin', id: member.id });
    expect(allowed.result.singleResult.errors).toBeUndefined();
    expect(allowed.result.singleResult.data.currentAdmin.id).toBe(member.id);

    // A permission the role lacks is still refused.
    const refused = await probe(tokens.access_token, '{ apiKeys { totalItems } }');
    expect(refused.principal).toEqual({ kind: 'admin', id: member.id });
    expect(refused.result.singleResult.errors[0].extensions.code).toBe('FORBIDDEN');

    // The role's change applies at the next request, with the same token.
    const changed = await shop.gql(
      'mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { id } }',
      { id: roleId, input: { permissions: ['warehouse'] } },
      adminToken,
    );
    expect(changed.errors).toBeUndefined();
    const afterChange = await probe(tokens.access_token, '{ brands { totalItems } }');
    expect(afterChange.result.singleResult.errors[0].extensions.code).toBe('FORBIDDEN');

    // The token is bound to /mcp/admin: the shop's GraphQL endpoint does not take it.
    const elsewhere = await shop.gql('{ currentAdmin { id } }', {}, tokens.access_token);
    expect(elsewhere.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // A refresh gives a new access token for the same member.
    const refreshed = await token(server, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId });
    expect(refreshed.status).toBe(200);
    expect((await probe(refreshed.body.access_token, '{ currentAdmin { id } }')).principal).toEqual({ kind: 'admin', id: member.id });
  });

  it('refuses a revoked, an expired or an unknown token, and one whose member changed password or was disabled', async () => {
    const first = await agentTokens(['brand']);
    const revoke = await fetch(first.server.revocation_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: first.tokens.access_token, client_id: first.clientId }).toString(),
    });
    expect(revoke.status).toBe(200);
    expect((await probe(first.tokens.access_token, '{ __typename }')).principal).toBeNull();

    const second = await agentTokens(['brand']);
    expect((await probe(second.tokens.access_token, '{ __typename }')).principal).not.toBeNull();
    // Ten minutes pass for this token (its row says when it expires; so does its payload).
    await shop.em.execute(
      `update oauth_record set expires_at = now() - interval '1 second', payload = jsonb_set(payload, '{exp}', to_jsonb(extract(epoch from now())::bigint - 1)) where kind = 'AccessToken' and id = ?`,
      [second.tokens.access_token],
    );
    expect((await probe(second.tokens.access_token, '{ __typename }')).principal).toBeNull();
    expect((await probe(randomBytes(32).toString('base64url'), '{ __typename }')).principal).toBeNull();

    // A password change ends the member's agents too (their session version moved on).
    const fourth = await agentTokens(['brand']);
    const update = 'mutation($id: Int!, $input: UpdateAdminAccountInput!) { updateAccount(id: $id, input: $input) { id } }';
    const password = 'another-good-password-2';
    const input = { name: 'Agent owner', email: fourth.member.email, enabled: true, password, passwordConfirmation: password };
    expect((await shop.gql(update, { id: fourth.member.id, input }, adminToken)).errors).toBeUndefined();
    expect((await probe(fourth.tokens.access_token, '{ __typename }')).principal).toBeNull();
    const afterPassword = await token(fourth.server, { grant_type: 'refresh_token', refresh_token: fourth.tokens.refresh_token, client_id: fourth.clientId });
    expect(afterPassword.body.error).toBe('invalid_grant');

    const third = await agentTokens(['brand']);
    const disabled = await shop.gql(
      'mutation($ids: [Int!]!) { updateAccounts(ids: $ids, data: { enabled: false }) { affected } }',
      { ids: [third.member.id] },
      adminToken,
    );
    expect(disabled.errors).toBeUndefined();
    expect((await probe(third.tokens.access_token, '{ __typename }')).principal).toBeNull();
    const refresh = await token(third.server, { grant_type: 'refresh_token', refresh_token: third.tokens.refresh_token, client_id: third.clientId });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('answers access_denied when the member denies, and refuses a resource that is not /mcp/admin', async () => {
    const { resource, server } = await discover();
    const member = await staffMember(await role(['brand']));
    const clientId = await register(server, 'Agent to deny');
    const auth = await authorize(server, clientId, resource.resource, new Browser('zh-HK,zh;q=0.9,en;q=0.5'));
    const consent = (await auth.browser.follow(await signIn(auth, member.email), publicUrl, redirectUri)) as Response;
    expect(consent.status).toBe(200);
    expect(consent.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await consent.clone().text();
    expect(html).toContain('允許');
    expect(html).toContain('Agent to deny');
    const callback = await decide(auth, consent, 'deny');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(auth.state);

    const elsewhere = await authorize(server, clientId, `${publicUrl}/graphql`);
    expect(elsewhere.page).toBeInstanceOf(URL);
    expect((elsewhere.page as URL).searchParams.get('error')).toBe('invalid_target');
  });

  it('refuses a wrong password on the sign-in page, and a form without its CSRF token', async () => {
    const { resource, server } = await discover();
    const member = await staffMember(await role(['brand']));
    const auth = await authorize(server, await register(server), resource.resource);
    const html = await (auth.page as Response).text();
    const action = new URL(actionOf(html), publicUrl).href;
    const forged = await auth.browser.request(action, {
      method: 'POST',
      form: { csrf: 'forged', email: member.email, password: STAFF_PASSWORD },
      origin: publicUrl,
    });
    expect(forged.status).toBe(403);
    const wrong = await auth.browser.request(action, {
      method: 'POST',
      form: { csrf: csrfOf(html), email: member.email, password: 'not-the-password' },
      origin: publicUrl,
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('These credentials do not match our records.');
  });

  it("connects the MCP SDK's own client: discovery, registration, PKCE and resource as it does them", async () => {
    const member = await staffMember(await role(['brand']));
    const serverUrl = `${publicUrl}/mcp/admin`;
    const kept: { client?: any; tokens?: any; verifier?: string; opened?: URL } = {};
    const client: OAuthClientProvider = {
      redirectUrl: redirectUri,
      clientMetadata: {
        client_name: 'SDK agent',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      },
      state: () => 'sdk-state',
      clientInformation: () => kept.client,
      saveClientInformation: (information) => void (kept.client = information),
      tokens: () => kept.tokens,
      saveTokens: (tokens) => void (kept.tokens = tokens),
      redirectToAuthorization: (url) => void (kept.opened = url),
      saveCodeVerifier: (verifier) => void (kept.verifier = verifier),
      codeVerifier: () => kept.verifier!,
    };
    expect(await auth(client, { serverUrl })).toBe('REDIRECT');
    expect(kept.opened!.searchParams.get('resource')).toBe(serverUrl);
    expect(kept.opened!.searchParams.get('scope')).toBe('mcp:admin');
    expect(kept.opened!.searchParams.get('code_challenge_method')).toBe('S256');

    // The staff member's browser opens the URL the SDK made.
    const browser = new Browser();
    const signInPage = await browser.follow(await browser.request(kept.opened!.href), publicUrl, redirectUri);
    const page: Authorization = { browser, verifier: kept.verifier!, state: 'sdk-state', page: signInPage };
    const consent = (await browser.follow(await signIn(page, member.email), publicUrl, redirectUri)) as Response;
    const callback = await decide(page, consent, 'allow');

    expect(await auth(client, { serverUrl, authorizationCode: callback.searchParams.get('code')! })).toBe('AUTHORIZED');
    expect((await probe(kept.tokens.access_token, '{ currentAdmin { id } }')).principal).toEqual({ kind: 'admin', id: member.id });
  });

  it('requires PKCE', async () => {
    const { resource, server } = await discover();
    const clientId = await register(server);
    const url = new URL(server.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      scope: 'mcp:admin',
      resource: resource.resource,
    }).toString();
    const answer = await fetch(url, { redirect: 'manual' });
    const location = new URL(answer.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('registers web clients with https or loopback redirect URIs only', async () => {
    const { server } = await discover();
    const attempt = async (redirectUris: string[], applicationType = 'web') => {
      const response = await fetch(server.registration_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_name: 'Agent', redirect_uris: redirectUris, application_type: applicationType, token_endpoint_auth_method: 'none' }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, string> };
    };
    const plain = await attempt(['http://agent.example.com/callback']);
    expect(plain).toMatchObject({ status: 400, body: { error: 'invalid_redirect_uri' } });
    expect((await attempt(['https://agent.example.com/callback'])).status).toBe(201);
    expect((await attempt(['http://localhost:6274/callback'])).status).toBe(201);
    expect((await attempt(['com.example.agent:/callback'], 'native')).status).toBe(201);
  });

  it('throttles client registrations per client address', async () => {
    const { server } = await discover();
    const from = { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 1}` };
    const body = JSON.stringify({ client_name: 'Flood', redirect_uris: [redirectUri], token_endpoint_auth_method: 'none' });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await fetch(server.registration_endpoint, { method: 'POST', headers: from, body })).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
  });

  it('keeps its clients, interactions and tokens in the database: another instance carries on any step', async () => {
    const other = await TestShop.start({ PORT: String(await freePort()), PUBLIC_URL: publicUrl }, FILE_MODULES);
    try {
      const { resource, server } = await discover();
      const member = await staffMember(await role(['brand']));
      const clientId = await register(server);
      // The authorization starts on this instance, the sign-in and consent go to the other one.
      const auth = await authorize(server, clientId, resource.resource);
      const page = auth.page as Response;
      const html = await page.text();
      const onOther = (path: string) => new URL(path, other.url).href;
      const signedIn = await auth.browser.request(onOther(actionOf(html)), {
        method: 'POST',
        form: { csrf: csrfOf(html), email: member.email, password: STAFF_PASSWORD },
      });
      expect(signedIn.status).toBe(303);
      const consent = (await auth.browser.follow(signedIn, other.url, redirectUri)) as Response;
      const consentHtml = await consent.text();
      expect(consentHtml).toContain('Test agent');
      const back = await auth.browser.follow(
        await auth.browser.request(onOther(actionOf(consentHtml)), { method: 'POST', form: { csrf: csrfOf(consentHtml), decision: 'allow' } }),
        other.url,
        redirectUri,
      );
      const code = (back as URL).searchParams.get('code')!;
      // The code is exchanged on the other instance; the token works on this one.
      const tokens = await fetch(`${other.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          code_verifier: auth.verifier,
        }).toString(),
      });
      expect(tokens.status).toBe(200);
      const { access_token: accessToken } = (await tokens.json()) as { access_token: string };
      expect((await probe(accessToken, '{ currentAdmin { id } }')).principal).toEqual({ kind: 'admin', id: member.id });
    } finally {
      await other.close();
    }
  });
});

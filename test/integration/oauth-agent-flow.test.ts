import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { FILE_MODULES, TestShop } from '../support/shop.js';
import { STAFF_PASSWORD } from '../support/staff.js';
import { freePort } from '../support/free-port.js';
import { actionOf, adminToken, Browser, csrfOf, publicUrl, redirectUri, shop, useOauthShop, type Authorization } from './oauth-agent-fixtures.js';
import { agentTokens, authorize, decide, discover, probe, register, role, signIn, staffMember, token } from './oauth-agent-fixtures.js';

/**
 * Issue 44, the flow an agent goes through to act on /mcp/admin: discovery, registration, PKCE with the
 * resource, sign-in, consent, the token acting as the member, refresh; once with the MCP SDK's own
 * client, once carried on by another instance. What the authorization server refuses is
 * oauth-agent-refusals.test.ts's.
 */
useOauthShop();

describe('OAuth for /mcp/admin (issue 44): the flow', () => {
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

import { randomBytes } from 'node:crypto';
import { STAFF_PASSWORD } from '../support/staff.js';
import { actionOf, adminToken, Browser, csrfOf, publicUrl, redirectUri, shop, useOauthShop } from './oauth-agent-fixtures.js';
import { agentTokens, authorize, decide, discover, probe, register, role, signIn, staffMember, token } from './oauth-agent-fixtures.js';

/**
 * Issue 44, what the authorization server for /mcp/admin refuses: revoked, expired and unknown tokens
 * and those of a member who changed password or was disabled, a denied consent, a resource other than
 * /mcp/admin, a wrong password or a forged form, an authorization without PKCE, plain-http redirect
 * URIs, registrations beyond the throttle. The flow itself is oauth-agent-flow.test.ts's.
 */
useOauthShop();

describe('OAuth for /mcp/admin (issue 44): refusals', () => {
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
});

import type { MikroORM } from '@mikro-orm/postgresql';
import Provider, { errors, type KoaContext } from 'oidc-provider';
import type { AppRuntime } from '../../common/context.js';
import { log } from '../../observability/logger.js';
import { AdminAccount } from '../staff/index.js';
import { errorPage, languageOf } from './interaction-pages.js';
import type { ProviderKeys } from './keys.js';
import { ADMIN_SCOPE, ISSUER_PATH, adminResourceOf, issuerOf } from './oauth-urls.js';
import { pgAdapter } from './pg-adapter.js';

/** Access tokens are short-lived; a client keeps working with its refresh token. */
export const ACCESS_TOKEN_SECONDS = 10 * 60;
const REFRESH_TOKEN_SECONDS = 14 * 24 * 60 * 60;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A token's subject: the staff member's id and their session version when they consented
 * (common/sessions.ts). A password change raises the version: the grant's tokens and refresh tokens
 * stop working, as every other session of that member does.
 */
export const accountIdOf = (account: { id: number; sessionVersion: number }): string => `${account.id}.${account.sessionVersion}`;

export function parseAccountId(accountId: string): { id: number; sessionVersion: number } | undefined {
  const match = /^(\d{1,9})\.(\d{1,9})$/.exec(accountId);
  return match ? { id: Number(match[1]), sessionVersion: Number(match[2]) } : undefined;
}

/**
 * The shop's OAuth 2.1 authorization server (oidc-provider), for agents acting on /mcp/admin as a staff
 * member (MCP authorization, 2025-11-25): clients register themselves (RFC 7591), every authorization
 * uses PKCE (S256) and names the resource (RFC 8707, defaulted to /mcp/admin, the only one), and its
 * access tokens are opaque, kept in PostgreSQL (pg-adapter.ts) and bound to that resource.
 */
export function createProvider(orm: MikroORM, runtime: AppRuntime, keys: ProviderKeys): Provider {
  const { config } = runtime;
  const resource = adminResourceOf(config);

  const provider = new Provider(issuerOf(config), {
    adapter: pgAdapter(orm),
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    // The resource's scope is listed too: clients register with it (the MCP SDK sends the resource's scopes_supported).
    scopes: ['openid', 'offline_access', ADMIN_SCOPE],
    claims: { openid: ['sub'] },
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      id_token_signed_response_alg: 'EdDSA',
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
    // OAuth 2.1 and MCP: a web client's redirect URIs are https, or http to this machine (loopback) only,
    // so that no code crosses the network in clear. Native clients keep oidc-provider's own rules
    // (loopback http, claimed https, their private-use scheme).
    extraClientMetadata: {
      properties: ['redirect_uris'],
      validator: (_ctx: unknown, key: string, value: unknown, metadata: { application_type?: string }) => {
        if (key !== 'redirect_uris' || metadata.application_type === 'native' || !Array.isArray(value)) return;
        for (const uri of value) {
          const url = URL.parse(String(uri));
          if (url?.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
            throw new errors.InvalidClientMetadata('redirect_uris of web clients must use https (or http on a loopback address)');
          }
        }
      },
    },
    pkce: { required: () => true },
    // A browser-based agent may call the token endpoint from the origin of its redirect URI.
    clientBasedCORS: (_ctx: unknown, origin: string, client: { redirectUris: string[] }) =>
      origin !== 'null' && client.redirectUris.some((uri) => URL.parse(uri)?.origin === origin),
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: true, initialAccessToken: false },
      // A client revokes only its own tokens (RFC 7009 section 2.1).
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) => token.clientId === client.clientId,
      },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx: unknown, _client: unknown, oneOf?: string[]) => oneOf ?? resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, indicator: string) => {
          if (indicator !== resource) throw new errors.InvalidTarget(`the only resource is ${resource}`);
          return { scope: ADMIN_SCOPE, audience: resource, accessTokenTTL: ACCESS_TOKEN_SECONDS, accessTokenFormat: 'opaque' };
        },
      },
    },
    // Agent tokens outlive the sign-in page's session (kept short); refresh tokens for every client allowed them.
    expiresWithSession: async () => false,
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AuthorizationCode: 60,
      Interaction: 15 * 60,
      Session: 60 * 60,
      Grant: REFRESH_TOKEN_SECONDS,
      RefreshToken: REFRESH_TOKEN_SECONDS,
      AccessToken: ACCESS_TOKEN_SECONDS,
      IdToken: ACCESS_TOKEN_SECONDS,
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${ISSUER_PATH}/interaction/${interaction.uid}` },
    // Checked at every use of a code or refresh token: a member disabled, deleted or whose password changed gets nothing more.
    findAccount: async (_ctx: unknown, sub: string) => {
      const parsed = parseAccountId(sub);
      if (!parsed) return undefined;
      const admin = await orm.em.fork().findOne(AdminAccount, { id: parsed.id }, { fields: ['id', 'enabled', 'sessionVersion'] });
      if (!admin?.enabled || admin.sessionVersion !== parsed.sessionVersion) return undefined;
      return { accountId: sub, claims: async () => ({ sub }) };
    },
    renderError: async (ctx: KoaContext, out: Record<string, string>) => {
      const page = errorPage(languageOf(ctx.get('accept-language')), out);
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', page.csp);
      ctx.body = page.html;
    },
  });
  // Behind haproxy: the scheme and address from X-Forwarded-* (as Express's trust proxy).
  provider.proxy = config.trustProxy > 0;
  provider.on('server_error', (_ctx: unknown, error: unknown) => log.error({ err: error }, 'OAuth server error'));
  return provider;
}

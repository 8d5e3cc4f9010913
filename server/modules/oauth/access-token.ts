import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/env.js';
import type { AppContext } from '../../common/context.js';
import type { Permission } from '../../common/permissions.js';
import { run } from '../../common/sql.js';
import { grantedPermissions } from '../staff/index.js';
import { ADMIN_RESOURCE_PATH, adminResourceOf } from './oauth-urls.js';
import { accessTokenHolder } from './oauth.sql.js';
import { parseAccountId } from './provider.js';

type AuthResult = Pick<AppContext, 'principal' | 'authFailure'>;

/**
 * The bearer value when it may be one of this authorization server's access tokens: opaque (base64url
 * characters, no dots). The shop's own session tokens are JWTs (with dots) and API keys begin `shpk_`
 * (app.ts checks those first), so each kind of credential has one verifier.
 */
export function oauthAccessTokenOf(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{32,128})\s*$/i.exec(authorization ?? '');
  return match && !match[1].startsWith('shpk_') ? match[1] : undefined;
}

/** Whether the request is for the resource the tokens are bound to (RFC 8707): /mcp/admin and below. */
export function isAdminResourceRequest(originalUrl: string): boolean {
  const path = new URL(originalUrl, 'http://shop.invalid').pathname;
  return path === ADMIN_RESOURCE_PATH || path.startsWith(`${ADMIN_RESOURCE_PATH}/`);
}

/**
 * The staff member an access token of the shop's authorization server acts for, as they are now: their
 * current role's permissions (a role change applies at the next request), and nothing once they are
 * disabled, deleted or changed their password, or the token expired or was revoked (its row is gone).
 * The token is honoured only by its audience, the admin MCP resource: sent anywhere else (/graphql,
 * /api) it is refused like any bad token, so a token an agent got for /mcp/admin opens nothing more.
 */
export async function authenticateOAuthToken(em: EntityManager, config: AppConfig, token: string, originalUrl: string): Promise<AuthResult> {
  const refused = { authFailure: 'Unauthenticated' };
  if (!isAdminResourceRequest(originalUrl)) return refused;
  const [holder] = await run(em, accessTokenHolder, [token]);
  if (!holder) return refused;
  const { payload } = holder;
  const account = parseAccountId(payload.accountId ?? '');
  const current = account && account.id === holder.id && account.sessionVersion === holder.session_version;
  const live = typeof payload.exp === 'number' && payload.exp * 1000 > Date.now();
  if (!current || !holder.enabled || !live || payload.aud !== adminResourceOf(config)) return refused;
  return {
    principal: {
      kind: 'admin',
      id: holder.id,
      // Never the token itself: a hash names it (history, logs).
      tokenId: `oauth:${createHash('sha256').update(token).digest('base64url').slice(0, 32)}`,
      expiresAt: new Date(payload.exp! * 1000),
      sessionVersion: holder.session_version,
      roleId: holder.role_id,
      permissions: new Set<Permission>(grantedPermissions({ id: holder.role_id, permissions: holder.permissions })),
      name: holder.name,
    },
  };
}

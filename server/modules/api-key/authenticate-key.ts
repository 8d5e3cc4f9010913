import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Principal } from '../../common/context.js';
import { Permission } from '../../common/permissions.js';
import { grantedPermissions } from '../staff/index.js';
import { hashApiKeySecret, looksLikeApiKey } from './api-key-secret.js';
import { run } from '../../common/sql.js';
import { keyBySecretHash, markKeyUsed } from './api-key.sql.js';

/**
 * What a key never does, whatever its role (issue 23): create keys or webhooks, change passwords,
 * accounts or roles. These permissions are withheld from every key's principal; AnyAdmin fields (own
 * profile, login, refresh, logout) are refused to keys in auth-checker.ts.
 */
export const WITHHELD_FROM_KEYS: readonly Permission[] = [Permission.role, Permission.admin_account, Permission.api_key, Permission.webhook];

/** "last used" is written at most this often per key (not per request). */
const LAST_USED_EVERY_SECONDS = 60;

/** The key a request carries: `X-Api-Key: <secret>` or `Authorization: Bearer <secret>` (a key's prefix tells it from a login token). */
export function apiKeyOf(req: Request): string | undefined {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return bearer && looksLikeApiKey(bearer[1]) ? bearer[1] : undefined;
}

export type ApiKeyPrincipal = Extract<Principal, { kind: 'admin' }>;

/**
 * The principal of a key, or undefined for a bad, expired, disabled or revoked one (the caller answers
 * 401 alike for every reason). One statement reads the key and its role's current permissions, so a
 * revocation or a role change holds on every instance from the next request.
 */
export async function authenticateApiKey(em: EntityManager, secret: string, clientAddress: string): Promise<ApiKeyPrincipal | undefined> {
  if (!looksLikeApiKey(secret)) return undefined;
  const hash = hashApiKeySecret(secret);
  const [key] = await run(em, keyBySecretHash, [LAST_USED_EVERY_SECONDS, hash, hash]);
  if (!key) return undefined;
  if (key.stale) {
    // Conditional, so that of concurrent requests on several instances one writes a minute.
    await run(em, markKeyUsed, [clientAddress.slice(0, 64), key.id, LAST_USED_EVERY_SECONDS]);
  }
  const permissions = grantedPermissions({ id: key.role_id, permissions: key.permissions }).filter((p) => !WITHHELD_FROM_KEYS.includes(p));
  return {
    kind: 'admin',
    // Services that look for "the acting admin" find the key's maker; what the key changes is named after the key.
    id: key.created_by_id ?? 0,
    tokenId: `api_key:${key.id}`,
    expiresAt: key.expires_at ? new Date(key.expires_at) : new Date(8.64e15),
    sessionVersion: 0,
    roleId: key.role_id,
    permissions: new Set(permissions),
    // What a key changes is recorded as done by that key.
    name: `API key: ${key.name}`,
    apiKey: { id: key.id, name: key.name, bucket: key.cost_bucket, restoreRate: key.cost_restore_rate },
  };
}

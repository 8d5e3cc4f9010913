import type { Permission } from '../../common/permissions.js';
import { defineStatement } from '../../common/sql.js';

export interface KeyRow {
  id: number;
  name: string;
  role_id: number;
  permissions: Permission[];
  created_by_id: number | null;
  expires_at: Date | null;
  cost_bucket: number | null;
  cost_restore_rate: number | null;
  stale: boolean;
}

/** The key (by its secret, or its previous one during the grace period) and its role's current permissions. */
export const keyBySecretHash = defineStatement<[lastUsedEverySeconds: number, hash: string, hash: string], KeyRow>(
  'apiKey.keyBySecretHash',
  `select k.id, k.name, k.role_id, r.permissions, k.created_by_id, k.expires_at, k.cost_bucket, k.cost_restore_rate,
          (k.last_used_at is null or k.last_used_at < now() - cast(? as integer) * interval '1 second') as stale
   from api_key k join role r on r.id = k.role_id
   where (k.secret_hash = ? or (k.previous_secret_hash = ? and k.previous_valid_until > now()))
     and k.enabled and k.revoked_at is null and (k.expires_at is null or k.expires_at > now())`,
);

/** Conditional, so that of concurrent requests on several instances one writes a minute. */
export const markKeyUsed = defineStatement<[clientAddress: string, keyId: number, lastUsedEverySeconds: number]>(
  'apiKey.markKeyUsed',
  `update api_key set last_used_at = now(), last_used_ip = ? where id = ? and (last_used_at is null or last_used_at < now() - cast(? as integer) * interval '1 second')`,
);

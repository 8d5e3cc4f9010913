import type { Permission } from '../../common/permissions.js';
import { defineStatement } from '../../common/sql.js';

// The authorization server's objects (oauth-record.entity.ts), each one statement: oidc-provider calls
// its adapter on every step of a flow, and several instances share the rows.

export interface RecordRow {
  payload: Record<string, unknown>;
  consumed_at: Date | null;
}

/** Insert or replace: oidc-provider saves an object again when it changes (an interaction's result, a grant). */
export const upsertRecord = defineStatement<
  [kind: string, id: string, payload: string, grantId: string | null, uid: string | null, userCode: string | null, expiresInSeconds: number | null]
>(
  'oauth.upsertRecord',
  `insert into oauth_record (kind, id, payload, grant_id, uid, user_code, expires_at)
   values (?, ?, cast(? as jsonb), ?, ?, ?, now() + cast(? as integer) * interval '1 second')
   on conflict (kind, id) do update set payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
     user_code = excluded.user_code, expires_at = excluded.expires_at`,
);

const LIVE = `(expires_at is null or expires_at > now())`;

export const findRecord = defineStatement<[kind: string, id: string], RecordRow>(
  'oauth.findRecord',
  `select payload, consumed_at from oauth_record where kind = ? and id = ? and ${LIVE}`,
);

export const findRecordByUid = defineStatement<[kind: string, uid: string], RecordRow>(
  'oauth.findRecordByUid',
  `select payload, consumed_at from oauth_record where kind = ? and uid = ? and ${LIVE}`,
);

export const findRecordByUserCode = defineStatement<[kind: string, userCode: string], RecordRow>(
  'oauth.findRecordByUserCode',
  `select payload, consumed_at from oauth_record where kind = ? and user_code = ? and ${LIVE}`,
);

export const consumeRecord = defineStatement<[kind: string, id: string]>(
  'oauth.consumeRecord',
  `update oauth_record set consumed_at = now() where kind = ? and id = ? and consumed_at is null`,
);

export const destroyRecord = defineStatement<[kind: string, id: string]>('oauth.destroyRecord', `delete from oauth_record where kind = ? and id = ?`);

/** Every code and token of the grant, whatever its kind (oidc-provider asks per kind; one statement does all). */
export const revokeGrantRecords = defineStatement<[grantId: string]>('oauth.revokeGrantRecords', `delete from oauth_record where grant_id = ?`);

export const purgeExpiredRecords = defineStatement('oauth.purgeExpiredRecords', `delete from oauth_record where expires_at < now()`);

/** The staff member behind an access token, as they are now: their role's permissions, enabled, their session version. */
export interface TokenHolderRow {
  payload: { aud?: string; exp?: number; scope?: string; accountId?: string; clientId?: string; kind?: string };
  id: number;
  enabled: boolean;
  name: string;
  role_id: number;
  permissions: Permission[];
  session_version: number;
}

/**
 * An access token and its staff member in one statement, run on every request that carries one
 * (prepared). The token's accountId is `<admin id>.<session version>` (provider.ts accountIdOf).
 */
export const accessTokenHolder = defineStatement<[token: string], TokenHolderRow>(
  'oauth.accessTokenHolder',
  `select t.payload, a.id, a.enabled, a.name, a.role_id, r.permissions, a.session_version
   from oauth_record t
   join admin_account a on a.id = case when t.payload->>'accountId' ~ '^[0-9]{1,9}[.][0-9]{1,9}$'
     then cast(split_part(t.payload->>'accountId', '.', 1) as integer) end
   join role r on r.id = a.role_id
   where t.kind = 'AccessToken' and t.id = ? and t.expires_at > now()`,
  { prepared: true },
);

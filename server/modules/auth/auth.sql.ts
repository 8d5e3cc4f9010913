import type { Permission } from '../../common/permissions.js';
import { defineStatement, namedStatement } from '../../common/sql.js';

// Every signed-in request authenticates: the account and the revocation are one statement, prepared.

interface AdminSessionRow {
  enabled: boolean;
  name: string;
  role_id: number;
  permissions: Permission[];
  revoked: boolean;
  session_version: number;
  session_jti: string | null;
}

interface CustomerSessionRow {
  enabled: boolean;
  email: string;
  first_name: string;
  revoked: boolean;
  session_version: number;
  session_jti: string | null;
}

export interface SessionValues {
  jti: string;
  accountId: number;
}

const ADMIN_SESSION = `select a.enabled, a.name, a.role_id, r.permissions, a.session_version, a.session_jti,
     exists(select 1 from revoked_token t where t.jti = :jti) as revoked
   from admin_account a join role r on r.id = a.role_id where a.id = :accountId`;

const CUSTOMER_SESSION = `select c.enabled, c.email, c.first_name, c.session_version, c.session_jti,
     exists(select 1 from revoked_token t where t.jti = :jti) as revoked
   from customer c where c.id = :accountId`;

const admin = namedStatement<SessionValues>(ADMIN_SESSION);
const customer = namedStatement<SessionValues>(CUSTOMER_SESSION);

export const adminSession = defineStatement<unknown[], AdminSessionRow>('auth.adminSession', admin.text, { prepared: true });
export const customerSession = defineStatement<unknown[], CustomerSessionRow>('auth.customerSession', customer.text, {
  prepared: true,
});
/** The parameters of each statement above, in the order its placeholders stand. */
export const sessionParams = {
  admin: admin.params,
  customer: customer.params,
};

/** Only the first revocation wins (no row answered for a token revoked meanwhile). */
export const revokeToken = defineStatement<[jti: string, expiresAt: Date], { jti: string }>(
  'auth.revokeToken',
  'insert into revoked_token (jti, expires_at) values (?, ?) on conflict (jti) do nothing returning jti',
);

export const purgeRevokedTokens = defineStatement('auth.purgeRevokedTokens', 'delete from revoked_token where expires_at < now()');

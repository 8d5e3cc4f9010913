import type { Permission } from '../../common/permissions.js';
import { CHARGE_NUMBERS, bucketCharge, type BucketChargeValues } from '../../common/cost-bucket.sql.js';
import { defineStatement, namedStatement } from '../../common/sql.js';

// Every signed-in request authenticates: the account and the revocation are one statement, prepared.
// A REST route whose cost is known before its body is read (rest/gateway.ts) also has its cost charged
// by that statement: the `Charged` forms, one round trip instead of two.

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

/** What the `Charged` forms add: the bucket after the charge (null when nothing was charged). */
export interface ChargeColumns {
  bucket_available: number | null;
  bucket_refused: boolean | null;
}

export interface SessionValues {
  jti: string;
  accountId: number;
}
type ChargedValues = SessionValues & { version: number } & BucketChargeValues;

const ADMIN_SESSION = `select a.enabled, a.name, a.role_id, r.permissions, a.session_version, a.session_jti,
     exists(select 1 from revoked_token t where t.jti = :jti) as revoked
   from admin_account a join role r on r.id = a.role_id where a.id = :accountId`;

const CUSTOMER_SESSION = `select c.enabled, c.email, c.first_name, c.session_version, c.session_jti,
     exists(select 1 from revoked_token t where t.jti = :jti) as revoked
   from customer c where c.id = :accountId`;

const admin = namedStatement<SessionValues>(ADMIN_SESSION);
const customer = namedStatement<SessionValues>(CUSTOMER_SESSION);

/**
 * The staff member's own bucket is charged only for a session that holds (enabled, not revoked, current:
 * auth/sessions.ts isCurrentSession), so that nobody drains another's bucket with an ended token.
 */
const adminCharged = namedStatement<ChargedValues>(
  `with s as (${ADMIN_SESSION}), charge as (
     ${bucketCharge('from s where s.enabled and not s.revoked and (s.session_version = :version or s.session_jti = :jti)')}
   )
   select s.*, c.available as bucket_available, c.refused as bucket_refused from s left join charge c on true`,
  CHARGE_NUMBERS,
);

/**
 * A shopper's requests are charged to the client address, as an anonymous caller's are: whatever the
 * token. No row when the customer is gone (charged all the same: the request then goes on as an
 * anonymous one, whose charge the cost plugin makes again).
 */
const customerCharged = namedStatement<ChargedValues>(
  `with s as (${CUSTOMER_SESSION}), charge as (${bucketCharge()})
   select s.*, c.available as bucket_available, c.refused as bucket_refused from s, charge c`,
  CHARGE_NUMBERS,
);

export const adminSession = defineStatement<unknown[], AdminSessionRow & Partial<ChargeColumns>>('auth.adminSession', admin.text, { prepared: true });
export const customerSession = defineStatement<unknown[], CustomerSessionRow & Partial<ChargeColumns>>('auth.customerSession', customer.text, {
  prepared: true,
});
export const adminSessionCharged = defineStatement<unknown[], AdminSessionRow & ChargeColumns>('auth.adminSessionCharged', adminCharged.text, {
  prepared: true,
});
export const customerSessionCharged = defineStatement<unknown[], CustomerSessionRow & ChargeColumns>('auth.customerSessionCharged', customerCharged.text, {
  prepared: true,
});

/** The parameters of each statement above, in the order its placeholders stand. */
export const sessionParams = {
  admin: admin.params,
  customer: customer.params,
  adminCharged: adminCharged.params,
  customerCharged: customerCharged.params,
};

/** Only the first revocation wins (no row answered for a token revoked meanwhile). */
export const revokeToken = defineStatement<[jti: string, expiresAt: Date], { jti: string }>(
  'auth.revokeToken',
  'insert into revoked_token (jti, expires_at) values (?, ?) on conflict (jti) do nothing returning jti',
);

export const purgeRevokedTokens = defineStatement('auth.purgeRevokedTokens', 'delete from revoked_token where expires_at < now()');

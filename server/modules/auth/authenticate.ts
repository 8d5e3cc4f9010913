import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext, AppRuntime } from '../../common/context.js';
import { chargeOutcome, type BucketCharge, type BucketRule } from '../../common/cost-bucket.js';
import { budgetOf } from '../../common/cost-plugin.js';
import type { Permission } from '../../common/permissions.js';
import { grantedPermissions } from '../role/role.entity.js';
import { isCurrentSession } from './sessions.js';
import { TokenRejected, verifyToken, type TokenClaims } from './token.js';
import { run } from '../../common/sql.js';
import { adminSession, adminSessionCharged, customerSession, customerSessionCharged, sessionParams, type ChargeColumns } from './auth.sql.js';

type AuthResult = Pick<AppContext, 'principal' | 'authFailure'> & {
  /** The pending charge's outcome, when it was made (never for a staff session that does not hold). */
  charged?: BucketCharge;
};

/** A cost to charge with the session, by its statement (a REST route whose cost is known before its body). */
export interface PendingCharge {
  cost: number;
  clientAddress: string;
}

/** The charge's values for the `Charged` statements (auth.sql.ts), and the bucket it goes to. */
function chargeOf(runtime: AppRuntime, claims: TokenClaims, charge: PendingCharge) {
  const principal = { kind: claims.audience === 'admin' ? ('admin' as const) : ('customer' as const), id: claims.subjectId };
  const { bucket, limit } = budgetOf(runtime.config, { principal, clientAddress: charge.clientAddress });
  // Over the caller's limit: refused by the cost plugin as QUERY_TOO_COSTLY, never charged.
  if (charge.cost > limit) return undefined;
  const values = { jti: claims.jti, accountId: claims.subjectId, version: claims.sessionVersion, ...bucket, cost: charge.cost };
  return { bucket, cost: charge.cost, values };
}

/** What the statement's charge came to: undefined when it charged nothing (or there was nothing to charge). */
function outcome(em: EntityManager, pending: { bucket: BucketRule; cost: number } | undefined, row: Partial<ChargeColumns> | undefined) {
  if (!pending || row?.bucket_available === undefined || row.bucket_available === null) return undefined;
  return chargeOutcome(em, pending.bucket, pending.cost, { available: row.bucket_available, refused: Boolean(row.bucket_refused) });
}

/**
 * Turns the request's bearer token into a principal. A missing token is an anonymous caller; a bad,
 * expired or revoked one, one of a session ended by a password change (sessions.ts), or one whose
 * account is gone or disabled, leaves the reason in authFailure
 * so that a guarded field answers 401 with it while public fields still work.
 *
 * With `charge`, the caller's bucket (common/cost-plugin.ts budgetOf) is charged by the same statement:
 * a staff member's only while the session holds, a shopper's client address whatever the token (as an
 * anonymous caller's would be).
 */
export async function authenticate(runtime: AppRuntime, em: EntityManager, authorization: string | undefined, charge?: PendingCharge): Promise<AuthResult> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return {};
  let claims;
  try {
    claims = await verifyToken(runtime.tokenSecret, match[1]);
  } catch (error) {
    return { authFailure: error instanceof TokenRejected ? error.message : 'Unauthenticated' };
  }
  const { jti, expiresAt } = claims;
  const session = { jti, accountId: claims.subjectId };
  const pending = charge && chargeOf(runtime, claims, charge);
  // Every signed-in request comes through here: the account and the revocation are one statement.
  if (claims.audience === 'admin') {
    const [admin] = pending
      ? await run(em, adminSessionCharged, sessionParams.adminCharged(pending.values))
      : await run(em, adminSession, sessionParams.admin(session));
    if (!admin || !admin.enabled || admin.revoked || !isCurrentSession(admin, claims.sessionVersion, jti)) return { authFailure: 'Unauthenticated' };
    const permissions = grantedPermissions({ id: admin.role_id, permissions: admin.permissions });
    return {
      principal: {
        kind: 'admin',
        id: claims.subjectId,
        tokenId: jti,
        expiresAt,
        sessionVersion: admin.session_version,
        roleId: admin.role_id,
        permissions: new Set<Permission>(permissions),
        name: admin.name,
      },
      charged: await outcome(em, pending, admin),
    };
  }
  const [customer] = pending
    ? await run(em, customerSessionCharged, sessionParams.customerCharged(pending.values))
    : await run(em, customerSession, sessionParams.customer(session));
  const charged = await outcome(em, pending, customer);
  if (!customer?.enabled || customer.revoked || !isCurrentSession(customer, claims.sessionVersion, jti)) return { authFailure: 'Unauthenticated', charged };
  return {
    principal: {
      kind: 'customer',
      id: claims.subjectId,
      tokenId: jti,
      expiresAt,
      sessionVersion: customer.session_version,
      email: customer.email,
      firstName: customer.first_name,
    },
    charged,
  };
}

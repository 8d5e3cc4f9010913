import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext, AppRuntime } from '../../common/context.js';
import type { Permission } from '../../common/permissions.js';
import { grantedPermissions } from '../staff/index.js';
import { TokenRejected, verifyToken } from './token.js';
import { run } from '../../common/sql.js';
import { adminSession, customerSession, sessionParams } from './auth.sql.js';
import { isCurrentSession } from '../../common/sessions.js';

type AuthResult = Pick<AppContext, 'principal' | 'authFailure'>;

/**
 * Turns the request's bearer token into a principal. A missing token is an anonymous caller; a bad,
 * expired or revoked one, one of a session ended by a password change (sessions.ts), or one whose
 * account is gone or disabled, leaves the reason in authFailure
 * so that a guarded field answers 401 with it while public fields still work.
 */
export async function authenticate(runtime: AppRuntime, em: EntityManager, authorization: string | undefined): Promise<AuthResult> {
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
  // Every signed-in request comes through here: the account and the revocation are one statement.
  if (claims.audience === 'admin') {
    const [admin] = await run(em, adminSession, sessionParams.admin(session));
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
    };
  }
  const [customer] = await run(em, customerSession, sessionParams.customer(session));
  if (!customer?.enabled || customer.revoked || !isCurrentSession(customer, claims.sessionVersion, jti)) return { authFailure: 'Unauthenticated' };
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
  };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext, AppRuntime } from '../../common/context.js';
import { ALL_PERMISSIONS, type Permission } from '../../common/permissions.js';
import { AdminAccount } from '../admin-account/admin-account.entity.js';
import { Customer } from '../customer/customer.entity.js';
import { SUPER_ADMIN_ROLE_ID } from '../role/role.entity.js';
import { RevokedToken } from '../system/system.entities.js';
import { TokenRejected, verifyToken } from './token.js';

type AuthResult = Pick<AppContext, 'principal' | 'authFailure'>;

/**
 * Turns the request's bearer token into a principal. A missing token is an anonymous caller; a bad,
 * expired or revoked one, or one whose account is gone or disabled, leaves the reason in authFailure
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
  if (await em.count(RevokedToken, { jti: claims.jti })) return { authFailure: 'Unauthenticated' };

  if (claims.audience === 'admin') {
    const admin = await em.findOne(AdminAccount, { id: claims.subjectId }, { populate: ['role'] });
    if (!admin || !admin.enabled) return { authFailure: 'Unauthenticated' };
    const role = admin.role.getEntity();
    const permissions = role.id === SUPER_ADMIN_ROLE_ID ? ALL_PERMISSIONS : role.permissions;
    return {
      principal: {
        kind: 'admin',
        id: admin.id,
        tokenId: claims.jti,
        expiresAt: claims.expiresAt,
        roleId: role.id,
        permissions: new Set<Permission>(permissions),
      },
    };
  }
  const customer = await em.findOne(Customer, { id: claims.subjectId });
  if (!customer || !customer.enabled) return { authFailure: 'Unauthenticated' };
  return { principal: { kind: 'customer', id: customer.id, tokenId: claims.jti, expiresAt: claims.expiresAt } };
}

import { Authorized, getMetadataStorage, type AuthChecker } from 'type-graphql';
import type { AppContext } from './context.js';
import { Access, type Permission } from './permissions.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';

/**
 * The one place where access to a root field is decided. Every root field carries exactly one guard:
 * Public(), ShopperOnly(), AnyAdmin() or RequirePermission(p); a test fails on any field without one.
 */
export const authChecker: AuthChecker<AppContext, string> = ({ context }, required) => assertAccess(context, required);

/** Throws UNAUTHENTICATED or FORBIDDEN unless the caller meets the guard's requirement. */
export function assertAccess(context: AppContext, required: readonly string[]): true {
  if (required.includes(Access.Public)) return true;
  const principal = context.principal;
  const wanted = required.includes(Access.Shopper) ? 'customer' : 'admin';
  if (!principal || principal.kind !== wanted) {
    throw new UnauthenticatedError(context.authFailure ?? 'Unauthenticated');
  }
  if (principal.kind === 'customer') return true;
  // A key has no session of its own: no profile, login refresh or logout (issue 23).
  if (required.includes(Access.AnyAdmin)) {
    if (principal.apiKey) throw new ForbiddenError();
    return true;
  }
  const permissions = required as Permission[];
  if (permissions.some((p) => principal.permissions.has(p))) return true;
  throw new ForbiddenError();
}

/**
 * The guard of every root Query and Mutation field, by schema name (undefined: no guard). The REST
 * gateway checks it before reading a request's input, so an anonymous call gets 401 rather than 422;
 * a test walks it to find fields without a guard.
 */
export function rootFieldGuards(): Map<string, readonly string[] | undefined> {
  const storage = getMetadataStorage();
  const guards = new Map<string, readonly string[] | undefined>();
  for (const field of [...storage.queries, ...storage.mutations]) {
    const guard = storage.authorizedFields.find((a) => a.target === field.target && a.fieldName === field.methodName);
    guards.set(field.schemaName, guard?.roles as string[] | undefined);
  }
  return guards;
}

/** Anyone, signed in or not. */
export const Public = () => Authorized(Access.Public);
/** A signed-in shopper (a shopper token; an admin token is refused). */
export const ShopperOnly = () => Authorized(Access.Shopper);
/** Any signed-in admin, whatever the role (their own session and profile). */
export const AnyAdmin = () => Authorized(Access.AnyAdmin);
/** A signed-in admin whose role holds the permission (or any one of several, e.g. a list other forms pick from). */
export const RequirePermission = (...permissions: [Permission, ...Permission[]]) => Authorized(...permissions);

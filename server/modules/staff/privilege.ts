import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../common/context.js';
import { ForbiddenError, UnauthenticatedError } from '../../common/errors.js';
import type { Permission } from '../../common/permissions.js';
import { AdminAccount } from './admin-account.entity.js';
import { Role, grantedPermissions, grantsEverything } from './role.entity.js';
import { advisoryTransactionLock } from '../../common/common.sql.js';
import { run } from '../../common/sql.js';

/**
 * Staff can never grant what they do not hold (DESIGN 3, Privilege): a role or an account change may not
 * give permissions the acting admin lacks, nor touch an account whose role holds more than the actor's.
 * Shared by the role and admin account services, which also share the lock below.
 */
export const PRIVILEGE_MESSAGES = {
  grant: 'You can not grant permissions you do not hold.',
  touch: 'You can not change an account whose role holds permissions you do not hold.',
  touchRole: 'You can not change a role holding permissions you do not hold.',
  lastFullAdmin: 'The last enabled account with every permission must keep every permission.',
} as const;

/** Serialises the changes that could leave the shop without an enabled account holding every permission. */
const ACCOUNTS_LOCK = 7321002;

/** Takes the accounts lock for the rest of the transaction. */
export async function lockAccounts(tx: EntityManager): Promise<void> {
  await run(tx, advisoryTransactionLock, [ACCOUNTS_LOCK]);
}

/** The acting admin's permissions (as authenticate read them for this request). */
export function actorPermissions(ctx: AppContext): ReadonlySet<Permission> {
  const principal = ctx.principal;
  if (principal?.kind !== 'admin') throw new UnauthenticatedError(ctx.authFailure);
  return principal.permissions;
}

/** Whether the acting admin holds every permission of the list. */
export function actorHoldsAll(ctx: AppContext, permissions: readonly Permission[]): boolean {
  const held = actorPermissions(ctx);
  return permissions.every((p) => held.has(p));
}

/** 403 unless the acting admin holds every permission being given. */
export function assertMayGrant(ctx: AppContext, permissions: readonly Permission[]): void {
  if (!actorHoldsAll(ctx, permissions)) throw new ForbiddenError(PRIVILEGE_MESSAGES.grant);
}

/**
 * 403 unless the acting admin holds everything the role grants: only then is the role (`what: 'role'`),
 * or an account in it, theirs to manage.
 */
export function assertMayManageRole(ctx: AppContext, role: Role, what: 'account' | 'role' = 'account'): void {
  if (!actorHoldsAll(ctx, grantedPermissions(role))) throw new ForbiddenError(what === 'role' ? PRIVILEGE_MESSAGES.touchRole : PRIVILEGE_MESSAGES.touch);
}

/** The ids of the roles that grant every permission. Roles are few: all are read and judged here. */
export async function fullRoleIds(tx: EntityManager): Promise<number[]> {
  const roles = await tx.find(Role, {}, { refresh: true });
  return roles.filter(grantsEverything).map((role) => role.id);
}

/**
 * Whether no enabled account would hold every permission once the accounts `leaving` (disabled, deleted
 * or moved) are gone and the roles `shrinking` no longer grant everything. Call under the accounts lock.
 */
export async function wouldLeaveNoFullAdmin(tx: EntityManager, leaving: number[], shrinking: number[] = []): Promise<boolean> {
  const full = (await fullRoleIds(tx)).filter((id) => !shrinking.includes(id));
  if (!full.length) return true;
  const where = leaving.length ? { enabled: true, role: { $in: full }, id: { $nin: leaving } } : { enabled: true, role: { $in: full } };
  return (await tx.count(AdminAccount, where)) === 0;
}

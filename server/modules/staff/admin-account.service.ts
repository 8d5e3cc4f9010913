import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, ValidationError, fieldError, type FieldErrors } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { assertCurrentPassword, hashPassword } from '../../common/password.js';
import { Service } from '../../common/service.js';
import { assertMayGrant, assertMayManageRole, fullRoleIds, lockAccounts, wouldLeaveNoFullAdmin } from './privilege.js';
import { grantedPermissions, Role, SUPER_ADMIN_ROLE_ID } from './role.entity.js';
import { AdminAccount } from './admin-account.entity.js';
import type { CreateAdminAccountInput, UpdateAdminAccountInput } from './admin-account.inputs.js';
import { endOtherSessions } from '../../common/sessions.js';

export const ADMIN_ACCOUNT_MESSAGES = {
  emailTaken: 'The email has already been taken.',
  roleInvalid: 'The selected role id is invalid.',
  disableSelf: 'You can not disable your own account.',
  deleteSelf: 'You can not delete your own account.',
  disableLastSuperAdmin: 'The last enabled super admin can not be disabled.',
  deleteLastSuperAdmin: 'The last enabled super admin can not be deleted.',
  moveLastSuperAdmin: 'The last enabled super admin must keep the super admin role.',
} as const;

/**
 * Admin accounts. Rules beyond the form: nobody disables or deletes themselves; the last enabled account
 * holding every permission is never disabled, deleted or moved to a smaller role, so the shop always
 * keeps one; and (staff/privilege.ts) an admin assigns only roles granting nothing beyond their own, and
 * changes the e-mail, password, role or state of (or deletes) only accounts whose role grants nothing
 * beyond theirs. Every change runs in one transaction under a lock, so two concurrent requests can not
 * each remove "the other" super admin.
 */
export class AdminAccountService extends Service {
  list(options?: ListOptions): Promise<Page<AdminAccount>> {
    return paginate(this.em, AdminAccount, options, {
      sortable: ['id', 'name', 'email', 'enabled', 'updatedAt'],
      searchable: ['name', 'email'],
    });
  }

  async get(id: number): Promise<AdminAccount> {
    const account = await this.em.findOne(AdminAccount, { id });
    if (!account) throw new NotFoundError();
    return account;
  }

  create(input: CreateAdminAccountInput): Promise<AdminAccount> {
    return this.locked(async (tx) => {
      const email = input.email.toLowerCase();
      const roleId = input.roleId ?? SUPER_ADMIN_ROLE_ID;
      await this.assertUsable(tx, email, roleId);
      assertMayGrant(this.ctx, grantedPermissions(await tx.findOneOrFail(Role, { id: roleId })));
      const passwordHash = await hashPassword(input.password);
      return tx.create(AdminAccount, { name: input.name, email, passwordHash, enabled: input.enabled, role: tx.getReference(Role, roleId) });
    });
  }

  update(id: number, input: UpdateAdminAccountInput): Promise<AdminAccount> {
    return this.locked(async (tx) => {
      const account = await this.find(tx, id);
      const email = (input.email ?? account.email).toLowerCase();
      const roleId = input.roleId ?? account.role.id;
      const enabled = input.enabled ?? account.enabled;
      await this.assertUsable(tx, email, roleId, id);
      const guarded = email !== account.email || !!input.password || roleId !== account.role.id || enabled !== account.enabled;
      // Renaming is harmless; anything that could take over or lock out a stronger account is not.
      if (guarded) await this.assertManageable(tx, [account]);
      if (id === this.currentAdminId && (email !== account.email || input.password)) await assertCurrentPassword(account.passwordHash, input.currentPassword);
      if (roleId !== account.role.id) assertMayGrant(this.ctx, grantedPermissions(await tx.findOneOrFail(Role, { id: roleId })));
      if (!enabled && account.enabled) {
        if (id === this.currentAdminId) throw fieldError('enabled', ADMIN_ACCOUNT_MESSAGES.disableSelf);
        if (await this.isLastSuperAdmin(tx, [account])) throw fieldError('enabled', ADMIN_ACCOUNT_MESSAGES.disableLastSuperAdmin);
      } else if (roleId !== account.role.id && (await this.isLastSuperAdmin(tx, [account], roleId))) {
        throw fieldError('roleId', ADMIN_ACCOUNT_MESSAGES.moveLastSuperAdmin);
      }
      account.name = input.name ?? account.name;
      account.email = email;
      account.enabled = enabled;
      if (roleId !== account.role.id) account.role = tx.getReference(Role, roleId, { wrapped: true });
      if (input.password) {
        account.passwordHash = await hashPassword(input.password);
        endOtherSessions(account, 'admin', this.ctx.principal);
      }
      return account;
    });
  }

  async remove(id: number): Promise<boolean> {
    await this.removeMany([id]);
    return true;
  }

  /** All or nothing: a missing id, the caller's own account or the last enabled super admin stops the batch. */
  removeMany(ids: number[]): Promise<number> {
    return this.locked(async (tx) => {
      const accounts = await this.findAll(tx, ids);
      await this.assertManageable(tx, accounts);
      if (accounts.some((a) => a.id === this.currentAdminId)) throw new ConflictError(ADMIN_ACCOUNT_MESSAGES.deleteSelf);
      if (await this.isLastSuperAdmin(tx, accounts)) throw new ConflictError(ADMIN_ACCOUNT_MESSAGES.deleteLastSuperAdmin);
      accounts.forEach((account) => tx.remove(account));
      return accounts.length;
    });
  }

  /** Batch enable or disable, all or nothing, with the same rules as the edit form. */
  setEnabled(ids: number[], enabled: boolean): Promise<number> {
    return this.locked(async (tx) => {
      const accounts = await this.findAll(tx, ids);
      await this.assertManageable(
        tx,
        accounts.filter((a) => a.enabled !== enabled),
      );
      if (!enabled) {
        if (accounts.some((a) => a.id === this.currentAdminId)) throw fieldError('enabled', ADMIN_ACCOUNT_MESSAGES.disableSelf);
        if (await this.isLastSuperAdmin(tx, accounts)) throw fieldError('enabled', ADMIN_ACCOUNT_MESSAGES.disableLastSuperAdmin);
      }
      accounts.forEach((account) => (account.enabled = enabled));
      return accounts.length;
    });
  }

  private get currentAdminId(): number | undefined {
    const principal = this.ctx.principal;
    return principal?.kind === 'admin' ? principal.id : undefined;
  }

  /** One transaction (flushed once, at its end) holding the accounts lock. */
  private locked<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.em.transactional(async (tx) => {
      await lockAccounts(tx);
      return work(tx);
    });
  }

  private async find(tx: EntityManager, id: number): Promise<AdminAccount> {
    const account = await tx.findOne(AdminAccount, { id }, { refresh: true });
    if (!account) throw new NotFoundError();
    return account;
  }

  private async findAll(tx: EntityManager, ids: number[]): Promise<AdminAccount[]> {
    const unique = [...new Set(ids)];
    const accounts = unique.length ? await tx.find(AdminAccount, { id: { $in: unique } }, { refresh: true }) : [];
    if (accounts.length !== unique.length) throw new NotFoundError();
    return accounts;
  }

  /** The e-mail is nobody else's and the role exists; both failures are reported together. */
  private async assertUsable(tx: EntityManager, email: string, roleId: number, exceptId?: number): Promise<void> {
    const errors: FieldErrors = {};
    const where = exceptId === undefined ? { email } : { email, id: { $ne: exceptId } };
    if (await tx.count(AdminAccount, where)) errors.email = ADMIN_ACCOUNT_MESSAGES.emailTaken;
    if (!(await tx.count(Role, { id: roleId }))) errors.roleId = ADMIN_ACCOUNT_MESSAGES.roleInvalid;
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  /** 403 when any of the accounts has a role granting a permission the acting admin lacks. */
  private async assertManageable(tx: EntityManager, accounts: AdminAccount[]): Promise<void> {
    const roleIds = [...new Set(accounts.map((a) => a.role.id))];
    if (!roleIds.length) return;
    const roles = await tx.find(Role, { id: { $in: roleIds } });
    roles.forEach((role) => assertMayManageRole(this.ctx, role));
  }

  /**
   * Whether taking `accounts` away from the enabled accounts with every permission (disabling, deleting
   * or moving them to `newRoleId`) would leave none. Counts in the database, under the lock.
   */
  private async isLastSuperAdmin(tx: EntityManager, accounts: AdminAccount[], newRoleId?: number): Promise<boolean> {
    const full = await fullRoleIds(tx);
    if (newRoleId !== undefined && full.includes(newRoleId)) return false;
    const leaving = accounts.filter((a) => a.enabled && full.includes(a.role.id)).map((a) => a.id);
    return leaving.length > 0 && (await wouldLeaveNoFullAdmin(tx, leaving));
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, fieldError } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { ALL_PERMISSIONS } from '../../common/permissions.js';
import { Service } from '../../common/service.js';
import { AdminAccount } from './admin-account.entity.js';
import { MAIL_LOCALES, catalogue } from '../../mail/mail-templates.js';
import { PRIVILEGE_MESSAGES, assertMayGrant, assertMayManageRole, lockAccounts, wouldLeaveNoFullAdmin } from './privilege.js';
import { Role, SUPER_ADMIN_ROLE_ID, grantsEverything } from './role.entity.js';
import type { PermissionEntry, RoleInput } from './role.inputs.js';

/**
 * Roles. Privilege (privilege.ts): an admin gives a role only permissions they hold, and edits only roles
 * granting nothing beyond theirs; a role is not stripped of a permission while it is the last one held by
 * an enabled account with every permission.
 */
export class RoleService extends Service {
  /** The catalogue with each name's label in every UI language: the sidebar's own texts (admin.menu.<name>). */
  permissionEntries(): PermissionEntry[] {
    return ALL_PERMISSIONS.map((name) => ({
      name,
      labels: MAIL_LOCALES.map((locale) => ({ locale, label: catalogue(locale)[`admin.menu.${name}`] ?? catalogue('en-US')[`admin.menu.${name}`] ?? name })),
    }));
  }

  list(options?: ListOptions): Promise<Page<Role>> {
    return paginate(this.em, Role, options, { sortable: ['id', 'name', 'updatedAt'], searchable: ['name'] });
  }

  all(): Promise<Role[]> {
    return this.em.find(Role, {}, { orderBy: { name: 'asc', id: 'asc' } });
  }

  async get(id: number): Promise<Role> {
    const role = await this.em.findOne(Role, { id });
    if (!role) throw new NotFoundError();
    return role;
  }

  async create(input: RoleInput): Promise<Role> {
    assertMayGrant(this.ctx, input.permissions ?? []);
    const role = this.em.create(Role, { name: input.name, permissions: input.permissions ?? [] });
    await this.em.flush();
    return role;
  }

  update(id: number, input: RoleInput): Promise<Role> {
    return this.em.transactional(async (tx) => {
      const role = await this.find(tx, id);
      assertMayManageRole(this.ctx, role, 'role');
      let permissions = input.permissions ?? role.permissions;
      if (role.id === SUPER_ADMIN_ROLE_ID) {
        // The super-admin role keeps the whole catalogue, so nobody can lock everybody out. Only a list
        // sent by the client is judged: the stored one may predate permissions added to the catalogue
        // since, and renaming the role must not fail for that; it is brought up to date instead.
        if (input.permissions && ALL_PERMISSIONS.some((p) => !input.permissions!.includes(p))) {
          throw fieldError('permissions', 'The super admin role keeps every permission.');
        }
        permissions = [...ALL_PERMISSIONS];
      }
      assertMayGrant(this.ctx, permissions);
      if (grantsEverything(role) && !grantsEverything({ id: role.id, permissions })) {
        await lockAccounts(tx);
        if (await wouldLeaveNoFullAdmin(tx, [], [role.id])) throw fieldError('permissions', PRIVILEGE_MESSAGES.lastFullAdmin);
      }
      role.name = input.name ?? role.name;
      role.permissions = permissions;
      return role;
    });
  }

  private async find(tx: EntityManager, id: number): Promise<Role> {
    const role = await tx.findOne(Role, { id });
    if (!role) throw new NotFoundError();
    return role;
  }

  async remove(id: number): Promise<boolean> {
    await this.removeMany([id]);
    return true;
  }

  /** All or nothing: any id missing, the super-admin role, or a role still assigned stops the whole batch. */
  async removeMany(ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.includes(SUPER_ADMIN_ROLE_ID)) throw new ConflictError('The super admin role can not be deleted.');
    const roles = await this.em.find(Role, { id: { $in: unique } });
    if (roles.length !== unique.length) throw new NotFoundError();
    if (await this.em.count(AdminAccount, { role: { $in: unique } })) {
      throw new ConflictError('The role is still assigned to admin accounts.');
    }
    roles.forEach((role) => this.em.remove(role));
    await this.em.flush();
    return roles.length;
  }
}

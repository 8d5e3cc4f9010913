import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/env.js';
import { createContext, type AppContext } from '../../common/context.js';
import { hashPassword } from '../../common/password.js';
import { AdminAccount } from '../../modules/staff/admin-account.entity.js';
import { Role, grantedPermissions } from '../../modules/staff/role.entity.js';

/**
 * A member of the demo's staff: a real account of the given role, so that what the seed does in their
 * name (a counter sale's cashier, a register's opening and closing) shows a person, as it would in the
 * shop. Disabled, with a password nobody knows: the demo is seeded by default on an empty database
 * (SEED_DEMO), and an account anybody could sign in with must never reach a real back office.
 */
export async function demoStaffMember(em: EntityManager, input: { name: string; email: string; role: string }): Promise<AdminAccount> {
  const existing = await em.findOne(AdminAccount, { email: input.email });
  if (existing) return existing;
  const role = await em.findOneOrFail(Role, { name: input.role });
  const account = em.create(AdminAccount, {
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    enabled: false,
    role,
  });
  await em.flush();
  return account;
}

/** A request context acting as `account` (the seed calls services directly; resolvers check permissions). */
export async function demoStaffContext(config: AppConfig, em: EntityManager, account: AdminAccount): Promise<AppContext> {
  const role = await em.findOneOrFail(Role, account.role.id);
  return createContext({ config, tokenSecret: new Uint8Array() }, em, 'demo-seed', {
    principal: {
      kind: 'admin',
      id: account.id,
      tokenId: randomUUID(),
      expiresAt: new Date(Date.now() + 3_600_000),
      sessionVersion: account.sessionVersion,
      roleId: role.id,
      permissions: new Set(grantedPermissions(role)),
      name: account.name,
    },
  });
}

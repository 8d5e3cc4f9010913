import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/env.js';
import { hashPassword } from '../common/password.js';
import { ALL_PERMISSIONS } from '../common/permissions.js';
import { AdminAccount } from '../modules/staff/admin-account.entity.js';
import { Role, SUPER_ADMIN_ROLE_ID } from '../modules/staff/role.entity.js';
import { ensureDefaultSettings } from '../modules/settings/settings.store.js';
import { seedDemo } from './demo/index.js';
import { run } from '../common/sql.js';
import { advanceRoleSequence, lockSeeding } from './seed.sql.js';

export interface SeedResult {
  generatedAdminPassword?: string;
}

/**
 * Brings an empty database to a usable shop: the super-admin role (id 1), the first admin account,
 * default settings and, unless SEED_DEMO=0, the demo shop. Safe to run at every start: what exists is
 * left alone.
 */
export async function seed(orm: MikroORM, config: AppConfig): Promise<SeedResult> {
  const em = orm.em.fork();
  const result: SeedResult = {};
  await em.transactional(async (tx) => {
    // Serialise concurrent first starts of several instances on one database.
    await run(tx, lockSeeding);
    let superAdmin = await tx.findOne(Role, { id: SUPER_ADMIN_ROLE_ID });
    if (!superAdmin) {
      superAdmin = tx.create(Role, { id: SUPER_ADMIN_ROLE_ID, name: 'Super Admin', permissions: [...ALL_PERMISSIONS] });
      await tx.flush();
      await run(tx, advanceRoleSequence);
    }
    if ((await tx.count(AdminAccount, {})) === 0) {
      const password = config.adminPassword || randomBytes(12).toString('base64url');
      if (!config.adminPassword) result.generatedAdminPassword = password;
      tx.create(AdminAccount, { name: 'Administrator', email: config.adminEmail, passwordHash: await hashPassword(password), enabled: true, role: superAdmin });
    }
    await ensureDefaultSettings(tx);
    if (config.seedDemo) await seedDemo(tx, config);
    await tx.flush();
  });
  return result;
}

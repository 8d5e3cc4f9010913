import { knex, type MikroORM } from '@mikro-orm/postgresql';
import { migrationsList } from '../../migrations/index.js';
import { runOn } from '../common/sql.js';
import { releaseMigrationLock, takeMigrationLock } from './migration-turns.sql.js';

/** The PostgreSQL advisory lock every instance holds while it migrates and seeds: one at a time. */
export const MIGRATION_LOCK_KEY = 7321000;

/**
 * Runs `work` while holding the migration lock, taken on a connection of its own (the migrations run on
 * the pool's): instances started together on one database wait for each other here, so the schema is
 * migrated once and the first-start seed runs once. PostgreSQL releases the lock if the holder dies. The
 * embedded database serves one process, which needs no turn; so does a server that has a single session
 * (the embedded database of the tests, reached by URL): it hangs up on the lock's connection at once,
 * and since our pool holds its only session, nobody else can be migrating.
 */
export async function inMigrationTurn<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const holder = knex({ client: 'pg', connection: databaseUrl, pool: { min: 1, max: 1 } });
  try {
    try {
      await runOn(holder, takeMigrationLock, [MIGRATION_LOCK_KEY]);
    } catch (error) {
      if (/Connection terminated unexpectedly/.test((error as Error).message)) return await work();
      throw error;
    }
    try {
      return await work();
    } finally {
      await runOn(holder, releaseMigrationLock, [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await holder.destroy();
  }
}

const bareName = (name: string) => name.replace(/\.[cm]?[jt]s$/, '');

/** Migrations the database has run that this code does not have: the schema is newer than this version. */
export async function unknownMigrations(orm: MikroORM): Promise<string[]> {
  const known = new Set(migrationsList.map((migration) => bareName(migration.name)));
  const executed = await orm.getMigrator().getExecutedMigrations();
  return executed.map((row) => bareName(row.name)).filter((name) => !known.has(name));
}

/** Why this version may not serve this database (undefined: it may). */
export async function schemaProblem(orm: MikroORM): Promise<string | undefined> {
  const unknown = await unknownMigrations(orm);
  if (!unknown.length) return undefined;
  return `The database schema is newer than this version of the shop: it does not know the migration${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}. Deploy the newer version (this instance stays not ready).`;
}

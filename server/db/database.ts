import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/env.js';
import { ormOptions } from '../config/mikro-orm.config.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.js';
import { inMigrationTurn } from './migration-turns.js';

export interface Database {
  orm: MikroORM;
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL at DATABASE_URL, or the embedded PGlite under DATA_DIR when none is set, and brings
 * the schema up to date with the migrations in migrations/, in turn with other instances (unless `migrate`
 * is false: the shop's start migrates and seeds in one turn itself, server/start.ts).
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'dbPoolSize' | 'logSql'>,
  options: { onQuery?: (sql: string) => void; migrate?: boolean } = {},
): Promise<Database> {
  const { onQuery, migrate = true } = options;
  const embedded = config.databaseUrl ? undefined : await startEmbeddedDatabase(config.dataDir);
  try {
    const orm = await MikroORM.init(
      ormOptions({
        url: embedded?.url ?? config.databaseUrl,
        poolSize: embedded ? 1 : config.dbPoolSize,
        logSql: config.logSql,
        onQuery,
      }),
    );
    if (migrate) await inMigrationTurn(config.databaseUrl, () => orm.getMigrator().up());
    return {
      orm,
      embedded,
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

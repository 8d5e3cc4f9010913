import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from '../modules/entities.js';
import { migrationsList } from '../../migrations/index.js';
import { SharedCacheSubscriber } from '../common/shared-cache.js';

export interface OrmSettings {
  url: string;
  /** Embedded PGlite has a single session: exactly one connection. */
  poolSize: number;
  logSql?: boolean;
  /** Receives every SQL statement; tests use it to count queries. */
  onQuery?: (sql: string) => void;
}

export function ormOptions(settings: OrmSettings): Options {
  return defineConfig({
    clientUrl: settings.url,
    entities,
    // Empties the shared read caches (common/shared-cache.ts) when their entities are written.
    subscribers: [new SharedCacheSubscriber()],
    extensions: [Migrator],
    pool: {
      min: 0,
      max: settings.poolSize,
      // No JIT compilation: the shop's statements are short, and on a large catalogue PostgreSQL's cost
      // estimates switched it on for list and search queries, adding ~300 ms of compiling to each.
      afterCreate: (connection: { query: (sql: string, done: (error?: Error) => void) => void }, done: (error: Error | undefined, c: unknown) => void) =>
        connection.query('set jit = off', (error) => done(error, connection)),
    },
    debug: settings.logSql || settings.onQuery ? ['query'] : false,
    logger: settings.onQuery ?? ((message: string) => console.log(message)),
    // One entity manager fork per request is made explicitly; the global one must never be used.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    colors: false,
    // A table no entity describes (the agentic checkout's idempotency keys: its SQL alone reads and
    // writes them, acp.sql.ts), so that `npm run migration:create` does not offer to drop it.
    schemaGenerator: { skipTables: ['acp_idempotency_key'] },
    migrations: {
      migrationsList,
      path: 'migrations',
      pathTs: 'migrations',
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
  });
}

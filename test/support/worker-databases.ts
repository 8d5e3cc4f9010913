import { createRequire } from 'node:module';
// @ts-expect-error: loaded as CommonJS by jest (global setup and teardown), where the ESM `.js` suffix does not resolve.
import { workerDatabaseUrl } from './shared-server';

// The PostgreSQL driver itself (MikroORM's, untyped here): importing MikroORM into jest's own process
// would register a second copy of its metadata beside the shared server's (test/support/server-environment.ts).
interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
const pg = createRequire(__filename)('pg') as { Client: new (options: { connectionString: string }) => PgClient };

export function workerDatabases(workers: number): number[] {
  return Array.from({ length: Math.max(1, workers) }, (_, index) => index + 1);
}

/** Runs statements on the base database (CREATE/DROP DATABASE cannot run inside the databases themselves). */
async function onBase(baseUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const name = (baseUrl: string, id: number) => new URL(workerDatabaseUrl(baseUrl, id)).pathname.slice(1);

/** Fresh, empty worker databases (each worker's first server migrates its own). */
export async function recreateDatabases(baseUrl: string, ids: number[]): Promise<void> {
  await onBase(
    baseUrl,
    ids.flatMap((id) => [`DROP DATABASE IF EXISTS "${name(baseUrl, id)}" WITH (FORCE)`, `CREATE DATABASE "${name(baseUrl, id)}"`]),
  );
}

export async function dropDatabases(baseUrl: string, ids: number[]): Promise<void> {
  await onBase(
    baseUrl,
    ids.map((id) => `DROP DATABASE IF EXISTS "${name(baseUrl, id)}" WITH (FORCE)`),
  );
}

import { knex } from '@mikro-orm/postgresql';

/** The database of jest worker `id` (1-based, JEST_WORKER_ID) beside the run's DATABASE_URL. */
export function workerDatabaseUrl(baseUrl: string, id: string | number): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname}_w${id}`;
  return url.toString();
}

export function workerDatabases(workers: number): number[] {
  return Array.from({ length: Math.max(1, workers) }, (_, index) => index + 1);
}

/** Runs statements on the base database (CREATE/DROP DATABASE cannot run inside the databases themselves). */
async function onBase(baseUrl: string, statements: string[]): Promise<void> {
  const client = knex({ client: 'pg', connection: baseUrl, pool: { min: 0, max: 1 } });
  try {
    for (const statement of statements) await client.raw(statement);
  } finally {
    await client.destroy();
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
  await onBase(baseUrl, ids.map((id) => `DROP DATABASE IF EXISTS "${name(baseUrl, id)}" WITH (FORCE)`));
}

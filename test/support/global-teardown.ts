import fs from 'node:fs';
// @ts-expect-error: jest loads globalTeardown as CommonJS, where the ESM `.js` suffix does not resolve.
import { closeWorker } from './server-environment';
// @ts-expect-error: as above.
import { dropDatabases, workerDatabases } from './worker-databases';

export default async function globalTeardown(globalConfig: { maxWorkers: number }): Promise<void> {
  // In band the test files ran in this process: close the shared server and stand-ins they left running.
  await closeWorker();
  if (process.env.TEST_RUN_DIR) fs.rmSync(process.env.TEST_RUN_DIR, { recursive: true, force: true });
  const server = globalThis.__testPostgres;
  // The run's own server goes with its databases; on a server of the caller's, only the workers' databases.
  if (server) return server.stop();
  const base = process.env.TEST_BASE_DATABASE_URL;
  if (base) await dropDatabases(base, workerDatabases(globalConfig.maxWorkers));
}

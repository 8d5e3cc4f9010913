import { workerDatabaseUrl } from './shared-server.js';

// Runs before every server test file (setupFiles): on PostgreSQL this jest worker uses its own database,
// created by global-setup. JEST_WORKER_ID is 1 in band.
const base = process.env.TEST_BASE_DATABASE_URL;
if (base) process.env.DATABASE_URL = workerDatabaseUrl(base, process.env.JEST_WORKER_ID ?? '1');

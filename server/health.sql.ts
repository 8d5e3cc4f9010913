import { defineStatement } from './common/sql.js';

/** The readiness check's question to the database. */
export const databasePing = defineStatement<[], { '?column?': number }>('health.databasePing', 'select 1');

import { defineStatement } from '../common/sql.js';

/** Serialises concurrent first starts of several instances on one database (held to the transaction's end). */
export const lockSeeding = defineStatement<[], { pg_advisory_xact_lock: string }>('seed.lockSeeding', 'select pg_advisory_xact_lock(7321001)');

/** The role sequence past the super-admin role, which is written with its id (1). */
export const advanceRoleSequence = defineStatement<[], { setval: string }>(
  'seed.advanceRoleSequence',
  `select setval(pg_get_serial_sequence('role', 'id'), greatest((select max(id) from role), 1))`,
);

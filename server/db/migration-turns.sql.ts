import { defineStatement } from '../common/sql.js';

/** Waits for the session-level lock of `key`: held until unlocked, or until the session ends. */
export const takeMigrationLock = defineStatement<[key: number]>('migrationTurns.lock', 'select pg_advisory_lock(?)');

export const releaseMigrationLock = defineStatement<[key: number]>('migrationTurns.unlock', 'select pg_advisory_unlock(?)');

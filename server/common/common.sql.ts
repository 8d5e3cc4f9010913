import { defineStatement } from './sql.js';

/** Serialises a kind of change across every server instance until the transaction ends (lock ids are constants of their modules). */
export const advisoryTransactionLock = defineStatement<[lockId: number]>('common.advisoryTransactionLock', 'select pg_advisory_xact_lock(?)');

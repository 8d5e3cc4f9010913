import { defineStatement } from './sql.js';

/** Sends `payload` to the instances listening on `channel` (NOTIFY with its values as parameters). */
export const notifyChannel = defineStatement<[channel: string, payload: string]>('cacheBus.notify', 'select pg_notify(?, ?)');

import { randomBytes } from 'node:crypto';
import { knex } from '@mikro-orm/postgresql';

/**
 * An empty PostgreSQL database beside the worker's (tests of first starts, restores): its URL and a
 * function that drops it. Only on PostgreSQL (DATABASE_URL set).
 */
export async function scratchDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `${base.pathname.slice(1)}_${label}_${randomBytes(4).toString('hex')}`.toLowerCase();
  const admin = knex({ client: 'pg', connection: base.toString(), pool: { min: 0, max: 1 } });
  await admin.raw(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.raw(`drop database if exists "${name}" with (force)`);
      await admin.destroy();
    },
  };
}

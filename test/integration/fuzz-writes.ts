import type { TestShop } from '../support/shop.js';

/** Tables written by refusals or by the session itself, not by the refused operation. */
const VOLATILE = /^(throttle|revoked_token|job|mail_outbox|mikro_orm_migrations|cost_bucket|fuzz_write)$/;

export interface WriteLog {
  /** The writes since the last call, as `table (INSERT)` etc., each once; the log starts empty again. */
  take(): Promise<string[]>;
  /** Drops the triggers, their function and the log. */
  remove(): Promise<void>;
}

const REMOVE = ['drop function if exists fuzz_note_write() cascade', 'drop table if exists fuzz_write'];

/**
 * A log of every row the server inserts, changes or deletes, for fuzz.test.ts only: row triggers on
 * every table but the volatile ones, installed in the test database by the test and removed after it.
 * A check costs one statement on a table of a few rows, where a checksum of every row of every table
 * cost a scan of the whole database (and grew with the rows the worker's other files left). The log is
 * written in the writing transaction, so a write that is rolled back leaves nothing, and one that is
 * committed is there by the time the request is answered. An update that leaves the row as it was is
 * no change (as a checksum saw it). Plain SQL and PL/pgSQL: the same on PostgreSQL and PGlite.
 */
export async function watchWrites(shop: TestShop): Promise<WriteLog> {
  const connection = shop.em.getConnection();
  const remove = async () => {
    for (const sql of REMOVE) await connection.execute(sql);
  };
  // A log left by a run that stopped half-way goes first.
  await remove();
  await connection.execute('create table fuzz_write (table_name text not null, operation text not null)');
  await connection.execute(
    `create function fuzz_note_write() returns trigger language plpgsql as $$
     begin
       if tg_op = 'UPDATE' and old::text is not distinct from new::text then return null; end if;
       insert into fuzz_write (table_name, operation) values (tg_table_name, tg_op);
       return null;
     end $$`,
  );
  try {
    for (const name of await watchedTables(shop)) {
      await connection.execute(`create trigger fuzz_row after insert or update or delete on "${name}" for each row execute function fuzz_note_write()`);
      await connection.execute(`create trigger fuzz_truncate after truncate on "${name}" for each statement execute function fuzz_note_write()`);
    }
  } catch (error) {
    // No trigger stays behind for the worker's next files.
    await remove();
    throw error;
  }
  return {
    async take() {
      const rows = await connection.execute<{ table_name: string; operation: string }[]>('delete from fuzz_write returning table_name, operation');
      return [...new Set(rows.map((row) => `${row.table_name} (${row.operation})`))].sort();
    },
    remove,
  };
}

async function watchedTables(shop: TestShop): Promise<string[]> {
  const rows = await shop.em
    .getConnection()
    .execute<{ name: string }[]>(
      "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
    );
  return rows.map((row) => row.name).filter((name) => !VOLATILE.test(name));
}

/**
 * Some hostile requests are valid ones (a setting set to true, a brand titled "-2147483649") and the
 * test database is shared with the other test files: the settings come back as they were and rows
 * added meanwhile go, afterwards.
 */
export async function keepSharedRows(shop: TestShop): Promise<() => Promise<void>> {
  const connection = shop.em.getConnection();
  const settings = await connection.execute<{ row: unknown }[]>('select to_jsonb(s) as row from setting s');
  const tables = await connection.execute<{ name: string }[]>(
    "select table_name as name from information_schema.columns where table_schema = current_schema() and column_name = 'id' and data_type in ('integer', 'bigint')",
  );
  const highest = new Map<string, number>();
  for (const { name } of tables) {
    if (VOLATILE.test(name)) continue;
    const [row] = await connection.execute<{ id: number }[]>(`select coalesce(max(id), 0)::bigint as id from "${name}"`);
    highest.set(name, Number(row.id));
  }
  return async () => {
    for (const [name, id] of highest) await connection.execute(`delete from "${name}" where id > ?`, [id]).catch(() => undefined);
    await connection.execute('delete from setting');
    for (const { row } of settings)
      await connection.execute('insert into setting select * from jsonb_populate_record(null::setting, ?::jsonb)', [JSON.stringify(row)]);
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/common/project-root.js';
import { ANY_OF_INT_ARRAY, defineStatement, intArray, numberedParameters, registeredStatements, run } from '../../server/common/sql.js';
import { TestShop, unique } from '../support/shop.js';

/**
 * Issue 13: every hand-written SQL statement is declared in a `*.sql.ts` file (server/common/sql.ts) and
 * PREPAREd here against the migrated schema, so that a renamed column or table, a wrong type or a syntax
 * error fails CI instead of a shopper's request. PREPARE parses, resolves names and types every
 * statement without running it.
 */
const serverDir = path.join(projectRoot, 'server');

function sqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sqlFiles(full);
    return entry.name.endsWith('.sql.ts') ? [full] : [];
  });
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.sql.ts') ? [full] : [];
  });
}

/**
 * Calls that run SQL text in place of a declared statement: an EntityManager's `execute` (`em.`, `tx.`,
 * `this.em.`, `orm.em.fork().`...), knex's `raw` (a connection of its own) and node-postgres's `query`,
 * each with the start of its first argument (an options object, as in `express.raw({...})`, is no SQL).
 */
const SQL_CALL = /(\b\w+|\))\s*\.\s*(execute|raw|query)\s*(?:<[^>]*>)?\s*\(\s*[^,){\s][^,)]*/g;

function sqlCalls(source: string): string[] {
  return [...source.matchAll(SQL_CALL)]
    .filter(([, receiver, method]) => method !== 'execute' || ['em', 'tx', ')'].includes(receiver))
    .map(([call]) => call.replace(/\s+/g, ' '));
}

/**
 * The SQL text run in place of a declared statement, by file and the call's start, each with its
 * reason. Anything else runs statements of a `*.sql.ts` (README "Hand-written SQL").
 */
const HAND_WRITTEN: Record<string, string[]> = {
  // The helper itself: the one place a declared statement's text reaches MikroORM, knex or node-postgres.
  'common/sql.ts': [
    'em.execute<Row[]>(statement.text',
    'connection.raw(statement.text',
    'pg.query(preparedQuery',
    'connection.query(numberedParameters(statement.text',
  ],
  // LISTEN and UNLISTEN name their channel (no parameter) and are utility statements PREPARE cannot take.
  'common/cache-bus.ts': ['client.query(`LISTEN ${CACHE_CHANNEL}`'],
  'jobs/job-worker.ts': ['connection.query(`LISTEN ${JOB_CHANNEL}`', 'connection.query(`UNLISTEN ${JOB_CHANNEL}`'],
  // A pool connection's setting as it is made (SET is a utility statement too), before MikroORM uses it.
  'config/mikro-orm.config.ts': ["connection.query('set jit = off'"],
};

/** PREPARE takes no EXPLAIN: an explained statement (pagination.explainMatches) is checked by its statement. */
const explained = (text: string): string => text.replace(/^\s*explain\s*(\([^)]*\))?\s*/i, '');

/** The statement's PostgreSQL error, or undefined when it prepares. */
async function prepareError(shop: TestShop, name: string, text: string): Promise<string | undefined> {
  const em = shop.em;
  try {
    await em.transactional(async (tx) => {
      await tx.execute(`prepare sql_statement_check as ${numberedParameters(explained(text))}`);
      await tx.execute('deallocate sql_statement_check');
    });
    return undefined;
  } catch (error) {
    return `${name}: ${(error as Error).message.split('\n').slice(-1)[0]}`;
  }
}

describe('hand-written SQL statements', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await TestShop.start();
    for (const file of sqlFiles(serverDir)) await import(file);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('prepares every statement of every *.sql.ts against the migrated schema', async () => {
    const statements = registeredStatements();
    expect(statements.length).toBeGreaterThan(40);
    const errors: string[] = [];
    for (const { name, text } of statements) {
      const error = await prepareError(shop, name, text);
      if (error) errors.push(error);
    }
    expect(errors).toEqual([]);
  });

  it('runs hand-written SQL only through declared statements', () => {
    const found = sourceFiles(serverDir).flatMap((file) => {
      const name = path.relative(serverDir, file).split(path.sep).join('/');
      return sqlCalls(fs.readFileSync(file, 'utf8'))
        .filter((call) => !HAND_WRITTEN[name]?.includes(call))
        .map((call) => `${name}: ${call}`);
    });
    expect(found).toEqual([]);
  });

  it('finds SQL text run through MikroORM, knex and node-postgres (the scan can fail)', () => {
    const source = [
      "await this.em.execute('select 1');",
      'const rows = await tx.execute<{ n: number }[]>(`select ${n}`, []);',
      "await orm.em.fork()\n  .execute('delete from job');",
      "await holder.raw('select pg_advisory_lock(?)', [key]);",
      'await client.raw(\n  text,\n);',
      "await client.query('select pg_notify($1, $2)', [a, b]);",
      'app.use(express.raw({ type: () => true }));',
      'await this.execute(job);',
    ].join('\n');
    expect(sqlCalls(source)).toEqual([
      "em.execute('select 1'",
      'tx.execute<{ n: number }[]>(`select ${n}`',
      ") .execute('delete from job'",
      "holder.raw('select pg_advisory_lock(?",
      'client.raw( text',
      "client.query('select pg_notify($1",
    ]);
  });

  describe('a prepared statement (StatementOptions.prepared)', () => {
    const echo = defineStatement<[number, string], { n: number; t: string }>('test.preparedEcho', 'select ?::int + 1 as n, ?::text as t', { prepared: true });
    const revoked = defineStatement<[string], { jti: string }>('test.preparedRevoked', 'select jti from revoked_token where jti = ?', { prepared: true });
    const revoke = defineStatement<[string], { jti: string }>(
      'test.preparedRevoke',
      "insert into revoked_token (jti, expires_at) values (?, now() + interval '1 hour') returning jti",
      { prepared: true },
    );

    it('binds its values as they are, and is logged as every statement', async () => {
      shop.resetQueries();
      expect(await run(shop.em, echo, [41, "it's ? -- here"])).toEqual([{ n: 42, t: "it's ? -- here" }]);
      expect(shop.queries.filter((sql) => sql.includes('select ?::int + 1 as n'))).toHaveLength(1);
    });

    it("runs in the caller's transaction, prepared on its connection", async () => {
      const jti = unique('prepared');
      const rolledBack = new Error('roll back');
      await expect(
        shop.em.transactional(async (tx) => {
          await run(tx, revoke, [jti]);
          expect(await run(tx, revoked, [jti])).toEqual([{ jti }]);
          const prepared = await tx.execute<{ name: string }[]>('select name from pg_prepared_statements');
          expect(prepared.map((row) => row.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{12}:test\.preparedRevoked$/)]));
          throw rolledBack;
        }),
      ).rejects.toBe(rolledBack);
      expect(await run(shop.em, revoked, [jti])).toEqual([]);
    });

    it("fails as MikroORM's statements fail, and refuses an array parameter", async () => {
      const jti = unique('prepared');
      await run(shop.em, revoke, [jti]);
      // The shared server's own MikroORM made it (another copy of the module than this file's): by name.
      await expect(run(shop.em, revoke, [jti])).rejects.toMatchObject({ name: 'UniqueConstraintViolationException', code: '23505' });
      await expect(run(shop.em, revoked, [[jti] as unknown as string])).rejects.toThrow('test.preparedRevoked: a prepared statement takes no array parameter');
      await expect(run(shop.em, revoked, [undefined as unknown as string])).rejects.toThrow('no undefined value');
    });

    it('keeps one plan for a list of ids, however many it is given (ANY_OF_INT_ARRAY)', async () => {
      const byIds = defineStatement<[string], { id: number }>(
        'test.preparedByIds',
        // A scan whose cost grows with the list's assumed length, whatever the test database holds: with
        // `any(?::int[])` each run's own plan (2 ids) costs less than the kept one's (10) and is made again.
        `select x as id from generate_series(1, 20000) as x where x = ${ANY_OF_INT_ARRAY}`,
        { prepared: true },
      );
      // One connection (a transaction's): PostgreSQL plans the first five runs for their values, then
      // keeps the plan for any value when it costs no more than theirs.
      await shop.em.transactional(async (tx) => {
        for (let n = 0; n < 8; n += 1) await run(tx, byIds, [intArray([n + 1, n + 2])]);
        const [plans] = await tx.execute<{ generic_plans: number; custom_plans: number }[]>(
          "select generic_plans::int, custom_plans::int from pg_prepared_statements where name like '%:test.preparedByIds'",
        );
        expect(plans).toEqual({ generic_plans: 3, custom_plans: 5 });
      });
    });

    it('gives the pool its connection back, after a failure too', async () => {
      // More runs at once, and more failures in a row, than the pool has connections: a connection kept
      // would leave the last of them waiting for the pool's acquire timeout.
      const jti = unique('prepared');
      await run(shop.em, revoke, [jti]);
      const failures = await Promise.allSettled(Array.from({ length: 40 }, () => run(shop.em, revoke, [jti])));
      expect(failures.every((result) => result.status === 'rejected')).toBe(true);
      const answers = await Promise.all(Array.from({ length: 40 }, () => run(shop.em, revoked, [jti])));
      expect(answers).toEqual(Array.from({ length: 40 }, () => [{ jti }]));
    });
  });

  it('fails a statement whose column does not exist (the check can fail)', async () => {
    expect(await prepareError(shop, 'broken', 'select no_such_column from throttle where key = ?')).toMatch(/no_such_column/);
  });
});

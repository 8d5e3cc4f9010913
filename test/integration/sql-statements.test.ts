import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/common/project-root.js';
import { numberedParameters, registeredStatements } from '../../server/common/sql.js';
import { TestShop } from '../support/shop.js';

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

/**
 * Files that run SQL text of their own, each with its reason. Everything else runs statements of a
 * `*.sql.ts`; a new file here should rather declare its statements (README "Hand-written SQL").
 */
const NOT_YET_DECLARED = [
  // The helper itself: `run` is the one place a declared statement's text reaches MikroORM's execute.
  'common/sql.ts',
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.sql.ts') ? [full] : [];
  });
}

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
    const running = sourceFiles(serverDir)
      // `em.execute(`, `tx.execute(`, `this.em.execute(`, and `orm.em.fork().execute(` over lines.
      .filter((file) => /(\b(em|tx)|\))\s*\.execute\s*[<(]/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(serverDir, file).split(path.sep).join('/'));
    expect(running.filter((file) => !NOT_YET_DECLARED.includes(file))).toEqual([]);
  });

  it('fails a statement whose column does not exist (the check can fail)', async () => {
    expect(await prepareError(shop, 'broken', 'select no_such_column from throttle where key = ?')).toMatch(/no_such_column/);
  });
});

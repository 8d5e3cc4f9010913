import { createHash } from 'node:crypto';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { Client } from 'pg';

/**
 * The one way of writing SQL by hand: a named, parameterised statement with a typed row, declared in its
 * module's `*.sql.ts` and run through MikroORM's connection (so it joins the caller's transaction and the
 * query log). Parameters are positional `?` as MikroORM's `execute` takes them (an array parameter is
 * expanded into a list, as in `in (?)`). Everything else goes through MikroORM's entities or query builder:
 * hand-written SQL is kept where it earns its speed or its atomicity.
 *
 * Every statement is registered by name, so that test/integration/sql-statements.test.ts can PREPARE
 * each one against the migrated schema: a renamed column fails CI, not a shopper's request.
 */
export interface Statement<Params extends readonly unknown[], Row> {
  readonly name: string;
  readonly text: string;
  /** Run as a prepared statement of each connection (StatementOptions.prepared). */
  readonly prepared?: boolean;
  /** Never set: carries the parameter and row types. */
  readonly types?: { params: Params; row: Row };
}

export interface StatementOptions {
  /**
   * Prepared once per database connection and then executed with its parameters, instead of sent with
   * its values written into the text (how MikroORM's `execute` runs the others). PostgreSQL then parses
   * it once, and after five runs may keep one plan for every value: for a statement run on every request
   * whose plan does not depend on the values, that is most of its planning (0.7 ms of the admin keyword
   * search's 2.2 ms of database CPU). Only for scalar parameters (a JS array would be one PostgreSQL array
   * here, a list elsewhere: `run` refuses one), and only where one plan suits every value.
   */
  prepared?: boolean;
}

export interface RegisteredStatement {
  name: string;
  text: string;
}

const registry = new Map<string, RegisteredStatement>();

function register(name: string, text: string): void {
  const known = registry.get(name);
  if (known && known.text !== text) throw new Error(`Two SQL statements are named ${name}`);
  registry.set(name, { name, text });
}

export function defineStatement<Params extends readonly unknown[] = [], Row = never>(
  name: string,
  text: string,
  { prepared = false }: StatementOptions = {},
): Statement<Params, Row> {
  register(name, text);
  return { name, text, prepared };
}

/**
 * A statement whose text is put together from a few known parts (e.g. an optional filter, a period's
 * expression). Each of `samples` is registered (as `name[0]`, `name[1]`...) so the test prepares every
 * shape the parts can give; the parts are code, never user input (values still go in as parameters).
 */
export function defineComposedStatement<Parts, Params extends readonly unknown[] = unknown[], Row = never>(
  name: string,
  build: (parts: Parts) => string,
  samples: readonly Parts[],
  { prepared = false }: StatementOptions = {},
): (parts: Parts) => Statement<Params, Row> {
  samples.forEach((parts, i) => register(`${name}[${i}]`, build(parts)));
  return (parts) => ({ name, text: build(parts), prepared });
}

export interface RunOptions {
  /** Kept out of the SQL log (and out of tests' query counts): the job worker's polling. */
  quiet?: boolean;
}

type RunArguments<Params extends readonly unknown[]> = Params extends readonly []
  ? [params?: Params, options?: RunOptions]
  : [params: Params, options?: RunOptions];

/** Runs the statement in `em`'s connection (and transaction, when `em` is in one). */
export function run<Params extends readonly unknown[], Row>(
  em: EntityManager,
  statement: Statement<Params, Row>,
  ...[params, options]: RunArguments<Params>
): Promise<Row[]> {
  const quiet = options?.quiet ? { enabled: false } : undefined;
  if (statement.prepared) return runPrepared(em, statement, (params ?? []) as unknown[], quiet);
  return em.execute<Row[]>(statement.text, (params ?? []) as unknown[], 'all', quiet);
}

/** MikroORM's wrapper that logs a statement as its `execute` does (LOG_SQL, the tests' query counts); protected in its types. */
interface LoggingConnection {
  executeQuery<T>(query: string, cb: () => Promise<T>, context?: Record<string, unknown>): Promise<T>;
}

/**
 * node-postgres's form of each prepared statement's text, worked out once per text: its name (one per
 * text, as a composed statement has several texts under one name; the same in every process) and the
 * text with numbered parameters. The name begins with the text's hash: PostgreSQL cuts a name at 63
 * bytes, which must not make two shapes of one long-named statement one.
 */
const preparedForms = new Map<string, { name: string; text: string }>();
function preparedForm(statement: { name: string; text: string }): { name: string; text: string } {
  let form = preparedForms.get(statement.text);
  if (!form) {
    form = {
      name: `${createHash('sha1').update(statement.text).digest('hex').slice(0, 12)}:${statement.name}`,
      text: numberedParameters(statement.text),
    };
    preparedForms.set(statement.text, form);
  }
  return form;
}

/** The pool's or the transaction's knex client: the pool lends and takes back a connection, a transaction's client its own one. */
interface ConnectionLender {
  acquireConnection(): Promise<Pick<Client, 'query'>>;
  releaseConnection(connection: Pick<Client, 'query'>): Promise<unknown>;
}

/**
 * A prepared statement (StatementOptions.prepared), straight to node-postgres on the connection of `em`'s
 * transaction, or on one the pool lends for the statement. Not through `knex.raw`: its builder, runner and
 * formatter cost more of the shop's CPU than the statement's own round trip (a counter sale runs ten).
 */
async function runPrepared<Row>(
  em: EntityManager,
  statement: Statement<readonly unknown[], Row>,
  params: unknown[],
  quiet?: { enabled: boolean },
): Promise<Row[]> {
  // As knex.raw refuses them: an undefined value is a caller's mistake, not a null.
  if (params.some((value) => value === undefined || Array.isArray(value)))
    throw new Error(`${statement.name}: a prepared statement takes no array parameter and no undefined value`);
  const connection = em.getConnection();
  const lender = (em.getTransactionContext<Knex.Transaction>() ?? connection.getKnex()).client as unknown as ConnectionLender;
  const preparedQuery = { ...preparedForm(statement), values: params };
  try {
    return await (connection as unknown as LoggingConnection).executeQuery(
      statement.text,
      async () => {
        const pg = await lender.acquireConnection();
        try {
          return (await pg.query(preparedQuery)).rows as Row[];
        } finally {
          await lender.releaseConnection(pg);
        }
      },
      { query: statement.text, params, ...quiet },
    );
  } catch (error) {
    throw em.getDriver().convertException(error as Error);
  }
}

/**
 * A connection of its own, outside MikroORM's pool, for the few statements that need one: a knex
 * instance (the migration lock is held by a session of its own while the pool migrates; restore checks
 * a database before any ORM is opened on it) or a node-postgres client (the cache bus notifies on the
 * connection it listens on).
 */
export type OwnConnection = Knex | Pick<Client, 'query'>;

/**
 * Runs the statement on a connection of its own. Through knex the `?` parameters mean what they mean in
 * `run`; node-postgres gets PostgreSQL's numbered ones, and takes a JS array as one PostgreSQL array
 * (pass scalars, or `intArray`).
 */
export async function runOn<Params extends readonly unknown[], Row>(
  connection: OwnConnection,
  statement: Statement<Params, Row>,
  ...[params]: RunArguments<Params>
): Promise<Row[]> {
  const values = (params ?? []) as unknown[];
  if ('raw' in connection) return ((await connection.raw(statement.text, values as Knex.RawBinding[])) as { rows: Row[] }).rows;
  return (await connection.query(numberedParameters(statement.text), values)).rows as Row[];
}

/** Ids as one PostgreSQL array parameter, for `= any(?::int[])` (MikroORM would expand a JS array into a list). */
export const intArray = (ids: readonly number[]): string => `{${ids.join(',')}}`;

/**
 * `= any(...)` of an `intArray` parameter, for a prepared statement whose plan must not depend on how many
 * ids it is given. PostgreSQL sees the array's length in each custom plan (2 ids cost less than the 10 a
 * generic plan assumes), so it never settled on the generic plan and planned the pricing read of stocks on
 * every run (0.3-0.4 ms, a fifth of a counter sale's database time). Through `array(select ...)` every
 * plan assumes 10, the plans cost the same, and the generic one is kept after the fifth run.
 */
export const ANY_OF_INT_ARRAY = 'any(array(select unnest(?::int[])))';

/**
 * A statement written with `:name` placeholders (a value that stands in several places is named once):
 * its text with positional ones, the names in the order they stand, and `params`, which lays values out
 * in that order. The names in `numbers` are cast to double precision (PostgreSQL must know their type).
 * `::type` casts are not placeholders.
 */
export function namedStatement<Values extends object>(sql: string, numbers: readonly string[] = []) {
  const names: (keyof Values & string)[] = [];
  const text = sql.replace(/(?<!:):([a-z][A-Za-z]*)/g, (_match, name: keyof Values & string) => {
    names.push(name);
    return numbers.includes(name) ? 'cast(? as double precision)' : '?';
  });
  return { text, names, params: (values: Values): unknown[] => names.map((name) => values[name]) };
}

/** Every statement declared so far (import the `*.sql.ts` files first). */
export function registeredStatements(): RegisteredStatement[] {
  return [...registry.values()];
}

/** The text with PostgreSQL's numbered parameters in place of MikroORM's `?` (`\?` stays a question mark). */
export function numberedParameters(text: string): string {
  return mapPlaceholders(text, (n) => `$${n}`);
}

/**
 * Each `?` placeholder of a statement's text (the first is 1) replaced; `\?`, a question mark that is
 * no placeholder, becomes `escaped` (by default the question mark itself).
 */
export function mapPlaceholders(text: string, replacement: (n: number) => string, escaped = '?'): string {
  let n = 0;
  return text.replace(/\\\?|\?\?|\?/g, (match) => {
    if (match === '\\?') return escaped;
    if (match === '??') throw new Error('Identifier parameters (??) are not used: name the column in the statement');
    n += 1;
    return replacement(n);
  });
}

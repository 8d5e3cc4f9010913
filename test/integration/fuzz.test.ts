import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { toSnake } from '../../server/common/case.js';
import { selectAll } from '../../server/rest/convert.js';
import type { RestRoute } from '../../server/rest/route.js';
import { routes } from '../../server/rest/routes/index.js';
import { getSchema } from '../../server/schema.js';
import { TestShop } from '../support/shop.js';

/**
 * Hostile input never breaks the server: every route of the gateway's table (generated, so a route is
 * fuzzed the day it is added) and every root GraphQL field with arguments gets NUL bytes, lone
 * surrogates, 1 MB strings (REST), wrong types, arrays for scalars, objects for strings, negative and huge
 * numbers, deeply nested JSON and malformed multipart, as an anonymous caller and as the super admin
 * (so that validation is reached). No answer is a 5xx, and refused requests change nothing in the
 * database (row counts and a checksum of every table but throttling, sessions, jobs and mail).
 */

const NUL = 'x\u0000y';
const LONE = 'x\udc00y';
const MEGABYTE = 'm'.repeat(1024 * 1024);
/** Tables written by refusals or by the session itself, not by the refused operation. */
const VOLATILE = /^(throttle|revoked_token|job|mail_outbox|mikro_orm_migrations|cost_bucket)$/;
/** Fields that end or renew the caller's own session: each call gets a token of its own. */
const SESSION = /logout|refresh/i;

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; text: string } | { kind: 'none' };
interface Case {
  name: string;
  path: string;
  body: Body;
}

const MISSING_ID = 2_000_000_000;

const deepJson = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

/** Every body key a route may read: its input type's fields (snake_case), its arguments and common extras. */
function bodyKeys(schema: GraphQLSchema, route: RestRoute): string[] {
  const field = schema.getQueryType()?.getFields()[route.field] ?? schema.getMutationType()?.getFields()[route.field];
  const keys = new Set(['ids', 'data', 'url', 'language', 'type', 'file', 'image', 'keyword', 'email', 'id']);
  for (const arg of field?.args ?? []) {
    keys.add(toSnake(arg.name));
    const named = unwrap(arg.type);
    if (named instanceof GraphQLInputObjectType) for (const name of Object.keys(named.getFields())) keys.add(toSnake(name));
  }
  return [...keys];
}

function unwrap(type: GraphQLInputType): GraphQLInputType {
  return type instanceof GraphQLNonNull || type instanceof GraphQLList ? unwrap(type.ofType) : type;
}

const fill = (keys: string[], value: unknown) => Object.fromEntries(keys.map((key) => [key, value]));
/** Each key gets the next of the values in turn. */
const cycle = (keys: string[], values: unknown[]) => Object.fromEntries(keys.map((key, i) => [key, values[i % values.length]]));

function restCases(schema: GraphQLSchema, route: RestRoute): Case[] {
  const keys = bodyKeys(schema, route);
  const params = (value: string) => route.path.replace(/:[A-Za-z_]+/g, encodeURIComponent(value));
  // An id no row has: a plain DELETE of a real row 1 is no hostile request (and other tests' rows stay).
  const path = params(String(MISSING_ID));
  const query = '?keyword=%00&page=-1&per_page=99999999999999&sort[]=a&language[a]=b&signature=%ED%A0%80';
  const cases: Case[] = [
    { name: 'hostile query values', path: path + query, body: { kind: 'none' } },
    { name: 'NUL in every field', path, body: { kind: 'json', value: fill(keys, NUL) } },
    { name: 'NUL and lone surrogates in every field', path, body: { kind: 'json', value: cycle(keys, [NUL, LONE]) } },
    { name: '1 MB strings', path, body: { kind: 'json', value: fill(keys.slice(0, 1), MEGABYTE) } },
    { name: 'objects and arrays for every field', path, body: { kind: 'json', value: cycle(keys, [{ a: { b: [NUL] } }, [1, 'two', null, [NUL]]]) } },
    { name: 'negative and huge numbers, booleans and nulls', path, body: { kind: 'json', value: cycle(keys, [-2147483649, 1e308, true, null]) } },
    { name: 'an array body', path, body: { kind: 'json', value: [fill(keys, NUL)] } },
    { name: 'deeply nested JSON', path, body: { kind: 'raw', type: 'application/json', text: deepJson(5000) } },
    { name: 'broken JSON', path, body: { kind: 'raw', type: 'application/json', text: '{"a": [1, 2' } },
    {
      name: 'malformed multipart',
      path,
      body: {
        kind: 'raw',
        type: 'multipart/form-data; boundary=zz',
        text: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
      },
    },
    { name: 'multipart without a boundary', path, body: { kind: 'raw', type: 'multipart/form-data', text: 'garbage' } },
  ];
  if (route.path.includes(':')) {
    for (const value of ['\u0000', '-1', '99999999999999999999'])
      cases.push({ name: `path parameter ${JSON.stringify(value)}`, path: params(value), body: { kind: 'none' } });
  }
  return cases;
}

async function send(shop: TestShop, method: string, test: Case, token?: string): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: string | undefined;
  if (test.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(test.body.value);
  } else if (test.body.kind === 'raw') {
    headers['content-type'] = test.body.type;
    body = test.body.text;
  }
  // GET and HEAD carry no body in fetch: their hostile values travel in the path and query.
  if (method === 'GET') body = undefined;
  const response = await fetch(`${shop.url}${test.path}`, { method, headers, body, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, text: (await response.text()).slice(0, 200) };
}

/** Row counts and a checksum of every table whose rows a refused request must not change. */
async function snapshot(shop: TestShop): Promise<Record<string, string>> {
  const connection = shop.em.getConnection();
  const tables = (
    await connection.execute<{ name: string }[]>(
      "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
    )
  )
    .map((row) => row.name)
    .filter((name) => !VOLATILE.test(name));
  const union = tables
    .map((name) => `select '${name}' as name, count(*)::int as n, coalesce(sum(hashtext(t::text)::bigint), 0)::text as h from "${name}" t`)
    .join(' union all ');
  const rows = await connection.execute<{ name: string; n: number; h: string }[]>(union);
  return Object.fromEntries(rows.map((row) => [row.name, `${row.n}:${row.h}`]));
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

/**
 * Some hostile requests are valid ones (a setting set to true, a brand titled "-2147483649") and the
 * test database is shared with the other test files: the settings come back as they were and rows
 * added meanwhile go, afterwards.
 */
async function keepSharedRows(shop: TestShop): Promise<() => Promise<void>> {
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

/** A variable value of an input type, every leaf from `leaf` (lists of one entry, nesting bounded). */
function valueFor(type: GraphQLInputType, leaf: (scalar: string) => unknown, depth = 0): unknown {
  if (type instanceof GraphQLNonNull) return valueFor(type.ofType, leaf, depth);
  if (type instanceof GraphQLList) return [valueFor(type.ofType, leaf, depth)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0].value;
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 3) return undefined;
    return Object.fromEntries(Object.entries(type.getFields()).map(([name, field]) => [name, valueFor(field.type, leaf, depth + 1)]));
  }
  return leaf((type as GraphQLScalarType).name);
}

/** Hostile variable sets that pass GraphQL's own type checks (so they reach the resolvers), and some that do not. */
const VARIABLE_SETS: Record<string, (scalar: string) => unknown> = {
  'NUL strings, smallest Int, huge Float': (s) =>
    ({ String: NUL, ID: NUL, Int: -2147483648, Float: 1e308, Boolean: true, JSONObject: { [NUL]: NUL }, DateTimeISO: '1970-01-01T00:00:00.000Z' })[s] ?? null,
  'lone surrogates, largest Int, negative Float': (s) =>
    ({ String: LONE, ID: LONE, Int: 2147483647, Float: -1e308, Boolean: false, JSONObject: { a: LONE }, DateTimeISO: '9999-12-31T23:59:59.999Z' })[s] ?? null,
  'wrong types, objects for strings': (s) =>
    ({ String: { a: [1, NUL] }, ID: [1], Int: '1e99', Float: 'NaN', Boolean: 'yes', JSONObject: 'text', DateTimeISO: 'yesterday' })[s] ?? null,
};

function operation(name: string, field: GraphQLField<unknown, unknown>, kind: 'query' | 'mutation'): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${kind} Fuzz(${variables}) { ${name}(${passed}) ${selectAll(field.type, 2)} }`;
}

describe('fuzz: hostile input on every route and root field', () => {
  let shop: TestShop;
  let schema: GraphQLSchema;
  let token: string;

  let restore: () => Promise<void>;

  beforeAll(async () => {
    schema = await getSchema();
    shop = await TestShop.start();
    token = await shop.adminToken();
    restore = await keepSharedRows(shop);
  });
  afterAll(async () => {
    await restore();
    await shop.close();
  });

  it('covers the whole route table', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('answers every REST route without a 5xx, and refusals change nothing', async () => {
    const failures: string[] = [];
    const changed: string[] = [];
    let sent = 0;
    for (const route of routes) {
      // Reads are fuzzed as well, but only writes are worth a checksum of every table.
      const before = route.method === 'GET' ? undefined : await snapshot(shop);
      const accepted: string[] = [];
      for (const test of restCases(schema, route)) {
        for (const who of ['anonymous', 'super admin'] as const) {
          let caller = who === 'anonymous' ? undefined : token;
          if (caller && SESSION.test(route.field)) caller = await shop.adminToken();
          const answer = await send(shop, route.method, test, caller);
          sent += 1;
          const where = `${route.method} ${route.path} (${route.field}) ${test.name} as ${who}`;
          if (answer.status >= 500) failures.push(`${where}: ${answer.status} ${answer.text}`);
          else if (answer.status < 400) accepted.push(where);
        }
      }
      // A route that accepted some hostile request may write; the others must not.
      if (before && !accepted.length) {
        const tables = changedTables(before, await snapshot(shop));
        if (tables.length) changed.push(`${route.method} ${route.path}: ${tables.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * 18);
  }, 180_000);

  it('answers malformed GraphQL requests without a 5xx', async () => {
    const before = await snapshot(shop);
    const failures: string[] = [];
    const bodies: Body[] = [
      { kind: 'raw', type: 'application/json', text: deepJson(5000) },
      { kind: 'raw', type: 'application/json', text: '{"query": "{ __typename' },
      { kind: 'json', value: { query: `{ __typename }${NUL}`, variables: { a: NUL } } },
      { kind: 'json', value: { query: 'mutation { register(input: {}) { token } }', variables: [1, 2] } },
      { kind: 'json', value: { query: ['not', 'text'], operationName: { a: 1 } } },
      { kind: 'json', value: { query: MEGABYTE } },
      { kind: 'json', value: [{ query: '{ __typename }' }] },
      { kind: 'raw', type: 'multipart/form-data; boundary=zz', text: '--zz\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":' },
      { kind: 'raw', type: 'multipart/form-data', text: 'garbage' },
    ];
    for (const body of bodies) {
      for (const who of ['anonymous', 'super admin'] as const) {
        const answer = await send(shop, 'POST', { name: 'graphql', path: '/graphql', body }, who === 'anonymous' ? undefined : token).catch((error: Error) => ({
          status: 599,
          text: error.message,
        }));
        if (answer.status >= 500) failures.push(`${JSON.stringify(body).slice(0, 80)} as ${who}: ${answer.status} ${answer.text}`);
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot(shop))).toEqual([]);
  });

  it('answers every root GraphQL field with arguments without a 5xx, and refused mutations change nothing', async () => {
    const failures: string[] = [];
    const changed: string[] = [];
    const fields = [
      ...Object.entries(schema.getQueryType()!.getFields()).map(([name, field]) => ({ name, field, kind: 'query' as const })),
      ...Object.entries(schema.getMutationType()!.getFields()).map(([name, field]) => ({ name, field, kind: 'mutation' as const })),
    ].filter(({ field }) => field.args.length > 0);
    expect(fields.length).toBeGreaterThan(50);
    for (const { name, field, kind } of fields) {
      const document = operation(name, field, kind);
      const before = kind === 'mutation' ? await snapshot(shop) : undefined;
      let accepted = false;
      for (const [setName, leaf] of Object.entries(VARIABLE_SETS)) {
        const variables = Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type, leaf)]));
        for (const who of ['anonymous', 'super admin'] as const) {
          const response = await fetch(`${shop.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(who === 'super admin' ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify({ query: document, variables }),
          });
          const text = await response.text();
          const answer = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
          const internal = answer.errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
          if (response.status >= 500 || internal) failures.push(`${name} ${setName} as ${who}: ${response.status} ${text.slice(0, 200)}`);
          if (!answer.errors?.length) accepted = true;
        }
      }
      if (before && !accepted) {
        const tables = changedTables(before, await snapshot(shop));
        if (tables.length) changed.push(`${name}: ${tables.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
  }, 120_000);
});

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
import { request as httpRequest } from 'node:http';
import { toSnake } from '../../server/common/case.js';
import { selectAll } from '../../server/rest/convert.js';
import type { RestRoute } from '../../server/rest/route.js';
import type { TestShop } from '../support/shop.js';

/** The hostile requests of fuzz.test.ts: what is sent to each REST route and root GraphQL field. */

export const NUL = 'x\u0000y';
const LONE = 'x\udc00y';
export const MEGABYTE = 'm'.repeat(1024 * 1024);

export type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; text: string } | { kind: 'none' };
export interface Case {
  name: string;
  path: string;
  body: Body;
}

const MISSING_ID = 2_000_000_000;

export const deepJson = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

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

export function restCases(schema: GraphQLSchema, route: RestRoute): Case[] {
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
  if (route.method !== 'GET') return cases;
  // A GET carries no body (send()): its body cases are one request per content type, sent once.
  const sent = new Set<string>();
  return cases.filter((test) => {
    const request = `${test.path} ${encode(test.body).type}`;
    return !sent.has(request) && sent.add(request);
  });
}

/**
 * The case that tells whether a route reads the body of a caller it refuses: broken JSON is a 400 once
 * read, so a 401 or 403 to it means the route refuses the caller at the door (the gateway's admit(), on
 * method, path and headers), where no other body can make a difference either.
 */
export const DOOR_PROBE = 'broken JSON';
export const refusedAtDoor = (status: number) => status === 401 || status === 403;

/** Each body's bytes, made once for the callers and routes that send it. */
const encoded = new WeakMap<Body, { type?: string; bytes?: Buffer }>();
function encode(body: Body): { type?: string; bytes?: Buffer } {
  let made = encoded.get(body);
  if (!made) {
    if (body.kind === 'json') made = { type: 'application/json', bytes: Buffer.from(JSON.stringify(body.value)) };
    else if (body.kind === 'raw') made = { type: body.type, bytes: Buffer.from(body.text) };
    else made = {};
    encoded.set(body, made);
  }
  return made;
}

export async function send(shop: TestShop, method: string, test: Case, token?: string): Promise<Answer> {
  const { type, bytes } = encode(test.body);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (type) headers['content-type'] = type;
  // A GET carries no body (as in fetch): its hostile values travel in the path and query.
  const answer = await exchange(shop, method, test.path, headers, method === 'GET' ? undefined : bytes);
  return { status: answer.status, text: answer.text.slice(0, 200) };
}

export interface Answer {
  status: number;
  text: string;
}

/** Longer than any answer takes on a loaded machine: a request that gets none is a failure, not a wait. */
const NO_ANSWER_MS = 30_000;

/**
 * One request on a connection of its own (as the test environment's fetch, Connection: close), through
 * node:http: thousands of requests cost a fraction of fetch's CPU. A request that fails or gets no answer
 * is answered as a 599 (a failure like a 5xx), so that no request is left running after its test.
 */
export function exchange(shop: TestShop, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const failed = (error: Error) => resolve({ status: 599, text: `${method} ${path}: ${error.message}` });
    const request = httpRequest(`${shop.url}${path}`, { method, headers, agent: false, timeout: NO_ANSWER_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      response.on('error', failed);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer in ${NO_ANSWER_MS / 1000} s`)));
    request.on('error', failed);
    request.end(body);
  });
}

/** A variable value of an input type, every leaf from `leaf` (lists of one entry, nesting bounded). */
export function valueFor(type: GraphQLInputType, leaf: (scalar: string) => unknown, depth = 0): unknown {
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
export const VARIABLE_SETS: Record<string, (scalar: string) => unknown> = {
  'NUL strings, smallest Int, huge Float': (s) =>
    ({ String: NUL, ID: NUL, Int: -2147483648, Float: 1e308, Boolean: true, JSONObject: { [NUL]: NUL }, DateTimeISO: '1970-01-01T00:00:00.000Z' })[s] ?? null,
  'lone surrogates, largest Int, negative Float': (s) =>
    ({ String: LONE, ID: LONE, Int: 2147483647, Float: -1e308, Boolean: false, JSONObject: { a: LONE }, DateTimeISO: '9999-12-31T23:59:59.999Z' })[s] ?? null,
  'wrong types, objects for strings': (s) =>
    ({ String: { a: [1, NUL] }, ID: [1], Int: '1e99', Float: 'NaN', Boolean: 'yes', JSONObject: 'text', DateTimeISO: 'yesterday' })[s] ?? null,
};

export function operation(name: string, field: GraphQLField<unknown, unknown>, kind: 'query' | 'mutation'): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${kind} Fuzz(${variables}) { ${name}(${passed}) ${selectAll(field.type, 2)} }`;
}

/**
 * Runs `run` on every item, at most `lanes` at a time (the server answers one request while the database
 * works on another's statements): the order of the calls is not the order of the items.
 */
export async function inLanes<T>(items: readonly T[], lanes: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}

import type { GraphQLSchema } from 'graphql';
import type { RestRoute } from '../../server/rest/route.js';
import { routes } from '../../server/rest/routes/index.js';
import { getSchema } from '../../server/schema.js';
import { TestShop } from '../support/shop.js';
import {
  deepJson,
  DOOR_PROBE,
  exchange,
  inLanes,
  refusedAtDoor,
  MEGABYTE,
  NUL,
  operation,
  restCases,
  send,
  valueFor,
  VARIABLE_SETS,
  type Body,
  type Case,
} from './fuzz-cases.js';
import { keepSharedRows, watchWrites, type WriteLog } from './fuzz-writes.js';

/**
 * Hostile input never breaks the server: every route of the gateway's table (generated, so a route is
 * fuzzed the day it is added) and every root GraphQL field with arguments gets NUL bytes, lone
 * surrogates, 1 MB strings (REST), wrong types, arrays for scalars, objects for strings, negative and huge
 * numbers, deeply nested JSON and malformed multipart (fuzz-cases.ts), as an anonymous caller and as the
 * super admin (so that validation is reached). No answer is a 5xx (nor missing), and refused requests
 * change nothing in the database: row triggers log every write to a table but throttling, sessions, jobs
 * and mail (fuzz-writes.ts), and the log is read after each write route or mutation.
 *
 * The requests of one write route (or mutation) go LANES at a time and the next route waits for them, so
 * that a write seen after a route is that route's; reads go LANES at a time across routes. Left out are
 * only requests that reach no new code: a GET's body cases beyond one per content type (it sends no
 * body), and the anonymous caller's bodies on a route that refuses it before reading one (DOOR_PROBE).
 */

/** Requests in flight at once: the server parses one while the database answers another. */
const LANES = 8;
/** Fields that end or renew the caller's own session: each call gets a token of its own. */
const SESSION = /logout|refresh/i;
const CALLERS = ['anonymous', 'super admin'] as const;
interface RestRequest {
  route: RestRoute;
  test: Case;
  who: (typeof CALLERS)[number];
  caller?: string;
}

describe('fuzz: hostile input on every route and root field', () => {
  let shop: TestShop;
  let schema: GraphQLSchema;
  let token: string;
  let restore: () => Promise<void>;
  let writes: WriteLog | undefined;

  beforeAll(async () => {
    schema = await getSchema();
    shop = await TestShop.start();
    token = await shop.adminToken();
    restore = await keepSharedRows(shop);
    writes = await watchWrites(shop);
  });
  afterAll(async () => {
    await writes?.remove();
    await restore();
    await shop.close();
  });

  it('covers the whole route table', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('answers every REST route without a 5xx, and refusals change nothing', async () => {
    const failures: string[] = [];
    const changed: string[] = [];
    const sent = { anonymous: 0, 'super admin': 0 };
    /** Sends the requests, notes the 5xx and the accepted ones, and answers each request's status. */
    const fuzz = async (requests: RestRequest[], accepted: string[] = []) => {
      const statuses = new Map<RestRequest, number>();
      await inLanes(requests, LANES, async (request) => {
        const { route, test, who, caller } = request;
        const answer = await send(shop, route.method, test, caller);
        sent[who] += 1;
        statuses.set(request, answer.status);
        const where = `${route.method} ${route.path} (${route.field}) ${test.name} as ${who}`;
        if (answer.status >= 500) failures.push(`${where}: ${answer.status} ${answer.text}`);
        else if (answer.status < 400) accepted.push(where);
      });
      return statuses;
    };
    const requestsOf = async (route: RestRoute) => {
      const requests: RestRequest[] = [];
      for (const test of restCases(schema, route)) {
        requests.push({ route, test, who: 'anonymous' });
        // One login after the other: concurrent attempts on one account count as a burst of guesses (429).
        requests.push({ route, test, who: 'super admin', caller: SESSION.test(route.field) ? await shop.adminToken() : token });
      }
      return requests;
    };
    // Reads are fuzzed as well (all in lanes), but only writes are worth a look at the log.
    const reads: RestRequest[] = [];
    for (const route of routes.filter((route) => route.method === 'GET')) reads.push(...(await requestsOf(route)));
    await fuzz(reads);
    await writes!.take();
    for (const route of routes.filter((route) => route.method !== 'GET')) {
      const requests = await requestsOf(route);
      const probe = requests.find(({ test, who }) => who === 'anonymous' && test.name === DOOR_PROBE)!;
      // The anonymous caller's other bodies on the probe's path wait for the probe's answer (DOOR_PROBE).
      const held = requests.filter((request) => request.who === 'anonymous' && request.test.path === probe.test.path && request !== probe);
      const accepted: string[] = [];
      const statuses = await fuzz(
        requests.filter((request) => !held.includes(request)),
        accepted,
      );
      if (!refusedAtDoor(statuses.get(probe)!)) await fuzz(held, accepted);
      const tables = await writes!.take();
      // A route that accepted some hostile request may write; the others must not.
      if (!accepted.length && tables.length) changed.push(`${route.method} ${route.path}: ${tables.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
    // Every case of every route as the super admin; the anonymous caller at least at each route's door.
    expect(sent['super admin']).toBe(routes.reduce((sum, route) => sum + restCases(schema, route).length, 0));
    expect(sent.anonymous).toBeGreaterThan(routes.length * 2);
  }, 180_000);

  it('answers malformed GraphQL requests without a 5xx', async () => {
    await writes!.take();
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
    const requests = bodies.flatMap((body) => CALLERS.map((who) => ({ body, who })));
    await inLanes(requests, LANES, async ({ body, who }) => {
      const answer = await send(shop, 'POST', { name: 'graphql', path: '/graphql', body }, who === 'anonymous' ? undefined : token);
      if (answer.status >= 500) failures.push(`${JSON.stringify(body).slice(0, 80)} as ${who}: ${answer.status} ${answer.text}`);
    });
    expect(failures).toEqual([]);
    expect(await writes!.take()).toEqual([]);
  });

  it('answers every root GraphQL field with arguments without a 5xx, and refused mutations change nothing', async () => {
    const failures: string[] = [];
    const changed: string[] = [];
    const fields = [
      ...Object.entries(schema.getQueryType()!.getFields()).map(([name, field]) => ({ name, field, kind: 'query' as const })),
      ...Object.entries(schema.getMutationType()!.getFields()).map(([name, field]) => ({ name, field, kind: 'mutation' as const })),
    ].filter(({ field }) => field.args.length > 0);
    expect(fields.length).toBeGreaterThan(50);
    type Field = (typeof fields)[number];
    /** Sends every variable set as both callers, notes the internal errors and answers whether any was accepted. */
    const fuzz = async (items: Field[]) => {
      let accepted = false;
      const requests = items.flatMap((item) =>
        Object.entries(VARIABLE_SETS).flatMap(([setName, leaf]) => CALLERS.map((who) => ({ ...item, setName, leaf, who }))),
      );
      await inLanes(requests, LANES, async ({ name, field, kind, setName, leaf, who }) => {
        const variables = Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type, leaf)]));
        const headers = { 'content-type': 'application/json', ...(who === 'super admin' ? { authorization: `Bearer ${token}` } : {}) };
        const body = Buffer.from(JSON.stringify({ query: operation(name, field, kind), variables }));
        const response = await exchange(shop, 'POST', '/graphql', headers, body);
        // A 5xx (or no answer, 599) need not be JSON.
        const answer = (response.status < 500 ? JSON.parse(response.text) : { errors: [{}] }) as { errors?: { extensions?: { code?: string } }[] };
        const internal = answer.errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
        if (response.status >= 500 || internal) failures.push(`${name} ${setName} as ${who}: ${response.status} ${response.text.slice(0, 200)}`);
        if (!answer.errors?.length) accepted = true;
      });
      return accepted;
    };
    await fuzz(fields.filter(({ kind }) => kind === 'query'));
    await writes!.take();
    for (const mutation of fields.filter(({ kind }) => kind === 'mutation')) {
      const accepted = await fuzz([mutation]);
      const tables = await writes!.take();
      if (!accepted && tables.length) changed.push(`${mutation.name}: ${tables.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
  }, 120_000);
});

import { ApolloServer } from '@apollo/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { answerCachePlugin, type AnswerCacheOutcome } from '../../server/common/answer-cache.js';
import type { AppContext } from '../../server/common/context.js';
import { SharedCache } from '../../server/common/shared-cache.js';

/**
 * The shared answers' rules (common/answer-cache.ts) on a schema of its own, run by Apollo in process:
 * which reads are shared, which are resolved every time, and a write's drop. The integration test
 * (test/integration/answer-cache.test.ts) runs the catalogue's reads on a real shop.
 */
let resolved = 0;
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      greeting: {
        type: GraphQLString,
        args: { name: { type: GraphQLString } },
        resolve: (_root, { name }: { name: string }) => {
          resolved += 1;
          if (name === 'nobody') throw new GraphQLError('Nobody is here');
          return `Hello ${name}`;
        },
      },
      clock: { type: GraphQLString, resolve: () => String((resolved += 1)) },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: { greeting: { type: GraphQLString, resolve: () => String((resolved += 1)) } },
  }),
});

// The cache's store is kept per ORM (its configuration): this stands for one ORM outside any transaction.
const em = { config: {}, isInTransaction: () => false } as unknown as EntityManager;
const outcomes: AnswerCacheOutcome[] = [];
const apollo = new ApolloServer<AppContext>({
  schema,
  plugins: [answerCachePlugin(em, [{ fields: ['greeting'], madeFrom: ['Greeting'], ttlMs: 60_000 }], (outcome) => outcomes.push(outcome))],
});

const visitor = () => ({}) as AppContext;
const shopper = () => ({ principal: { kind: 'customer', id: 1 } }) as unknown as AppContext;
async function run(query: string, variables: Record<string, unknown> = {}, ctx: AppContext = visitor()) {
  const before = resolved;
  const answer = await apollo.executeOperation({ query, variables }, { contextValue: ctx });
  const body = answer.body.kind === 'single' ? answer.body.singleResult : undefined;
  return { data: body?.data, errors: body?.errors, resolvedNow: resolved - before };
}
const GREETING = 'query($name: String) { greeting(name: $name) }';

beforeAll(() => apollo.start());
afterAll(() => apollo.stop());
beforeEach(() => {
  SharedCache.invalidate(em, ['Greeting'], { publish: false });
  outcomes.length = 0;
});

describe('shared answers (common/answer-cache.ts)', () => {
  it("shares a visitor's read with the next visitor, until a row it is made from is written", async () => {
    expect(await run(GREETING, { name: 'Ada' })).toEqual({ data: { greeting: 'Hello Ada' }, errors: undefined, resolvedNow: 1 });
    expect(await run(GREETING, { name: 'Ada' })).toEqual({ data: { greeting: 'Hello Ada' }, errors: undefined, resolvedNow: 0 });
    expect(outcomes).toEqual(['miss', 'hit']);
    SharedCache.invalidate(em, ['Greeting'], { publish: false });
    expect((await run(GREETING, { name: 'Ada' })).resolvedNow).toBe(1);
    // A write of something else leaves it shared.
    SharedCache.invalidate(em, ['Other'], { publish: false });
    expect((await run(GREETING, { name: 'Ada' })).resolvedNow).toBe(0);
  });

  it('keeps other variables, operations and documents apart', async () => {
    await run(GREETING, { name: 'Ada' });
    expect(await run(GREETING, { name: 'Grace' })).toMatchObject({ data: { greeting: 'Hello Grace' }, resolvedNow: 1 });
    expect(await run('query { greeting(name: "Ada") }')).toMatchObject({ data: { greeting: 'Hello Ada' }, resolvedNow: 1 });
    const two = 'query A { greeting(name: "A") } query B { greeting(name: "B") }';
    expect((await apollo.executeOperation({ query: two, operationName: 'A' }, { contextValue: visitor() })).body).toMatchObject({
      singleResult: { data: { greeting: 'Hello A' } },
    });
    expect((await apollo.executeOperation({ query: two, operationName: 'B' }, { contextValue: visitor() })).body).toMatchObject({
      singleResult: { data: { greeting: 'Hello B' } },
    });
  });

  it('resolves every time: a signed-in caller, a bad token, an answer with errors, an undeclared field, a mutation', async () => {
    await run(GREETING, { name: 'Ada' });
    expect((await run(GREETING, { name: 'Ada' }, shopper())).resolvedNow).toBe(1);
    expect((await run(GREETING, { name: 'Ada' }, { authFailure: 'Token expired' } as AppContext)).resolvedNow).toBe(1);
    for (let i = 0; i < 2; i += 1) expect((await run(GREETING, { name: 'nobody' })).resolvedNow).toBe(1);
    for (let i = 0; i < 2; i += 1) expect((await run('query($name: String) { greeting(name: $name) clock }', { name: 'Ada' })).resolvedNow).toBe(2);
    for (let i = 0; i < 2; i += 1) expect((await run('mutation { greeting }')).resolvedNow).toBe(1);
    // ...and a signed-in caller's answer is never given to a visitor.
    expect(outcomes.filter((o) => o === 'hit')).toHaveLength(0);
  });

  it('does not share an answer resolved while a row it is made from was written', async () => {
    const slow = new ApolloServer<AppContext>({
      schema: new GraphQLSchema({
        query: new GraphQLObjectType({
          name: 'Query',
          fields: {
            greeting: {
              type: GraphQLString,
              resolve: () => {
                resolved += 1;
                SharedCache.invalidate(em, ['Greeting'], { publish: false }); // a write meanwhile
                return 'Hello';
              },
            },
          },
        }),
      }),
      plugins: [answerCachePlugin(em, [{ fields: ['greeting'], madeFrom: ['Greeting'], ttlMs: 60_000 }])],
    });
    await slow.start();
    try {
      for (let i = 0; i < 2; i += 1) {
        const before = resolved;
        await slow.executeOperation({ query: '{ greeting }' }, { contextValue: visitor() });
        expect(resolved - before).toBe(1);
      }
    } finally {
      await slow.stop();
    }
  });
});

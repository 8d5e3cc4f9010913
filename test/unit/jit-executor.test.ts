import { GraphQLError, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql';
import type { GatewayExecutor, GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { jitGateway } from '../../server/common/jit-executor.js';

/** Plain unit tests (no server): compiled operations answer exactly what graphql-js answers. */
interface Row {
  id: number;
  name: string;
}
const Item = new GraphQLObjectType<Row, { language: string }>({
  name: 'Item',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    name: { type: GraphQLString, resolve: (item, _args, ctx) => `${item.name}:${ctx.language}` },
    secret: {
      type: GraphQLString,
      resolve: (item) => {
        if (item.id === 2) throw new GraphQLError('Not yours', { extensions: { code: 'FORBIDDEN' } });
        return 'ok';
      },
    },
  },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      echo: { type: GraphQLString, args: { text: { type: GraphQLString } }, resolve: (_root, { text }: { text: string }) => text },
      items: {
        type: new GraphQLList(Item),
        args: { first: { type: GraphQLInt, defaultValue: 2 } },
        resolve: async (_root, { first }: { first: number }) => [1, 2, 3].slice(0, first).map((id) => ({ id, name: `item ${id}` })),
      },
    },
  }),
});

const QUERY = 'query List($first: Int) { items(first: $first) { id label: name ...Secret } } fragment Secret on Item { secret }';

async function executorOf(options?: Parameters<typeof jitGateway>[1]) {
  const gateway = jitGateway(schema, options);
  const { executor } = await gateway.load({ apollo: { key: undefined, keyHash: undefined, graphRef: undefined } as never });
  return { gateway, executor: executor as GatewayExecutor };
}

function request(query: string, variables: Record<string, unknown>): GatewayGraphQLRequestContext {
  const document = parse(query);
  return {
    document,
    queryHash: query,
    operationName: null,
    request: { query, variables },
    context: { language: 'en_us' },
  } as unknown as GatewayGraphQLRequestContext;
}

describe('jitGateway', () => {
  it('answers the same before and after compiling, errors and their paths included', async () => {
    const { gateway, executor } = await executorOf();
    const first = await executor(request(QUERY, { first: 3 }));
    expect(gateway.compiledCount()).toBe(0);
    const second = await executor(request(QUERY, { first: 3 }));
    expect(gateway.compiledCount()).toBe(1);
    expect(JSON.parse(JSON.stringify(second))).toEqual(JSON.parse(JSON.stringify(first)));
    expect(second.data).toEqual({
      items: [
        { id: 1, label: 'item 1:en_us', secret: 'ok' },
        { id: 2, label: 'item 2:en_us', secret: null },
        { id: 3, label: 'item 3:en_us', secret: 'ok' },
      ],
    });
    expect(second.errors?.map((e) => ({ message: e.message, path: e.path, code: e.extensions?.code }))).toEqual([
      { message: 'Not yours', path: ['items', 1, 'secret'], code: 'FORBIDDEN' },
    ]);
    // Variables are the compiled function's own: another value, another answer; the default applies.
    expect((await executor(request(QUERY, { first: 1 }))).data).toEqual({ items: [{ id: 1, label: 'item 1:en_us', secret: 'ok' }] });
    expect(((await executor(request(QUERY, {}))).data as { items: unknown[] }).items).toHaveLength(2);
  });

  it("refuses a bad variable with graphql-js's own words, compiled or not", async () => {
    const { gateway, executor } = await executorOf({ compileFromRun: 1 });
    const answer = await executor(request(QUERY, { first: 'many' }));
    expect(gateway.compiledCount()).toBe(1);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.map((e) => e.message)).toEqual(['Variable "$first" got invalid value "many"; Int cannot represent non-integer value: "many"']);
  });

  it('never compiles a document with a string literal (graphql-jit turns marked literals into code)', async () => {
    const { gateway, executor } = await executorOf({ compileFromRun: 1 });
    // graphql-jit 0.8.9 writes `new Date(<the rest>)` for a literal starting with its date marker: compiled,
    // this document set globalThis.jitProbe (tried on the library alone).
    const attack = '{ echo(text: "__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d(globalThis.jitProbe=1)") }';
    for (let run = 0; run < 3; run++) {
      const answer = await executor(request(attack, {}));
      expect(answer.data).toEqual({ echo: '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d(globalThis.jitProbe=1)' });
    }
    expect((globalThis as { jitProbe?: number }).jitProbe).toBeUndefined();
    expect(gateway.compiledCount()).toBe(0);
    // The same text as a variable is data: compiled, answered as it is.
    const asVariable = 'query($text: String) { echo(text: $text) }';
    const text = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d(globalThis.jitProbe=1)';
    expect((await executor(request(asVariable, { text }))).data).toEqual({ echo: text });
    expect(gateway.compiledCount()).toBe(1);
    expect((globalThis as { jitProbe?: number }).jitProbe).toBeUndefined();
  });

  it('keeps only the most recently run operations', async () => {
    const { gateway, executor } = await executorOf({ keep: 2, compileFromRun: 1 });
    const queries = ['{ items { id } }', '{ items { name } }', '{ items { id name } }'];
    for (const query of queries) await executor(request(query, {}));
    expect(gateway.compiledCount()).toBe(2);
    // The first was forgotten: run again, it is compiled again and still answers.
    expect((await executor(request(queries[0], {}))).data).toEqual({ items: [{ id: 1 }, { id: 2 }] });
    expect(gateway.compiledCount()).toBe(2);
  });
});

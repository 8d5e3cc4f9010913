import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { BREAK, execute, visit, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

export interface JitOptions {
  /** Distinct operations remembered (the least recently run beyond that are forgotten, and compiled again if they return). */
  keep?: number;
  /** The run from which an operation is compiled: a one-off query (an explorer's typing) is not worth compiling. */
  compileFromRun?: number;
}

/** The gateway, and how many operations it holds compiled (tests). */
export type JitGateway = GatewayInterface & { compiledCount(): number };

interface Seen {
  runs: number;
  /** The compiled operation (graphql-jit's bound function): (root, context, variables) => result. */
  compiled?: CompiledQuery['query'];
  /** graphql-jit could not compile it: graphql-js runs it every time, without trying again. */
  uncompilable?: boolean;
}

/**
 * Whether the document writes a string literal anywhere (an argument, an input object's field, a
 * variable's default). graphql-jit writes argument literals into the code it generates, as JSON in which
 * its own marker strings (`__MAGIC_DATE__<uuid>...`) are then replaced by code: a literal holding such a
 * marker becomes code the server runs. So a document with a string literal is never compiled; variables
 * are data to the compiled function. The REST routes' documents pass every value as a variable; the
 * few web app documents with a literal (a choice list's fixed `sort: "id"`) run on graphql-js.
 */
function writesStringLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue() {
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * Runs every GraphQL operation (REST routes and /graphql alike) through graphql-jit once it has been
 * seen twice: the operation is compiled into a function that reads each field directly instead of
 * graphql-js walking the selection per row. A search page of 100 products is 1,300 fields; walking them
 * took nearly a quarter of the shop's CPU time in the search's profile. Apollo still parses, validates
 * and runs every plugin (the cost charge among them: compiling is only paid for operations a caller was
 * allowed to run twice); only the execution step is ours (Apollo's gateway hook is its documented place
 * for a custom executor). Documents with string literals are left to graphql-js (writesStringLiteral).
 */
export function jitGateway(schema: GraphQLSchema, { keep = 1000, compileFromRun = 2 }: JitOptions = {}): JitGateway {
  const seen = new Map<string, Seen>();

  function compiledFor(key: string, document: DocumentNode, operationName: string | null): CompiledQuery['query'] | undefined {
    let entry = seen.get(key);
    if (entry) {
      seen.delete(key); // re-inserted below: the Map's order is the recency order
    } else {
      entry = { runs: 0 };
      if (seen.size >= keep) seen.delete(seen.keys().next().value as string);
    }
    seen.set(key, entry);
    entry.runs += 1;
    if (!entry.compiled && !entry.uncompilable && entry.runs >= compileFromRun) {
      entry.uncompilable = writesStringLiteral(document);
      if (entry.uncompilable) return undefined;
      // Not compilable (should not happen after Apollo's validation): graphql-js runs it, as before.
      try {
        const compiled = compileQuery(schema, document, operationName ?? undefined);
        if (isCompiledQuery(compiled)) entry.compiled = compiled.query;
        else entry.uncompilable = true;
      } catch {
        entry.uncompilable = true;
      }
    }
    return entry.compiled;
  }

  const executor: GatewayExecutor = async (requestContext) => {
    const { document, operationName, queryHash, context, request } = requestContext;
    const compiled = compiledFor(`${queryHash}:${operationName ?? ''}`, document, operationName);
    if (compiled) {
      const result = await compiled(undefined, context, request.variables ?? {});
      // No data at all: the variables were refused before any resolver ran. graphql-js answers those, so
      // that a partner reads the same message for a bad variable on the first run as on the hundredth.
      if (result.data !== undefined) return result as ExecutionResult<Record<string, unknown>>;
    }
    return (await execute({ schema, document, contextValue: context, variableValues: request.variables, operationName })) as ExecutionResult<
      Record<string, unknown>
    >;
  };

  return {
    async load() {
      return { schema, executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async stop() {},
    compiledCount: () => [...seen.values()].filter((entry) => entry.compiled).length,
  };
}

import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from './common/auth-checker.js';
import { validateInput } from './common/validation/validate-input.js';
import { assertSafeArgs } from './common/validation/safe-text.js';
import { resolvers } from './modules/resolvers.js';

let built: Promise<GraphQLSchema> | undefined;

/** The one GraphQL schema, built from the type-graphql classes (and emitted as schema.graphql). */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: resolvers as never,
    authChecker,
    authMode: 'error',
    // Every field call: no NUL or lone surrogate in any argument (checked once per call), then the
    // input classes' rules.
    validateFn: (argValue, _type, resolverData) => {
      assertSafeArgs(resolverData);
      return validateInput(argValue);
    },
  });
  return built;
}

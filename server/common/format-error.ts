import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';

/**
 * Apollo's formatError: our typed errors pass as they are; database conflicts become CONFLICT; anything
 * else is a defect, logged in full and answered without internals.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof UniqueConstraintViolationException) {
    return { message: 'The record was changed meanwhile, please try again', path: formatted.path, extensions: { code: 'CONFLICT' } };
  }
  if (original instanceof ForeignKeyConstraintViolationException) {
    return { message: 'The record is still in use', path: formatted.path, extensions: { code: 'CONFLICT' } };
  }
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || (!code && !(original instanceof GraphQLError))) {
    console.error('Unexpected error', original);
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  // Stack traces never leave the server.
  const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions };
}

import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { messageIdOf } from '../../core/message-ids.js';

/**
 * Apollo's formatError: our typed errors pass as they are; database conflicts become CONFLICT; anything
 * else is a defect, logged in full and answered without internals. Every answered error carries its
 * message id (withMessageIds).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  return withMessageIds(answeredError(formatted, error));
}

/**
 * The catalogue's id of the error's text (`extensions.messageId`) and of each field error's
 * (`extensions.messageIds`, keyed as `extensions.errors`), where the catalogue has them
 * (core/message-ids.ts): a client translates by id, whatever the English says.
 */
export function withMessageIds(error: GraphQLFormattedError): GraphQLFormattedError {
  const extensions: Record<string, unknown> = { ...error.extensions };
  const messageId = messageIdOf(error.message);
  if (messageId) extensions.messageId = messageId;
  const fields = extensions.errors;
  if (fields && typeof fields === 'object') {
    const ids: Record<string, string> = {};
    for (const [field, value] of Object.entries(fields as Record<string, unknown>)) {
      const text: unknown = Array.isArray(value) ? value[0] : value;
      const id = typeof text === 'string' ? messageIdOf(text) : undefined;
      if (id) ids[field] = id;
    }
    if (Object.keys(ids).length) extensions.messageIds = ids;
  }
  return { ...error, extensions };
}

function answeredError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
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

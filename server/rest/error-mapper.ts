import type { GraphQLFormattedError } from 'graphql';
import { GENERIC_FORM_FAILURE, type FieldErrors } from '../common/errors.js';
import { pathToSnake } from '../common/case.js';

export interface RestAnswer {
  status: number;
  body: unknown;
  /** Extra headers of the answer (Retry-After of a THROTTLED request). */
  headers?: Record<string, string>;
}

const STATUS_BY_CODE: Record<string, number> = {
  BAD_USER_INPUT: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  // The GraphQL cost budget (common/cost-plugin.ts): over the request limit, and an empty bucket.
  QUERY_TOO_COSTLY: 400,
  THROTTLED: 429,
  SERVICE_UNAVAILABLE: 503,
  BAD_REQUEST: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
};

/** 422 with the contract's shape: `{message, errors: {field: [text]}}`, field names in snake_case. */
export function validationAnswer(fields: FieldErrors, message = GENERIC_FORM_FAILURE): RestAnswer {
  const errors = Object.fromEntries(Object.entries(fields).map(([field, text]) => [pathToSnake(field), [text]]));
  return { status: 422, body: { message, errors } };
}

/** The one mapping of GraphQL errors onto the REST contract's statuses and bodies. */
export function mapGraphQLError(error: GraphQLFormattedError): RestAnswer {
  const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  const status = STATUS_BY_CODE[code] ?? 500;
  if (status === 422) {
    const fields = (error.extensions?.errors as FieldErrors | undefined) ?? {};
    return validationAnswer(fields, Object.keys(fields).length ? error.message : GENERIC_FORM_FAILURE);
  }
  if (status === 401 && error.message === 'Unauthenticated') return { status, body: { error: 'Unauthenticated' } };
  const retryAfter = error.extensions?.retryAfter;
  if (code === 'THROTTLED' && typeof retryAfter === 'number')
    return { status, body: { message: error.message }, headers: { 'Retry-After': String(retryAfter) } };
  return { status, body: { message: error.message } };
}

import { GraphQLError } from 'graphql';

/**
 * The typed errors of the API. Each carries a stable extensions.code that the REST gateway maps onto a
 * status (see rest/error-mapper.ts); texts are the specification's exact messages.
 */
import { GENERIC_FORM_FAILURE } from '../../core/messages.js';

export { GENERIC_FORM_FAILURE };
export const TOO_FREQUENT = 'Operation too frequent, please try again later';

export type FieldErrors = Record<string, string>;

export class ValidationError extends GraphQLError {
  constructor(
    public readonly fields: FieldErrors,
    message = GENERIC_FORM_FAILURE,
  ) {
    super(message, { extensions: { code: 'BAD_USER_INPUT', errors: fields } });
  }
}

/**
 * What `compute` answers, or null when it refused the input: its field errors then go into `errors`, to be
 * listed with the other refusals of the same request at once.
 */
export function collectFieldErrors<T>(errors: FieldErrors, compute: () => T): T | null {
  try {
    return compute();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, error.fields);
    return null;
  }
}

/** One field's failure, e.g. `fieldError('email', 'The email has already been taken.')`. */
export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: message });
}

export class UnauthenticatedError extends GraphQLError {
  constructor(message = 'Unauthenticated') {
    super(message, { extensions: { code: 'UNAUTHENTICATED' } });
  }
}

export class ForbiddenError extends GraphQLError {
  constructor(message = 'This action is unauthorized.') {
    super(message, { extensions: { code: 'FORBIDDEN' } });
  }
}

export class NotFoundError extends GraphQLError {
  constructor(message = 'ID not exists') {
    super(message, { extensions: { code: 'NOT_FOUND' } });
  }
}

/** A service the operation depends on (e.g. Stripe) cannot be reached: 503, try again later. */
export class ServiceUnavailableError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'SERVICE_UNAVAILABLE' } });
  }
}

export class ConflictError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'CONFLICT' } });
  }
}

export class TooManyRequestsError extends GraphQLError {
  constructor(message = TOO_FREQUENT) {
    super(message, { extensions: { code: 'TOO_MANY_REQUESTS' } });
  }
}

export class BadRequestError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'BAD_REQUEST' } });
  }
}

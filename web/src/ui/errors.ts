import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { IntlShape } from 'react-intl';
import { serverMessageId } from './server-messages';

/**
 * Turns an operation's error into what a form shows. Server validation failures arrive as GraphQL errors
 * with `extensions.code === 'BAD_USER_INPUT'` and `extensions.errors` = { field: message }: those become
 * field errors (a field the form does not have is shown at form level). Any other error shows its
 * message at form level.
 */
export interface FormErrors {
  fields: Record<string, string>;
  form?: string;
}

export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.find((entry): entry is string => typeof entry === 'string');
  return undefined;
}

export function toFormErrors(error: unknown, formFields?: readonly string[]): FormErrors {
  const fields: Record<string, string> = {};
  const formMessages: string[] = [];
  if (CombinedGraphQLErrors.is(error)) {
    for (const graphQLError of error.errors) {
      const extensions = graphQLError.extensions ?? {};
      const fieldMap = extensions.errors;
      if (extensions.code === 'BAD_USER_INPUT' && fieldMap && typeof fieldMap === 'object') {
        let placed = false;
        for (const [field, value] of Object.entries(fieldMap as Record<string, unknown>)) {
          const message = firstMessage(value);
          if (!message) continue;
          if (!formFields || formFields.includes(field)) fields[field] = message;
          else formMessages.push(message);
          placed = true;
        }
        if (!placed) formMessages.push(graphQLError.message);
      } else {
        formMessages.push(graphQLError.message);
      }
    }
  } else if (error instanceof Error) {
    formMessages.push(error.message);
  } else if (error !== undefined && error !== null) {
    formMessages.push(String(error));
  }
  const unique = [...new Set(formMessages.filter(Boolean))];
  return unique.length ? { fields, form: unique.join('\n') } : { fields };
}

/** A server text in the user's language when the catalogue has it, else as it came. */
export function localizeServerMessage(intl: Pick<IntlShape, 'formatMessage'>, message: string): string {
  const id = serverMessageId(message);
  return id ? intl.formatMessage({ id, defaultMessage: message }) : message;
}

/** toFormErrors with the known server texts in the user's language. */
export function toLocalizedFormErrors(intl: Pick<IntlShape, 'formatMessage'>, error: unknown, formFields?: readonly string[]): FormErrors {
  const { fields, form } = toFormErrors(error, formFields);
  const localized = Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, localizeServerMessage(intl, message)]));
  return form
    ? {
        fields: localized,
        form: form
          .split('\n')
          .map((line) => localizeServerMessage(intl, line))
          .join('\n'),
      }
    : { fields: localized };
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { IntlShape } from 'react-intl';
import { serverMessageId } from './server-messages';

/**
 * The one error-to-form mapper of the web app (issue 13): every form, dialog and page turns an
 * operation's error into what it shows through these functions.
 *
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

/** Where a server path (`stocks.0.price`) goes: true when the form shows it, e.g. `byRootField(names)`. */
export type ShownPath = (path: string) => boolean;

/** A path whose first part is one of the form's fields (`supportedCurrencies.0.identifier` on `supportedCurrencies`). */
export const byRootField =
  (fields: readonly string[]): ShownPath =>
  (path) =>
    fields.includes(path.split('.')[0] ?? path);

/**
 * A copy of `target` with `value` at the dotted path (a numeric part makes an array), as formik keeps
 * nested errors. Written here rather than imported from formik: the storefront's first visit loads this
 * file and must not carry formik.
 */
function withValueAt(target: Record<string, unknown>, parts: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = parts;
  const current = target[head];
  if (!rest.length) return Array.isArray(target) ? Object.assign([...target], { [head]: value }) : { ...target, [head]: value };
  const child = current && typeof current === 'object' ? current : /^\d+$/.test(rest[0]) ? [] : {};
  const next = withValueAt(child as Record<string, unknown>, rest, value);
  return Array.isArray(target) ? Object.assign([...target], { [head]: next }) : { ...target, [head]: next };
}

function valueAt(value: unknown, parts: string[]): unknown {
  let current = value;
  for (const part of parts) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * The server's field errors (flat paths) as formik errors: a path the form shows becomes that field's
 * error, nested as formik keeps them; the others come back in `unplaced` for a dialog or the form's
 * message. A list's own error and its rows' errors cannot both sit at one place: the first one wins there.
 */
export function placeFieldErrors(fields: Record<string, string>, shown: ShownPath): { errors: Record<string, unknown>; unplaced: string[] } {
  let errors: Record<string, unknown> = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const taken = path.split('.').some((_, i, parts) => typeof valueAt(errors, parts.slice(0, i + 1)) === 'string');
    if (shown(path) && !taken) errors = withValueAt(errors, path.split('.'), message);
    else unplaced.push(message);
  }
  return { errors, unplaced };
}

/**
 * An operation's error on a formik form: field errors placed (placeFieldErrors) and every other text
 * (form-level failures, fields the form does not show) as distinct message lines. With `intl`, known
 * server texts come in the user's language.
 */
export function placeFormErrors(
  error: unknown,
  shown: ShownPath,
  intl?: Pick<IntlShape, 'formatMessage'>,
): { errors: Record<string, unknown>; messages: string[] } {
  const { fields, form } = intl ? toLocalizedFormErrors(intl, error) : toFormErrors(error);
  const { errors, unplaced } = placeFieldErrors(fields, shown);
  return { errors, messages: [...new Set([...(form ? form.split('\n') : []), ...unplaced])] };
}

/** The error's message lines for a dialog (a field error map gives its texts). */
export function errorMessages(error: unknown): string[] {
  const { fields, form } = toFormErrors(error);
  return [...new Set([...(form ? form.split('\n') : []), ...Object.values(fields)].filter(Boolean))];
}

/**
 * What a page says of an operation's failure, in the reader's language: the server's known texts
 * translated (the others as they came), and a failure to reach the server said as such. A screen never
 * shows an error's raw `message` (a browser's network error is English whatever the shopper reads).
 */
export function localizedErrorMessages(intl: Pick<IntlShape, 'formatMessage'>, error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) return errorMessages(error).map((message) => localizeServerMessage(intl, message));
  const text = error instanceof Error ? error.message : '';
  return [serverMessageId(text) ? localizeServerMessage(intl, text) : intl.formatMessage({ id: 'common.error.unreachable' })];
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { IntlShape } from 'react-intl';
import { messageIdOf, messageKey } from '../../../core/message-ids';

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

/** One text of an error: a field's (`field` set) or the form's, with the catalogue's id the server sent. */
interface ErrorText {
  field?: string;
  text: string;
  id?: string;
}

const stringOr = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Every text of an operation's error, in order: field errors of BAD_USER_INPUT, else each error's message. */
function errorTexts(error: unknown): ErrorText[] {
  const texts: ErrorText[] = [];
  if (CombinedGraphQLErrors.is(error)) {
    for (const graphQLError of error.errors) {
      const extensions = graphQLError.extensions ?? {};
      const fieldMap = extensions.errors;
      const fieldIds = (extensions.messageIds ?? {}) as Record<string, unknown>;
      let placed = false;
      if (extensions.code === 'BAD_USER_INPUT' && fieldMap && typeof fieldMap === 'object') {
        for (const [field, value] of Object.entries(fieldMap as Record<string, unknown>)) {
          const text = firstMessage(value);
          if (!text) continue;
          texts.push({ field, text, id: stringOr(fieldIds[field]) });
          placed = true;
        }
      }
      if (!placed) texts.push({ text: graphQLError.message, id: stringOr(extensions.messageId) });
    }
  } else if (error instanceof Error) {
    texts.push({ text: error.message });
  } else if (error !== undefined && error !== null) {
    texts.push({ text: String(error) });
  }
  return texts.filter((entry) => entry.text);
}

/** Field errors by field (a field the form does not have goes to the form's), the rest as form lines. */
function asFormErrors(texts: readonly ErrorText[], say: (entry: ErrorText) => string, formFields?: readonly string[]): FormErrors {
  const fields: Record<string, string> = {};
  const formMessages: string[] = [];
  for (const entry of texts) {
    if (entry.field !== undefined && (!formFields || formFields.includes(entry.field))) fields[entry.field] = say(entry);
    else formMessages.push(say(entry));
  }
  const unique = [...new Set(formMessages)];
  return unique.length ? { fields, form: unique.join('\n') } : { fields };
}

export function toFormErrors(error: unknown, formFields?: readonly string[]): FormErrors {
  return asFormErrors(errorTexts(error), (entry) => entry.text, formFields);
}

/**
 * A text in the user's language: by the id the server sent with it, else by the catalogue's id of the
 * text (a form rule's own message, core/messages.ts), else as it came.
 */
function localized(intl: Pick<IntlShape, 'formatMessage'>, { text, id }: ErrorText): string {
  const known = id ?? messageIdOf(text);
  return known ? intl.formatMessage({ id: messageKey(known), defaultMessage: text }) : text;
}

/** A catalogued text (a form rule's message, a server text) in the user's language, else as it came. */
export function localizeServerMessage(intl: Pick<IntlShape, 'formatMessage'>, message: string): string {
  return localized(intl, { text: message });
}

/** localizeServerMessage for one language: a form built from the server's rules speaks it (inputSchema's `translate`). */
export const serverTextsIn =
  (intl: Pick<IntlShape, 'formatMessage'>) =>
  (message: string): string =>
    localizeServerMessage(intl, message);

/** toFormErrors with the server's texts in the user's language (by the ids it sent). */
export function toLocalizedFormErrors(intl: Pick<IntlShape, 'formatMessage'>, error: unknown, formFields?: readonly string[]): FormErrors {
  return asFormErrors(errorTexts(error), (entry) => localized(intl, entry), formFields);
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
  if (CombinedGraphQLErrors.is(error)) {
    const texts = errorTexts(error);
    const formFirst = [...texts.filter((entry) => entry.field === undefined), ...texts.filter((entry) => entry.field !== undefined)];
    return [...new Set(formFirst.map((entry) => localized(intl, entry)))];
  }
  const text = error instanceof Error ? error.message : '';
  return [messageIdOf(text) ? localizeServerMessage(intl, text) : intl.formatMessage({ id: 'common.error.unreachable' })];
}

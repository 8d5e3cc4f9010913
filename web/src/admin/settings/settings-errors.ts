import { setIn } from 'formik';
import { toFormErrors } from '../../ui/errors';

/**
 * A settings mutation's failure as formik errors. The server names nested fields by path
 * (`supportedCurrencies.0.identifier`): those whose first part is one of the form's fields go on that
 * field (nested, as formik keeps them); the rest, and any other failure, become the form's message.
 */
export function toSettingsFormErrors(error: unknown, fields: readonly string[]): { errors: Record<string, unknown>; form?: string } {
  const { fields: byPath, form } = toFormErrors(error);
  let errors: Record<string, unknown> = {};
  const unplaced: string[] = form ? [form] : [];
  for (const [path, message] of Object.entries(byPath)) {
    const root = path.split('.')[0] ?? path;
    // A list's own error and its rows' errors cannot both sit at the same place: the first one wins there.
    const taken = path.split('.').some((_, i, parts) => typeof getPath(errors, parts.slice(0, i + 1)) === 'string');
    if (fields.includes(root) && !taken) errors = setIn(errors, path, message) as Record<string, unknown>;
    else unplaced.push(message);
  }
  const message = [...new Set(unplaced)].join('\n');
  return message ? { errors, form: message } : { errors };
}

function getPath(value: unknown, parts: string[]): unknown {
  let current = value;
  for (const part of parts) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

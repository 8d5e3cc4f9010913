import { byRootField, placeFormErrors } from '../../ui/errors';

/**
 * A settings mutation's failure as formik errors. The server names nested fields by path
 * (`supportedCurrencies.0.identifier`): those whose first part is one of the form's fields go on that
 * field (nested, as formik keeps them); the rest, and any other failure, become the form's message.
 */
export function toSettingsFormErrors(error: unknown, fields: readonly string[]): { errors: Record<string, unknown>; form?: string } {
  const { errors, messages } = placeFormErrors(error, byRootField(fields));
  return messages.length ? { errors, form: messages.join('\n') } : { errors };
}

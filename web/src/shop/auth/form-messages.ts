import type { IntlShape } from 'react-intl';
import { hasErrorCode, toLocalizedFormErrors, type FormErrors } from '../../ui/errors';

/**
 * The texts of the shared yup rules (spec section 5) in the shopper's language; the English catalogue
 * holds exactly the spec's texts.
 */
export function validationMessages(intl: IntlShape) {
  return {
    required: intl.formatMessage({ id: 'shop.validation.required' }),
    invalid: intl.formatMessage({ id: 'shop.validation.invalid' }),
    passwordLength: intl.formatMessage({ id: 'shop.validation.passwordLength' }),
    passwordConfirmation: intl.formatMessage({ id: 'shop.validation.passwordConfirmation' }),
  };
}

/** An operation's error as form errors; throttling (TOO_MANY_REQUESTS) is said in the shopper's language. */
export function shopFormErrors(intl: IntlShape, error: unknown, fields: readonly string[]): FormErrors {
  if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) return { fields: {}, form: intl.formatMessage({ id: 'shop.error.tooFrequent' }) };
  return toLocalizedFormErrors(intl, error, fields);
}

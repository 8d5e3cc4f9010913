import type { IntlShape } from 'react-intl';
import { hasErrorCode, toFormErrors } from '../../ui/errors';

/** The statuses of the password reset operations (spec 7, 8), each with its localized text. */
export type ResetStatus = 'passwords.sent' | 'passwords.throttled' | 'passwords.reset' | 'passwords.token';

export function resetStatusText(intl: IntlShape, status: ResetStatus): string {
  return intl.formatMessage({ id: `shop.${status}` });
}

/** The status an operation error stands for: throttled (429), a bad token (on the `token` field), or none. */
export function resetErrorStatus(error: unknown): ResetStatus | undefined {
  if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) return 'passwords.throttled';
  if ('token' in toFormErrors(error).fields) return 'passwords.token';
  return undefined;
}

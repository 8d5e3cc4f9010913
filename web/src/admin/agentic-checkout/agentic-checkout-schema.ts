import * as yup from 'yup';
import { MESSAGES, text } from '../../ui/validation/rules';

/** Mirrors the server (acp-config.service.ts): a URL of at most 2000 characters; a secret of 16 to 100, or empty to keep it. */
export const SECRET_LENGTH_MESSAGE = 'The secret must be 16 to 100 characters.';

export const agenticCheckoutSchema = yup.object({
  enabled: yup.boolean(),
  webhookUrl: text().test('url', MESSAGES.noSpecific, (value) => !value || (value.length <= 2000 && /^https?:\/\/\S+$/i.test(value))),
  webhookSecret: text().test('length', SECRET_LENGTH_MESSAGE, (value) => !value || (value.length >= 16 && value.length <= 100)),
});

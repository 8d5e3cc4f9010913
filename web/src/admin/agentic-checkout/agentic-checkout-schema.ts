import * as yup from 'yup';
import { MESSAGES, text } from '../../ui/validation/rules';

/**
 * The checks of the settings service (acp-config.service.ts), which AgenticCheckoutSettingsInput has no
 * rules for (they come in one answer with the service's other checks): a URL of at most 2000
 * characters; a secret of 16 to 100, or empty to keep it.
 */
export const SECRET_LENGTH_MESSAGE = 'The secret must be 16 to 100 characters.';

export const agenticCheckoutSchema = yup.object({
  enabled: yup.boolean(),
  webhookUrl: text().test('url', MESSAGES.noSpecific, (value) => !value || (value.length <= 2000 && /^https?:\/\/\S+$/i.test(value))),
  webhookSecret: text().test('length', SECRET_LENGTH_MESSAGE, (value) => !value || (value.length >= 16 && value.length <= 100)),
});

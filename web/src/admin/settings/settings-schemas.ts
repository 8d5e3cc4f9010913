import * as yup from 'yup';
import { inputSchema, ruleOf } from '../../ui/validation/input-schema';

/**
 * The settings forms' yup schemas: the rules of server/modules/settings/settings.inputs.ts, from the
 * server (web/src/generated/input-rules.json), with its messages. Format rules particular to settings
 * answer the generic 'Please check your input.', as the server does.
 */

export const basicSchema = inputSchema('BasicSettingsInput');

export const imageSchema = inputSchema('ImageSettingsInput');

export const currencySchema = inputSchema('CurrencySettingsInput');

export const facebookSchema = inputSchema('FacebookSettingsInput');

export const CUSTOM_TEMPLATE = 'custom';

export const templateSchema = inputSchema('TemplateSettingsInput', {
  adjust: {
    // The variables belong to the custom template: only then are they shown, checked and sent.
    variables: (variables) =>
      yup.array().when('template', {
        is: (template: unknown) => typeof template === 'string' && template.trim() === CUSTOM_TEMPLATE,
        then: () => variables,
      }),
  },
});

export const configSchema = inputSchema('ConfigSettingsInput');

/** The token lifetime's range in minutes, and the most broadcast mails a minute, for the fields' help texts. */
const tokenMinutes = ruleOf('ConfigSettingsInput', 'tokenExpiredTime', 'wholeNumber');
export const MIN_TOKEN_MINUTES = tokenMinutes.min;
export const MAX_TOKEN_MINUTES = tokenMinutes.max;
export const MAX_MAILS_PER_MINUTE = ruleOf('ConfigSettingsInput', 'mailsPerMinute', 'wholeNumber').max;

export const productSchema = inputSchema('ProductSettingsInput');

export const pointsSchema = inputSchema('PointsSettingsInput');

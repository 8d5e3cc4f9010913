import * as yup from 'yup';
import { MESSAGES, email, keyFormat, noRepeated, required, requiredText, text } from '../../ui/validation/rules';

/**
 * The settings forms' yup schemas, mirroring server/modules/settings/settings.inputs.ts rule for rule and
 * message for message (the server stays the truth). Format rules particular to settings answer the
 * generic 'Please check your input.', as the server does.
 */
const CHECK = MESSAGES.noSpecific;

export const LANGUAGE_CODE_PATTERN = /^[a-z]+(_[a-z]+)*$/;
export const CURRENCY_IDENTIFIER_PATTERN = /^[A-Z]{3}$/;
export const MIN_TOKEN_MINUTES = 5;
export const MAX_MAILS_PER_MINUTE = 10_000;
export const MAX_TOKEN_MINUTES = 43200;
const MAX_INJECTION_LENGTH = 100_000;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The settings' own format checks: empty passes (the required rule speaks for it). */
function format<S extends yup.Schema>(schema: S, name: string, check: (value: never) => boolean): S {
  return schema.test(name, CHECK, (value: unknown) => isEmpty(value) || check(value as never)) as S;
}

const maxLength = (max: number) => format(text(), 'maxLength', (v: string) => [...v].length <= max);

const languageCode = (v: string) => v.length <= 20 && LANGUAGE_CODE_PATTERN.test(v);

/** A path on this site (not `//host`, no `..`) or an http(s) URL; no spaces or quotes (server: isImageReference). */
export function isImageReference(value: string): boolean {
  if (value.length > 1000 || /[\s"'<>\\`]/.test(value)) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return !value.split(/[/?#]/).includes('..');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The value is one of the sibling list `other` (or of its entries' property `by`). */
function amongSibling(schema: yup.StringSchema<string | null | undefined>, other: string, by?: string) {
  return schema.test('amongSibling', CHECK, function among(value) {
    const list: unknown = (this.parent as Record<string, unknown>)[other];
    if (isEmpty(value) || !Array.isArray(list)) return true;
    return list.some((entry: unknown) => (by ? (entry as Record<string, unknown> | null)?.[by] : entry) === value?.trim());
  });
}

export const basicSchema = yup.object({
  name: required(maxLength(100)),
  mainLanguage: amongSibling(required(format(text(), 'languageCode', languageCode)), 'supportedLanguages'),
  supportedLanguages: noRepeated(required(format(yup.array(yup.string().defined()).defined(), 'languageCodes', (v: string[]) => v.every(languageCode)))),
  scriptHeader: maxLength(MAX_INJECTION_LENGTH),
  scriptFooter: maxLength(MAX_INJECTION_LENGTH),
  css: maxLength(MAX_INJECTION_LENGTH),
  headerScript: maxLength(MAX_INJECTION_LENGTH),
  footerScript: maxLength(MAX_INJECTION_LENGTH),
  mailFrom: email(text()),
  contactEmail: email(text()),
  timezone: required(maxLength(100)),
});

const imageReference = () => format(text(), 'imageReference', isImageReference);

export const imageSchema = yup.object({
  icon: imageReference(),
  logo: imageReference(),
  banner: imageReference(),
});

const currencyIdentifier = () => format(text(), 'currencyIdentifier', (v: string) => CURRENCY_IDENTIFIER_PATTERN.test(v));

export const currencySchema = yup.object({
  baseCurrency: amongSibling(requiredText().concat(currencyIdentifier()), 'supportedCurrencies', 'identifier'),
  supportedCurrencies: noRepeated(
    required(
      yup
        .array(
          yup.object({
            identifier: requiredText().concat(currencyIdentifier()),
            rate: required(format(yup.number().nullable(), 'positiveNumber', (v: number) => Number.isFinite(v) && v > 0 && v <= 1e9)),
            mark: maxLength(10),
          }),
        )
        .defined(),
    ),
    'identifier',
    MESSAGES.noRepeated,
  ),
});

export const facebookSchema = yup.object({
  enabled: yup.boolean(),
  fbClientId: format(text(), 'clientId', (v: string) => /^[A-Za-z0-9_.-]{1,100}$/.test(v)),
  fbClientSecret: maxLength(255),
});

export const CUSTOM_TEMPLATE = 'custom';

const styleValue = (v: string) => v.length <= 200 && !/[;{}<>\\\n\r]/.test(v);

export const templateSchema = yup.object({
  template: required(keyFormat(maxLength(50))),
  // The variables belong to the custom template: only then are they shown, checked and sent.
  variables: yup.array().when('template', {
    is: (template: unknown) => typeof template === 'string' && template.trim() === CUSTOM_TEMPLATE,
    then: () =>
      noRepeated(
        yup.array(
          yup.object({
            name: required(keyFormat(maxLength(50))),
            value: requiredText().concat(format(text(), 'styleValue', styleValue)),
          }),
        ),
        'name',
      ),
  }),
});

export const configSchema = yup.object({
  tokenExpiredTime: required(
    format(yup.number().nullable(), 'wholeNumberBetween', (v: number) => Number.isInteger(v) && v >= MIN_TOKEN_MINUTES && v <= MAX_TOKEN_MINUTES),
  ),
  catalogMode: yup.boolean(),
  memberOnly: yup.boolean(),
  guestCheckout: yup.boolean(),
  mailsPerMinute: required(format(yup.number().nullable(), 'wholeNumberBetween', (v: number) => Number.isInteger(v) && v >= 1 && v <= MAX_MAILS_PER_MINUTE)),
});

export const productSchema = yup.object({
  warehouseId: format(yup.number().nullable(), 'positiveInteger', (v: number) => Number.isInteger(v) && v > 0),
  warehouseEnabled: yup.boolean(),
  lowStockThreshold: required(format(yup.number().nullable(), 'wholeNumber', (v: number) => Number.isInteger(v) && v >= 0 && v <= 1_000_000)),
});

const wholeBetween = (name: string, min: number, max: number) =>
  required(format(yup.number().nullable(), name, (v: number) => Number.isInteger(v) && v >= min && v <= max));

/** Mirrors PointsSettingsInput. */
export const pointsSchema = yup.object({
  earnRate: wholeBetween('earnRate', 0, 10_000),
  redeemRate: wholeBetween('redeemRate', 1, 1_000_000),
  maxRedeemPercent: wholeBetween('maxRedeemPercent', 0, 100),
  expiryMonths: wholeBetween('expiryMonths', 0, 120),
  usableOn: required(yup.string().nullable()),
});

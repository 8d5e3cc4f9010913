import { ValidateBy, ValidateNested, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { isTimeZone } from '../../../core/shop-time.js';
import { EmailFormat, KeyFormat, MESSAGES, MaxLength, NoRepeated, Required, isPresent } from '../../common/validation/rules.js';

/**
 * The inputs of the settings mutations, one per group, validated as partial updates (PARTIAL_UPDATE,
 * issue 21): an absent value keeps what is stored; a required one sent as null or '' fails "required";
 * an optional one sent as null or '' clears it. Secrets are write-only: empty or absent keeps the stored
 * secret. Lists (supported currencies, template variables) are replaced whole when sent.
 *
 * The format rules below are particular to settings (the spec names no rule for them) and answer the
 * spec's generic 'Please check your input.'.
 */

/** Content language codes: en_us, zh_hk, ... (lowercase letters and _). */
export const LANGUAGE_CODE_PATTERN = /^[a-z]+(_[a-z]+)*$/;
/** Currency identifiers: three uppercase letters (ISO 4217). */
export const CURRENCY_IDENTIFIER_PATTERN = /^[A-Z]{3}$/;
export const MIN_TOKEN_MINUTES = 5;
/** The most broadcast mails a minute (beyond it an ordinary SMTP relay throttles or blocks the shop). */
export const MAX_MAILS_PER_MINUTE = 10_000;
export const MAX_TOKEN_MINUTES = 43200;
/** Longest script or css injection an admin may store. */
const MAX_INJECTION_LENGTH = 100_000;

function settingsRule(name: string, check: (value: unknown, args: ValidationArguments) => boolean, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: check, defaultMessage: () => MESSAGES.noSpecific } }, options);
}

/** Empty values pass: the required rule speaks for them. */
const emptyOr = (test: (value: unknown, args: ValidationArguments) => boolean) => (value: unknown, args: ValidationArguments) =>
  !isPresent(value) || test(value, args);

const LanguageCode = () =>
  settingsRule(
    'languageCode',
    emptyOr((v) => typeof v === 'string' && v.length <= 20 && LANGUAGE_CODE_PATTERN.test(v)),
  );

const LanguageCodes = () =>
  settingsRule(
    'languageCodes',
    emptyOr((v) => Array.isArray(v) && v.every((code) => typeof code === 'string' && code.length <= 20 && LANGUAGE_CODE_PATTERN.test(code))),
  );

const CurrencyIdentifier = () =>
  settingsRule(
    'currencyIdentifier',
    emptyOr((v) => typeof v === 'string' && CURRENCY_IDENTIFIER_PATTERN.test(v)),
  );

/** The value is one of the sibling list `other` (main language among supported ones). */
const AmongSibling = (other: string, by?: string) =>
  settingsRule(
    'amongSibling',
    emptyOr((value, args) => {
      const list = (args.object as Record<string, unknown>)[other];
      if (!Array.isArray(list)) return true; // the sibling's own rules speak
      return list.some((entry) => (by ? (entry as Record<string, unknown> | null)?.[by] : entry) === value);
    }),
  );

const PositiveNumber = () =>
  settingsRule(
    'positiveNumber',
    emptyOr((v) => typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 1e9),
  );

const WholeNumberBetween = (min: number, max: number) =>
  settingsRule(
    'wholeNumberBetween',
    emptyOr((v) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max),
  );

const PositiveInteger = () =>
  settingsRule(
    'positiveInteger',
    emptyOr((v) => typeof v === 'number' && Number.isInteger(v) && v > 0),
  );

/**
 * An image: a path on this site (`/images/logo.svg`, `/uploads/...`) or an http(s) URL. Never another
 * scheme (javascript:, data:), never a path climbing out with `..`, no spaces or quotes.
 */
export function isImageReference(value: string): boolean {
  if (value.length > 1000 || /[\s"'<>\\`]/.test(value)) return false;
  if (value.startsWith('/') && !value.startsWith('//')) {
    return !value.split(/[/?#]/).includes('..');
  }
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const ImageReference = () =>
  settingsRule(
    'imageReference',
    emptyOr((v) => typeof v === 'string' && isImageReference(v)),
  );

/** A style value of the custom template: it may not leave its CSS declaration (`;`, braces, tags). */
const StyleValue = () =>
  settingsRule(
    'styleValue',
    emptyOr((v) => typeof v === 'string' && v.length <= 200 && !/[;{}<>\\\n\r]/.test(v)),
  );

/** Facebook app ids are digits; letters, `_`, `-` and `.` are tolerated for other providers' ids. */
const ClientId = () =>
  settingsRule(
    'clientId',
    emptyOr((v) => typeof v === 'string' && /^[A-Za-z0-9_.-]{1,100}$/.test(v)),
  );

@InputType()
export class BasicSettingsInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  name?: string;

  @Field(() => String, { nullable: true })
  @Required()
  @LanguageCode()
  @AmongSibling('supportedLanguages')
  mainLanguage?: string;

  @Field(() => [String], { nullable: true })
  @Required()
  @LanguageCodes()
  @NoRepeated()
  supportedLanguages?: string[];

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_INJECTION_LENGTH)
  scriptHeader?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_INJECTION_LENGTH)
  scriptFooter?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_INJECTION_LENGTH)
  css?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_INJECTION_LENGTH)
  headerScript?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_INJECTION_LENGTH)
  footerScript?: string | null;

  @Field(() => String, { nullable: true })
  @EmailFormat()
  mailFrom?: string | null;

  @Field(() => String, { nullable: true })
  @EmailFormat()
  contactEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone, e.g. Asia/Hong_Kong' })
  @Required()
  @settingsRule('timeZone', emptyOr((value) => typeof value === 'string' && value.length <= 100 && isTimeZone(value)))
  timezone?: string | null;
}

@InputType()
export class ImageSettingsInput {
  @Field(() => String, { nullable: true, description: 'A path or URL; empty for the default icon' })
  @ImageReference()
  icon?: string | null;

  @Field(() => String, { nullable: true, description: 'A path or URL; empty for the default logo' })
  @ImageReference()
  logo?: string | null;

  @Field(() => String, { nullable: true, description: 'A path or URL; empty for the default banner' })
  @ImageReference()
  banner?: string | null;
}

@InputType()
export class CurrencyInput {
  @Field(() => String, { nullable: true })
  @Required()
  @CurrencyIdentifier()
  identifier!: string;

  @Field(() => Float, { nullable: true })
  @Required()
  @PositiveNumber()
  rate!: number;

  @Field(() => String, { nullable: true })
  @MaxLength(10)
  mark?: string | null;
}

@InputType()
export class CurrencySettingsInput {
  @Field(() => String, { nullable: true })
  @Required()
  @CurrencyIdentifier()
  @AmongSibling('supportedCurrencies', 'identifier')
  baseCurrency?: string;

  @Field(() => [CurrencyInput], { nullable: true })
  @Required()
  @NoRepeated('identifier', MESSAGES.noRepeated)
  @ValidateNested()
  supportedCurrencies?: CurrencyInput[];
}

@InputType()
export class FacebookSettingsInput {
  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => String, { nullable: true })
  @ClientId()
  fbClientId?: string | null;

  @Field(() => String, { nullable: true, description: 'Write-only: empty or absent keeps the stored secret' })
  @MaxLength(255)
  fbClientSecret?: string | null;
}

@InputType()
export class TemplateVariableInput {
  @Field(() => String, { nullable: true })
  @Required()
  @KeyFormat()
  @MaxLength(50)
  name!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @StyleValue()
  value!: string;
}

@InputType()
export class TemplateSettingsInput {
  @Field(() => String, { nullable: true, description: "The template: custom, or another template's key" })
  @Required()
  @KeyFormat()
  @MaxLength(50)
  template?: string;

  @Field(() => [TemplateVariableInput], { nullable: true })
  @NoRepeated('name')
  @ValidateNested()
  variables?: TemplateVariableInput[] | null;
}

@InputType()
export class ConfigSettingsInput {
  @Field(() => Int, { nullable: true, description: `Token lifetime in minutes, ${MIN_TOKEN_MINUTES} to ${MAX_TOKEN_MINUTES}` })
  @Required()
  @WholeNumberBetween(MIN_TOKEN_MINUTES, MAX_TOKEN_MINUTES)
  tokenExpiredTime?: number;

  @Field(() => Boolean, { nullable: true })
  catalogMode?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  memberOnly?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  guestCheckout?: boolean | null;

  @Field(() => Int, { nullable: true, description: `Broadcast mails sent per minute, 1 to ${MAX_MAILS_PER_MINUTE}` })
  @WholeNumberBetween(1, MAX_MAILS_PER_MINUTE)
  mailsPerMinute?: number | null;
}

@InputType()
export class ProductSettingsInput {
  @Field(() => Int, { nullable: true, description: 'The warehouse the storefront sells from; null for none' })
  @PositiveInteger()
  warehouseId?: number | null;

  @Field(() => Boolean, { nullable: true })
  warehouseEnabled?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'At or under this quantity an inventory is low stock' })
  @Required()
  @settingsRule('lowStockThreshold', emptyOr((value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 1_000_000))
  lowStockThreshold?: number | null;
}

const WholeBetween = (name: string, min: number, max: number) =>
  settingsRule(
    name,
    emptyOr((value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max),
  );

/** Reward points (issue 14): every value required once sent; rates are whole numbers. */
@InputType()
export class PointsSettingsInput {
  @Field(() => Int, { nullable: true, description: 'Points earned per unit of base currency paid (0: points are not earned)' })
  @Required()
  @WholeBetween('earnRate', 0, 10_000)
  earnRate?: number | null;

  @Field(() => Int, { nullable: true, description: 'Points that pay one unit of base currency' })
  @Required()
  @WholeBetween('redeemRate', 1, 1_000_000)
  redeemRate?: number | null;

  @Field(() => Int, { nullable: true, description: "Most of an order's goods payable with points, in percent (0: points can not pay)" })
  @Required()
  @WholeBetween('maxRedeemPercent', 0, 100)
  maxRedeemPercent?: number | null;

  @Field(() => Int, { nullable: true, description: 'Months until earned points expire (0: never)' })
  @Required()
  @WholeBetween('expiryMonths', 0, 120)
  expiryMonths?: number | null;

  @Field(() => String, { nullable: true, description: 'When earned points become usable: completed or paid' })
  @Required()
  @settingsRule('usableOn', emptyOr((value) => value === 'completed' || value === 'paid'))
  usableOn?: 'completed' | 'paid' | null;
}

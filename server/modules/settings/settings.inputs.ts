import { ValidateNested } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import {
  AmongSibling,
  Checked,
  EmailFormat,
  KeyFormat,
  MESSAGES,
  Matches,
  MaxLength,
  NoRepeated,
  Required,
  WholeNumberIn,
} from '../../common/validation/rules.js';

/**
 * The inputs of the settings mutations, one per group, validated as partial updates (PARTIAL_UPDATE,
 * issue 21): an absent value keeps what is stored; a required one sent as null or '' fails "required";
 * an optional one sent as null or '' clears it. Secrets are write-only: empty or absent keeps the stored
 * secret. Lists (supported currencies, template variables) are replaced whole when sent.
 *
 * The format rules below are particular to settings (the spec names no rule for them) and answer the
 * spec's generic 'Please check your input.'; the checks beyond a pattern or a range (language codes,
 * image references, style values...) live in core/input-checks.ts, which the web's forms run too.
 */

/** Currency identifiers: three uppercase letters (ISO 4217). */
export const CURRENCY_IDENTIFIER_PATTERN = /^[A-Z]{3}$/;
export const MIN_TOKEN_MINUTES = 5;
/** The most broadcast mails a minute (beyond it an ordinary SMTP relay throttles or blocks the shop). */
export const MAX_MAILS_PER_MINUTE = 10_000;
export const MAX_TOKEN_MINUTES = 43200;
/** Longest script or css injection an admin may store. */
const MAX_INJECTION_LENGTH = 100_000;

const CurrencyIdentifier = () => Matches('currencyIdentifier', CURRENCY_IDENTIFIER_PATTERN);
const WholeNumberBetween = (min: number, max: number) => WholeNumberIn('wholeNumberBetween', min, max);

@InputType()
export class BasicSettingsInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  name?: string;

  @Field(() => String, { nullable: true })
  @Required()
  @Checked('languageCode')
  @AmongSibling('supportedLanguages')
  mainLanguage?: string;

  @Field(() => [String], { nullable: true })
  @Required()
  @Checked('languageCodes')
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
  @Checked('timeZone')
  timezone?: string | null;
}

@InputType()
export class ImageSettingsInput {
  @Field(() => String, { nullable: true, description: 'A path or URL; empty for the default icon' })
  @Checked('imageReference')
  icon?: string | null;

  @Field(() => String, { nullable: true, description: 'A path or URL; empty for the default logo' })
  @Checked('imageReference')
  logo?: string | null;

  @Field(() => String, { nullable: true, description: 'A path or URL; empty for the default banner' })
  @Checked('imageReference')
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
  @Checked('positiveNumber')
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
  @Checked('clientId')
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
  @Checked('styleValue')
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
  @Checked('positiveInteger')
  warehouseId?: number | null;

  @Field(() => Boolean, { nullable: true })
  warehouseEnabled?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'At or under this quantity an inventory is low stock' })
  @Required()
  @WholeNumberIn('lowStockThreshold', 0, 1_000_000)
  lowStockThreshold?: number | null;
}

/** Reward points (issue 14): every value required once sent; rates are whole numbers. */
@InputType()
export class PointsSettingsInput {
  @Field(() => Int, { nullable: true, description: 'Points earned per unit of base currency paid (0: points are not earned)' })
  @Required()
  @WholeNumberIn('earnRate', 0, 10_000)
  earnRate?: number | null;

  @Field(() => Int, { nullable: true, description: 'Points that pay one unit of base currency' })
  @Required()
  @WholeNumberIn('redeemRate', 1, 1_000_000)
  redeemRate?: number | null;

  @Field(() => Int, { nullable: true, description: "Most of an order's goods payable with points, in percent (0: points can not pay)" })
  @Required()
  @WholeNumberIn('maxRedeemPercent', 0, 100)
  maxRedeemPercent?: number | null;

  @Field(() => Int, { nullable: true, description: 'Months until earned points expire (0: never)' })
  @Required()
  @WholeNumberIn('expiryMonths', 0, 120)
  expiryMonths?: number | null;

  @Field(() => String, { nullable: true, description: 'When earned points become usable: completed or paid' })
  @Required()
  @Matches('usableOn', /^(completed|paid)$/)
  usableOn?: 'completed' | 'paid' | null;
}

import { Field, Float, Int, ObjectType } from 'type-graphql';

/**
 * The answers of the settings API. Admin types carry every value of a group except secrets, which are
 * write-only: the admin sees only whether one is set (`<secret>Set`). PublicConfig is the storefront's
 * answer and carries only what shoppers may see.
 */

@ObjectType({ description: 'A supported currency: identifier (ISO code), rate against the base currency, display mark' })
export class Currency {
  @Field(() => String)
  identifier!: string;

  @Field(() => Float)
  rate!: number;

  @Field(() => String)
  mark!: string;
}

@ObjectType({ description: 'A named style variable of the custom template' })
export class TemplateVariable {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  value!: string;
}

@ObjectType()
export class BasicSettings {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  mainLanguage!: string;

  @Field(() => [String])
  supportedLanguages!: string[];

  @Field(() => String)
  scriptHeader!: string;

  @Field(() => String)
  scriptFooter!: string;

  @Field(() => String)
  css!: string;

  @Field(() => String)
  headerScript!: string;

  @Field(() => String)
  footerScript!: string;

  @Field(() => String, { description: "Sender address of the shop's mail" })
  mailFrom!: string;

  @Field(() => String, { description: 'Where contact messages are sent' })
  contactEmail!: string;

  @Field(() => String, { description: "The shop's time zone (IANA name): its days in reports and windows" })
  timezone!: string;
}

@ObjectType({ description: 'Stored image paths or URLs; empty means the default image' })
export class ImageSettings {
  @Field(() => String)
  icon!: string;

  @Field(() => String)
  logo!: string;

  @Field(() => String)
  banner!: string;
}

@ObjectType()
export class CurrencySettings {
  @Field(() => String)
  baseCurrency!: string;

  @Field(() => [Currency])
  supportedCurrencies!: Currency[];
}

@ObjectType()
export class FacebookSettings {
  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => String)
  fbClientId!: string;

  @Field(() => Boolean, { description: 'Whether a client secret is stored (the secret itself is never answered)' })
  fbClientSecretSet!: boolean;
}

@ObjectType()
export class TemplateSettings {
  @Field(() => String)
  template!: string;

  @Field(() => [TemplateVariable])
  variables!: TemplateVariable[];
}

@ObjectType()
export class ConfigSettings {
  @Field(() => Int, { description: 'Token lifetime in minutes' })
  tokenExpiredTime!: number;

  @Field(() => Boolean)
  catalogMode!: boolean;

  @Field(() => Boolean)
  memberOnly!: boolean;

  @Field(() => Boolean)
  guestCheckout!: boolean;

  @Field(() => Int, { description: 'Broadcast mails sent per minute' })
  mailsPerMinute!: number;
}

@ObjectType()
export class ProductSettings {
  @Field(() => Int, { nullable: true })
  warehouseId!: number | null;

  @Field(() => Boolean)
  warehouseEnabled!: boolean;

  @Field(() => Int, { description: 'At or under this quantity an inventory is low stock (reports, dashboard)' })
  lowStockThreshold!: number;
}

@ObjectType({ description: 'Reward points (issue 14)' })
export class PointsSettings {
  @Field(() => Int, { description: 'Points earned per unit of base currency paid' })
  earnRate!: number;

  @Field(() => Int, { description: 'Points that pay one unit of base currency' })
  redeemRate!: number;

  @Field(() => Int, { description: "Most of an order's goods payable with points, in percent" })
  maxRedeemPercent!: number;

  @Field(() => Int, { description: 'Months until earned points expire (0: never)' })
  expiryMonths!: number;

  @Field(() => String, { description: 'completed or paid' })
  usableOn!: string;
}

@ObjectType({ description: 'Every settings group, as the back office edits them' })
export class AdminSettings {
  @Field(() => BasicSettings)
  basic!: BasicSettings;

  @Field(() => ImageSettings)
  image!: ImageSettings;

  @Field(() => CurrencySettings)
  currency!: CurrencySettings;

  @Field(() => FacebookSettings)
  facebook!: FacebookSettings;

  @Field(() => TemplateSettings)
  template!: TemplateSettings;

  @Field(() => ConfigSettings)
  config!: ConfigSettings;

  @Field(() => ProductSettings)
  product!: ProductSettings;

  @Field(() => PointsSettings)
  points!: PointsSettings;
}

@ObjectType({ description: 'The shop images, with the default images in place of empty settings' })
export class PublicImages {
  @Field(() => String, { nullable: true })
  icon!: string;

  @Field(() => String, { nullable: true })
  logo!: string;

  @Field(() => String, { nullable: true })
  banner!: string;
}

@ObjectType({ description: "The settings a shopper's browser may see (never a secret or an internal address)" })
export class PublicConfig {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  mainLanguage!: string;

  @Field(() => [String])
  supportedLanguages!: string[];

  @Field(() => String, { description: 'The content language of this answer: the requested one if supported, else the main language' })
  language!: string;

  @Field(() => String)
  baseCurrency!: string;

  @Field(() => [Currency])
  supportedCurrencies!: Currency[];

  @Field(() => PublicImages)
  images!: PublicImages;

  @Field(() => String, { nullable: true })
  scriptHeader!: string;

  @Field(() => String, { nullable: true })
  scriptFooter!: string;

  @Field(() => String, { nullable: true })
  css!: string;

  @Field(() => String, { nullable: true })
  headerScript!: string;

  @Field(() => String, { nullable: true })
  footerScript!: string;

  @Field(() => Boolean)
  facebookEnabled!: boolean;

  @Field(() => String, { nullable: true })
  fbClientId!: string;

  @Field(() => String)
  template!: string;

  @Field(() => [TemplateVariable])
  templateVariables!: TemplateVariable[];

  @Field(() => Boolean)
  catalogMode!: boolean;

  @Field(() => Boolean)
  memberOnly!: boolean;

  @Field(() => Boolean)
  guestCheckout!: boolean;

  @Field(() => Int)
  tokenExpiredTime!: number;

  @Field(() => Int, { nullable: true })
  warehouseId!: number | null;

  @Field(() => Boolean)
  warehouseEnabled!: boolean;

  @Field(() => String, { description: 'Where the /stripe card page loads Stripe.js from (server config STRIPE_JS_URL)' })
  stripeJsUrl!: string;

  @Field(() => String, { description: "The shop's time zone (settings basic.timezone): the storefront shows dates on its clock" })
  timeZone!: string;
}

import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { Matches, MaxLength, Required, SortOrder } from '../../common/validation/rules.js';
import { PaymentKind, PaymentMethod } from './payment-method.entity.js';

/** A Stripe key of the given prefixes (pk_, sk_/rk_, whsec_): letters, digits and _ after it. */
const StripeKey = (...prefixes: string[]) => Matches('stripeKey', new RegExp(`^(${prefixes.join('|')})[A-Za-z0-9_]+$`));

/**
 * The payment method form: name and instructions in the mutation's `language`, the rest shared. The
 * Stripe secrets are write-only: empty or absent keeps the stored one.
 */
@InputType()
export class PaymentMethodInput {
  @Field(() => PaymentKind, { nullable: true })
  @Required()
  kind!: PaymentKind;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  name!: string;

  @Field(() => String, { nullable: true, description: 'Rich text shown to the shopper (e.g. the bank account of a transfer); sanitised' })
  @MaxLength(200000)
  instructions?: string | null;

  /** Default true on create; absent on update keeps the stored value. */
  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Position (ascending); default 0' })
  @SortOrder()
  order?: number | null;

  @Field(() => String, { nullable: true, description: 'Stripe: pk_...' })
  @MaxLength(255)
  @StripeKey('pk_')
  publishableKey?: string | null;

  @Field(() => String, { nullable: true, description: 'Stripe: sk_... or rk_...; write-only: empty or absent keeps the stored secret' })
  @MaxLength(255)
  @StripeKey('sk_', 'rk_')
  secretKey?: string | null;

  @Field(() => String, { nullable: true, description: 'Stripe: whsec_...; write-only: empty or absent keeps the stored secret' })
  @MaxLength(255)
  @StripeKey('whsec_')
  webhookSecret?: string | null;
}

@ObjectType()
export class PaymentMethodList extends Paginated(PaymentMethod) {}

/** A payment method as the storefront sees it: never a secret. */
@ObjectType({ description: 'An enabled payment method for checkout' })
export class PaymentOption {
  @Field(() => Int)
  id!: number;

  @Field(() => PaymentKind)
  kind!: PaymentKind;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'Sanitised rich text (bank transfer details...), may be empty' })
  instructions!: string;

  @Field(() => String, { nullable: true, description: 'Stripe only: the publishable key for the card page' })
  publishableKey?: string | null;
}

/** Server-side only (checkout, webhook): never a GraphQL type. */
export interface StripeCredentials {
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
}

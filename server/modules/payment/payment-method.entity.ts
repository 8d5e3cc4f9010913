import { Entity, Enum, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';

export enum PaymentKind {
  stripe = 'stripe',
  cash_on_delivery = 'cash_on_delivery',
  bank_transfer = 'bank_transfer',
}

registerEnumType(PaymentKind, { name: 'PaymentKind', description: 'How a payment method is paid: by card through Stripe, or offline' });

/**
 * A payment method (issue 6): Stripe, cash on delivery or bank transfer; name and instructions per
 * language; enabled; position. A Stripe method holds its keys: the publishable key is public, the secret
 * key and the webhook secret are write-only (never exposed as fields; the back office sees only
 * `secretKeySet` / `webhookSecretSet`, as with the settings' secrets). At most one Stripe method exists
 * (a partial unique index backs the service's check).
 */
@ObjectType()
@Entity({ tableName: 'payment_method' })
@Index({ name: 'payment_method_sort_order_index', properties: ['order', 'id'] })
@Unique({
  name: 'payment_method_one_stripe',
  expression: 'create unique index "payment_method_one_stripe" on "payment_method" ("kind") where "kind" = \'stripe\'',
})
export class PaymentMethod extends BaseEntity {
  @Field(() => PaymentKind)
  @Enum({ items: () => PaymentKind })
  kind!: PaymentKind;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  /** Position at checkout (ascending). Column `sort_order` (ORDER is reserved). */
  @Field(() => Int)
  @Property({ type: 'integer', fieldName: 'sort_order', default: 0 })
  order: number & Opt = 0;

  /** Translatable, required in the main language (exposed resolved as `name`). */
  @Property({ type: 'json' })
  name: Translations & Opt = {};

  /** Translatable sanitised rich text, e.g. the bank account of a transfer (exposed resolved as `instructions`). */
  @Property({ type: 'json' })
  instructions: Translations & Opt = {};

  /** Stripe only; public (the card page needs it). */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  publishableKey?: string | null;

  /** Stripe only; write-only, never a field. */
  @Property({ type: 'text', nullable: true })
  secretKey?: string | null;

  /** Stripe only; write-only, never a field. */
  @Property({ type: 'text', nullable: true })
  webhookSecret?: string | null;
}

import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';

/** The fee to one destination country, overriding the method's flat fee there. */
@ObjectType()
export class CountryFee {
  /** ISO 3166-1 alpha-3 code (server/common/countries.ts). */
  @Field(() => String)
  country!: string;

  /** Decimal string in the base currency, e.g. '120.00'. */
  @Field(() => String)
  fee!: string;
}

/**
 * A shipping method (issue 6): name and description per language, and its fee rules: a flat fee in the
 * base currency, free from a subtotal on, and a fee per destination country in place of the flat one.
 * Money is numeric(12,2), a decimal string in JavaScript.
 */
@ObjectType()
@Entity({ tableName: 'shipping_method' })
@Index({ name: 'shipping_method_sort_order_index', properties: ['order', 'id'] })
export class ShippingMethod extends BaseEntity {
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  /** Position in lists and at checkout (ascending). Column `sort_order` (ORDER is reserved). */
  @Field(() => Int)
  @Property({ type: 'integer', fieldName: 'sort_order', default: 0 })
  order: number & Opt = 0;

  /** Translatable, required in the main language (exposed resolved as `name`). */
  @Property({ type: 'json' })
  name: Translations & Opt = {};

  /** Translatable plain text (exposed resolved as `description`). */
  @Property({ type: 'json' })
  description: Translations & Opt = {};

  /** The flat fee, e.g. '30.00'. */
  @Field(() => String)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  fee!: string;

  /** From this subtotal on (base currency) the fee is 0; null: never free. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  freeAbove?: string | null;

  /** Fees by destination country, each in place of the flat fee (the free threshold still applies). */
  @Field(() => [CountryFee])
  @Property({ type: 'json' })
  countryFees: CountryFee[] & Opt = [];
}

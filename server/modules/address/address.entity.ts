import { Entity, Index, ManyToOne, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { Customer } from '../customer/customer.entity.js';

/**
 * A shopper's address book entry (spec 3). Of one customer's addresses at most one is the default
 * billing and at most one the default shipping address (AddressService keeps that).
 */
@ObjectType()
@Entity({ tableName: 'address' })
export class Address extends BaseEntity {
  @Index()
  @ManyToOne(() => Customer, { ref: true, deleteRule: 'cascade', hidden: true })
  customer!: Ref<Customer>;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  lastName!: string;

  /** ISO 3166-1 alpha-3 code from common/countries.ts. */
  @Field(() => String)
  @Property({ type: 'string', length: 3 })
  country!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 50 })
  contactNumber!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 500 })
  address!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  defaultBilling: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  defaultShipping: boolean & Opt = false;
}

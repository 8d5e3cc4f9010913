import { Entity, Enum, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';

export enum Gender {
  female = 'female',
  male = 'male',
}
registerEnumType(Gender, { name: 'Gender' });

/** A shopper's account (the back office's CRM fields arrive with the customers issue). */
@ObjectType()
@Entity({ tableName: 'customer' })
export class Customer extends BaseEntity {
  @Field()
  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Field()
  @Property({ type: 'string', length: 100 })
  lastName!: string;

  /** Stored lowercase; unique. */
  @Field()
  @Unique()
  @Property({ type: 'string', length: 255 })
  email!: string;

  /** argon2id hash; empty for accounts created through social login until a password is set. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  passwordHash?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 50, nullable: true })
  phone?: string | null;

  @Field(() => Gender, { nullable: true })
  @Enum({ items: () => Gender, nullable: true })
  gender?: Gender | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  isSubscribe: boolean & Opt = true;

  /** The Facebook user id (modules/facebook) once the account signed in with Facebook; never shown. */
  @Unique()
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  facebookId?: string | null;
}

import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';

/** How a consent was given or withdrawn. */
export enum ConsentSource {
  signup_form = 'signup_form',
  registration = 'registration',
  checkout = 'checkout',
  admin = 'admin',
  import = 'import',
  unsubscribe_link = 'unsubscribe_link',
}
registerEnumType(ConsentSource, { name: 'ConsentSource', description: 'How a newsletter consent was given or withdrawn' });

/**
 * The history of an address's marketing consent: one row per change (given or withdrawn), when and how,
 * and which admin made it. Marketing mail goes only to customers whose latest record is a consent
 * (Customer.isSubscribe mirrors it for fast filters).
 */
@ObjectType()
@Entity({ tableName: 'consent_record' })
@Index({ properties: ['email', 'createdAt'] })
export class ConsentRecord extends BaseEntity {
  @Field()
  @Property({ type: 'string', length: 255 })
  email!: string;

  @Field(() => Int, { nullable: true })
  @Index()
  @Property({ type: 'integer', nullable: true })
  customerId?: number | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  subscribed!: boolean;

  @Field(() => ConsentSource)
  @Enum({ items: () => ConsentSource })
  source!: ConsentSource;

  @Field(() => Int, { nullable: true, description: 'The admin who changed it (source admin)' })
  @Property({ type: 'integer', nullable: true })
  adminId?: number | null;
}

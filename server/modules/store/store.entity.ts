import { Collection, Entity, Index, ManyToOne, OneToMany, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';
import { Warehouse } from '../warehouse/warehouse.entity.js';

/**
 * A physical store (issue 18): name, address, opening hours and receipt texts per language; the
 * warehouse it sells from (the point of sale takes stock only there); its registers. The manager's
 * approval code (for discounts by cashiers without the promotion permission) is stored hashed and
 * never exposed.
 */
@ObjectType()
@Entity({ tableName: 'store' })
export class Store extends BaseEntity {
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  @Property({ type: 'json' })
  name: Translations & Opt = {};

  @Property({ type: 'json' })
  address: Translations & Opt = {};

  @Property({ type: 'json' })
  openingHours: Translations & Opt = {};

  @Property({ type: 'json' })
  receiptHeader: Translations & Opt = {};

  @Property({ type: 'json' })
  receiptFooter: Translations & Opt = {};

  @Field(() => String)
  @Property({ type: 'string', length: 50, default: '' })
  phone: string & Opt = '';

  @Field(() => String)
  @Property({ type: 'string', length: 255, default: '' })
  email: string & Opt = '';

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  image?: string | null;

  /** A warehouse a store sells from can not be deleted (restrict). */
  @Index()
  @ManyToOne(() => Warehouse, { ref: true, deleteRule: 'restrict', hidden: true })
  warehouse!: Ref<Warehouse>;

  /** scrypt hash of the manager's approval code ('' : none set, only staff with `promotion` discount). */
  @Property({ type: 'string', length: 255, default: '', hidden: true })
  approvalCodeHash: string & Opt = '';

  @OneToMany(() => StoreRegister, (register) => register.store, { orderBy: { id: 'asc' } })
  registers = new Collection<StoreRegister>(this);
}

/**
 * A till of a store. Receipt numbers are its `prefix` (unique in the shop) and its own sequence, taken
 * under the register row's lock, so two registers never collide and one register never repeats.
 */
@ObjectType()
@Entity({ tableName: 'store_register' })
export class StoreRegister extends BaseEntity {
  @Index()
  @ManyToOne(() => Store, { ref: true, deleteRule: 'cascade', hidden: true })
  store!: Ref<Store>;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { description: 'Receipt number prefix, unique in the shop' })
  @Unique()
  @Property({ type: 'string', length: 20 })
  prefix!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  /** The last receipt number's sequence. */
  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  receiptSequence: number & Opt = 0;
}

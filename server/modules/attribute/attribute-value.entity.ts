import { Entity, Index, ManyToOne, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';
import { Attribute } from './attribute.entity.js';

/**
 * One value of an attribute (red, XL...): a code unique within its attribute, a label per language and
 * a position. Stocks point at values (stock_option); a value in use can not be deleted (FK restrict).
 */
@ObjectType()
@Entity({ tableName: 'attribute_value' })
@Unique({ properties: ['attribute', 'code'] })
@Index({ properties: ['attribute', 'position'] })
export class AttributeValue extends BaseEntity {
  @ManyToOne(() => Attribute, { ref: true, deleteRule: 'cascade' })
  attribute!: Ref<Attribute>;

  @Field()
  @Property({ type: 'string', length: 50 })
  code!: string;

  /** Translatable (exposed resolved as `label`). */
  @Property({ type: 'json' })
  label: Translations & Opt = {};

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;
}

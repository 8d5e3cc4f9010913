import { Collection, Entity, OneToMany, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';
import { AttributeValue } from './attribute-value.entity.js';

/**
 * An option kind of the catalogue (colour, size...): a key (key_format), a title per language and its
 * values. Stocks reference the values (stock_option), not the attribute.
 */
@ObjectType()
@Entity({ tableName: 'attribute' })
export class Attribute extends BaseEntity {
  @Field()
  @Unique()
  @Property({ type: 'string', length: 50 })
  key!: string;

  /** Translatable (exposed resolved as `title`). */
  @Property({ type: 'json' })
  title: Translations & Opt = {};

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  @OneToMany(() => AttributeValue, (value) => value.attribute, { orderBy: { position: 'asc', id: 'asc' } })
  values = new Collection<AttributeValue>(this);
}

import { Entity, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';

/** A block of content (issue 15) placed by identifier on pages and the home page; title and content per language. */
@ObjectType()
@Entity({ tableName: 'block' })
export class Block extends BaseEntity {
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  @Field()
  @Unique()
  @Property({ type: 'string', length: 100 })
  identifier!: string;

  @Property({ type: 'json' })
  title: Translations & Opt = {};

  @Property({ type: 'json' })
  content: Translations & Opt = {};
}

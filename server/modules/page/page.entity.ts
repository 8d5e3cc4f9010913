import { Entity, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';

/**
 * A static page (issue 15, storefront `/page/{url}`): title, content (sanitised rich text), meta title and
 * description per language; url shared by every language; shown while enabled and inside its publishing
 * window (stored in UTC).
 */
@ObjectType()
@Entity({ tableName: 'page' })
export class Page extends BaseEntity {
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  @Field()
  @Unique()
  @Property({ type: 'string', length: 255 })
  url!: string;

  @Property({ type: 'json' })
  title: Translations & Opt = {};

  @Property({ type: 'json' })
  content: Translations & Opt = {};

  @Property({ type: 'json' })
  metaTitle: Translations & Opt = {};

  @Property({ type: 'json' })
  metaDescription: Translations & Opt = {};

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  publishFrom?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  publishUntil?: Date | null;

  /** Blocks placed below the content, in order, by identifier (a block that is disabled or gone is skipped). */
  @Field(() => [String])
  @Property({ type: 'json' })
  blockIdentifiers: string[] & Opt = [];
}

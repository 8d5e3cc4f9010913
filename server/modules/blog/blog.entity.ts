import { Entity, Index, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';

/** A blog category (issue 15, `/blog/category/{url}`): texts and meta per language; url shared; an optional parent. */
@ObjectType()
@Entity({ tableName: 'blog_category' })
export class BlogCategory extends BaseEntity {
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  @Field()
  @Unique()
  @Property({ type: 'string', length: 255 })
  url!: string;

  @ManyToOne(() => BlogCategory, { nullable: true, deleteRule: 'set null' })
  parent?: BlogCategory | null;

  @Property({ type: 'json' })
  title: Translations & Opt = {};

  @Property({ type: 'json' })
  description: Translations & Opt = {};

  @Property({ type: 'json' })
  metaTitle: Translations & Opt = {};

  @Property({ type: 'json' })
  metaDescription: Translations & Opt = {};
}

/**
 * A blog article (issue 15, `/blog/article/{url}`): texts and meta per language; url, cover picture,
 * author, categories (ids, JSONB: one row stays whole and a category's list is one indexed query), tags,
 * publishing time and enabled shared by every language.
 */
@ObjectType()
@Entity({ tableName: 'blog_article' })
@Index({ properties: ['publishedAt'] })
export class BlogArticle extends BaseEntity {
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
  summary: Translations & Opt = {};

  @Property({ type: 'json' })
  content: Translations & Opt = {};

  @Property({ type: 'json' })
  metaTitle: Translations & Opt = {};

  @Property({ type: 'json' })
  metaDescription: Translations & Opt = {};

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  image?: string | null;

  @Field(() => String)
  @Property({ type: 'string', length: 255, default: '' })
  author: string & Opt = '';

  @Field(() => [Int])
  @Property({ type: 'json' })
  categoryIds: number[] & Opt = [];

  @Field(() => [String])
  @Property({ type: 'json' })
  tags: string[] & Opt = [];

  /** Shown from this time; none: not published. */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  publishedAt?: Date | null;
}

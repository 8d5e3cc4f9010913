import { Entity, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';

/** A brand (spec section 3): url shared by every language; title, short description and description per language. */
@ObjectType()
@Entity({ tableName: 'brand' })
export class Brand extends BaseEntity {
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  /** Translatable, required in the main language (exposed resolved as `title`). */
  @Property({ type: 'json' })
  title: Translations & Opt = {};

  /** Unique; the same in every language. */
  @Field()
  @Unique()
  @Property({ type: 'string', length: 255 })
  url!: string;

  /** Translatable (exposed resolved as `shortDescription`). */
  @Property({ type: 'json' })
  shortDescription: Translations & Opt = {};

  /** Translatable sanitised rich text (exposed resolved as `description`). */
  @Property({ type: 'json' })
  description: Translations & Opt = {};

  /** Upload path (`/uploads/...`) or empty. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  image?: string | null;
}

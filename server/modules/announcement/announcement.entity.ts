import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';

/**
 * A line of news across the top of every storefront page (free delivery over HK$500, a holiday's
 * opening hours): text per language, an optional link, shown while enabled and inside its window, the
 * lowest position first.
 */
@ObjectType()
@Entity({ tableName: 'announcement' })
@Index({ properties: ['enabled', 'position'] })
export class Announcement extends BaseEntity {
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  @Property({ type: 'json' })
  text: Translations & Opt = {};

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 1000, nullable: true })
  link?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  startsAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  endsAt?: Date | null;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;
}

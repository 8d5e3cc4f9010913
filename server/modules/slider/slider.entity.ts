import { Collection, Entity, Index, ManyToOne, OneToMany, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';

/**
 * A slider (issue 15): placed by identifier on the home page (homepage composition). Its slides are rows
 * of their own, in `order`; texts per language as JSONB maps.
 */
@ObjectType()
@Entity({ tableName: 'slider' })
export class Slider extends BaseEntity {
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  @Field()
  @Unique()
  @Property({ type: 'string', length: 100 })
  identifier!: string;

  @Property({ type: 'json' })
  title: Translations & Opt = {};

  @OneToMany(() => Slide, (slide) => slide.slider, { orderBy: { order: 'asc', id: 'asc' } })
  slides = new Collection<Slide>(this);
}

/** One slide: desktop picture required, mobile picture optional, shown while enabled and inside its window. */
@ObjectType()
@Entity({ tableName: 'slide' })
@Index({ properties: ['slider', 'order'] })
export class Slide extends BaseEntity {
  @ManyToOne(() => Slider, { ref: true, deleteRule: 'cascade', hidden: true })
  slider!: Ref<Slider>;

  /** Upload path (POST /api/admin/upload) or an absolute URL. */
  @Field()
  @Property({ type: 'string', length: 500 })
  image!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  mobileImage?: string | null;

  @Property({ type: 'json' })
  title: Translations & Opt = {};

  @Property({ type: 'json' })
  caption: Translations & Opt = {};

  @Property({ type: 'json' })
  buttonText: Translations & Opt = {};

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 1000, nullable: true })
  link?: string | null;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  order: number & Opt = 0;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  startsAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  endsAt?: Date | null;
}

import { Collection, Entity, Index, ManyToOne, OneToMany, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';

/**
 * A lead funnel (issue 17): a name per language and its ordered stages. The board
 * (/admin/lead/funnel/management/{id}) shows one column per stage.
 */
@ObjectType()
@Entity({ tableName: 'funnel' })
export class Funnel extends BaseEntity {
  /** Name per language (exposed resolved as `name`). */
  @Property({ type: 'json' })
  name: Translations & Opt = {};

  @OneToMany(() => FunnelStage, (stage) => stage.funnel, { orderBy: { position: 'asc', id: 'asc' }, hidden: true })
  stages = new Collection<FunnelStage>(this);
}

/** One stage (column) of a funnel; `won` and `lost` mark the closing stages. */
@ObjectType()
@Entity({ tableName: 'funnel_stage' })
export class FunnelStage extends BaseEntity {
  @Index()
  @ManyToOne(() => Funnel, { ref: true, deleteRule: 'cascade', hidden: true })
  funnel!: Ref<Funnel>;

  @Property({ type: 'json' })
  name: Translations & Opt = {};

  /** CSS colour of the column, e.g. '#1976d2'. */
  @Field(() => String)
  @Property({ type: 'string', length: 20, default: '#607d8b' })
  colour: string & Opt = '#607d8b';

  /** Chance of winning a lead in this stage, 0-100 (%). */
  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  probability: number & Opt = 0;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  won: boolean & Opt = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  lost: boolean & Opt = false;

  /** Column order, ascending (exposed as `order`). */
  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;
}

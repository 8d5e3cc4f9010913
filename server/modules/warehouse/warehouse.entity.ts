import { Entity, Property, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';

/** A place holding stock. A disabled warehouse's inventories show status disabled and are not sellable. */
@ObjectType()
@Entity({ tableName: 'warehouse' })
export class Warehouse extends BaseEntity {
  @Field()
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 500, default: '' })
  address: string & Opt = '';

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;
}

import { PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** id, created_at and updated_at, shared by every record the back office lists. */
@ObjectType()
export abstract class BaseEntity {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}

import { Entity, Property, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { Permission } from '../../common/permissions.js';

/** The id of the super-admin role: all permissions, never deleted or emptied. */
export const SUPER_ADMIN_ROLE_ID = 1;

@ObjectType()
@Entity({ tableName: 'role' })
export class Role extends BaseEntity {
  @Field()
  @Property({ type: 'string', length: 100 })
  name!: string;

  /** Permission names from the catalogue; the multi-select of the role form. */
  @Field(() => [Permission])
  @Property({ type: 'json' })
  permissions: Permission[] & Opt = [];
}

import { Entity, Property, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { ALL_PERMISSIONS, Permission } from '../../common/permissions.js';

/** The id of the super-admin role: all permissions, never deleted or emptied. */
export const SUPER_ADMIN_ROLE_ID = 1;

/**
 * The permissions a role grants: the super-admin role grants the whole catalogue whatever its stored list
 * says (that list may predate permissions added to the catalogue since).
 */
export function grantedPermissions(role: { id: number; permissions: readonly Permission[] }): Permission[] {
  return role.id === SUPER_ADMIN_ROLE_ID ? [...ALL_PERMISSIONS] : [...role.permissions];
}

/** Whether a role grants every permission of the catalogue (the super-admin role, or one given all). */
export function grantsEverything(role: { id: number; permissions: readonly Permission[] }): boolean {
  const granted = grantedPermissions(role);
  return ALL_PERMISSIONS.every((p) => granted.includes(p));
}

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

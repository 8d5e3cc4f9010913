import { Field, InputType, ObjectType } from 'type-graphql';
import { MaxLength, NoRepeated, Required } from '../../common/validation/rules.js';
import { Paginated } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { Role } from './role.entity.js';

@InputType()
export class RoleInput {
  @Field({ nullable: true })
  @Required()
  @MaxLength(100)
  name!: string;

  @Field(() => [Permission], { nullable: true })
  @NoRepeated()
  permissions?: Permission[];
}

@ObjectType()
export class RoleList extends Paginated(Role) {}

/** A permission's label in one UI language. */
@ObjectType()
export class PermissionLabel {
  @Field(() => String, { description: 'UI language: en-US, zh-HK or zh-CN' })
  locale!: string;

  @Field(() => String)
  label!: string;
}

/** One entry of the permission catalogue with its labels (the sidebar's names). */
@ObjectType()
export class PermissionEntry {
  @Field(() => Permission)
  name!: Permission;

  @Field(() => [PermissionLabel])
  labels!: PermissionLabel[];
}

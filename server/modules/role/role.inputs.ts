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

import { Field, InputType, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { MaxLength, Required } from '../../common/validation/rules.js';
import { Warehouse } from './warehouse.entity.js';

/** The warehouse form: name, address, enabled. */
@InputType()
export class WarehouseInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  name!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(500)
  address?: string | null;

  /** Default true on create; absent on update keeps the stored value. */
  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;
}

@ObjectType()
export class WarehouseList extends Paginated(Warehouse) {}

import { Field, Float, InputType, Int } from 'type-graphql';
import { MAX_INT, MaxLength, Required, WholeNumberIn } from '../../common/validation/rules.js';

import { INVENTORY_MESSAGES } from '../../../core/messages.js';

export { INVENTORY_MESSAGES };

/** quantity > 0 and a whole number (spec section 5); a Float in the schema so that 1.5 gets this message. */
const PositiveInteger = () => (target: object, property: string | symbol) => {
  Required({ message: INVENTORY_MESSAGES.positive })(target, property);
  WholeNumberIn('positiveQuantity', 1, MAX_INT, { message: INVENTORY_MESSAGES.positive })(target, property);
};

/** plus, minus and update: `{inventory_id, quantity, remark}` (update sets the quantity). */
@InputType()
export class InventoryMovementInput {
  @Field(() => Int, { nullable: true })
  @Required()
  inventoryId!: number;

  @Field(() => Float, { nullable: true })
  @PositiveInteger()
  quantity!: number;

  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  remark?: string | null;
}

/** transfer: quantity leaves inventory_id's warehouse (`from`) for warehouse `to` of the same stock. */
@InputType()
export class InventoryTransferInput extends InventoryMovementInput {
  @Field(() => Int, { nullable: true, description: "The source warehouse (defaults to the inventory's)" })
  from?: number | null;

  @Field(() => Int, { nullable: true, description: 'The destination warehouse' })
  @Required({ message: INVENTORY_MESSAGES.destination })
  to!: number;

  @Field(() => Int, { nullable: true, description: 'The total the form showed (informative; the check uses the stored quantity)' })
  totalQuantity?: number | null;

  @Field(() => Int, { nullable: true, description: "The inventory's stock, when the form sends it (checked)" })
  stockId?: number | null;
}

import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { Permission } from '../../common/permissions.js';
import { InventoryHistoryType } from './history.js';
import { Inventory } from './inventory.entity.js';
import { InventoryHistory } from './inventory-history.entity.js';
import { InventoryMovementInput, InventoryTransferInput } from './inventory.inputs.js';
import { InventoryService } from './inventory.service.js';

/**
 * Stock movements and their histories. Guarded by `product`: movements are made from the product
 * edit screen, so whoever edits products moves their stock (the `warehouse` permission manages the
 * warehouses themselves).
 */
@Resolver()
export class InventoryMovementResolver {
  @RequirePermission(Permission.product)
  @Mutation(() => Inventory, { description: 'Adds quantity to an inventory' })
  plusInventory(@Ctx() ctx: AppContext, @Arg('input', () => InventoryMovementInput) input: InventoryMovementInput) {
    return InventoryService.of(ctx).move(InventoryHistoryType.plus, input);
  }

  @RequirePermission(Permission.product)
  @Mutation(() => Inventory, { description: 'Takes quantity from an inventory (never below zero)' })
  minusInventory(@Ctx() ctx: AppContext, @Arg('input', () => InventoryMovementInput) input: InventoryMovementInput) {
    return InventoryService.of(ctx).move(InventoryHistoryType.minus, input);
  }

  @RequirePermission(Permission.product)
  @Mutation(() => Inventory, { description: 'Sets the quantity of an inventory' })
  updateInventory(@Ctx() ctx: AppContext, @Arg('input', () => InventoryMovementInput) input: InventoryMovementInput) {
    return InventoryService.of(ctx).move(InventoryHistoryType.update, input);
  }

  @RequirePermission(Permission.product)
  @Mutation(() => Inventory, { description: 'Moves quantity to another warehouse of the same stock; answers the source inventory' })
  transferInventory(@Ctx() ctx: AppContext, @Arg('input', () => InventoryTransferInput) input: InventoryTransferInput) {
    return InventoryService.of(ctx).transfer(input);
  }

  @RequirePermission(Permission.product)
  @Query(() => [InventoryHistory])
  inventoryHistories(@Ctx() ctx: AppContext, @Arg('inventoryId', () => Int) inventoryId: number) {
    return InventoryService.of(ctx).histories(inventoryId);
  }
}

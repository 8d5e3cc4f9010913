import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchEnabledInput, BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { Warehouse } from './warehouse.entity.js';
import { WarehouseInput, WarehouseList } from './warehouse.inputs.js';
import { WarehouseService } from './warehouse.service.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';

@Resolver(() => Warehouse)
export class WarehouseResolver {
  @RequirePermission(Permission.warehouse)
  @Query(() => WarehouseList)
  warehouses(@Ctx() ctx: AppContext, @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions) {
    return WarehouseService.of(ctx).list(options);
  }

  @RequirePermission(Permission.warehouse)
  @Query(() => Warehouse)
  warehouse(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return WarehouseService.of(ctx).get(id);
  }

  @RequirePermission(Permission.product, Permission.offlinestore)
  @Query(() => [Warehouse], { description: 'Every warehouse by name, for the product form, stock transfers and the store form' })
  warehouseOptions(@Ctx() ctx: AppContext) {
    return WarehouseService.of(ctx).all();
  }

  @RequirePermission(Permission.warehouse)
  @Mutation(() => Warehouse)
  createWarehouse(@Ctx() ctx: AppContext, @Arg('input', () => WarehouseInput) input: WarehouseInput) {
    return WarehouseService.of(ctx).create(input);
  }

  @RequirePermission(Permission.warehouse)
  @Mutation(() => Warehouse)
  updateWarehouse(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('input', () => WarehouseInput, PARTIAL_UPDATE) input: WarehouseInput) {
    return WarehouseService.of(ctx).update(id, input);
  }

  @RequirePermission(Permission.warehouse)
  @Mutation(() => Boolean, { description: 'Refused (CONFLICT) while the warehouse holds inventory' })
  deleteWarehouse(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return WarehouseService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.warehouse)
  @Mutation(() => BatchResult)
  async deleteWarehouses(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await WarehouseService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.warehouse)
  @Mutation(() => BatchResult, { description: 'Batch enable or disable ({ids, data: {enabled}})' })
  async updateWarehouses(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await WarehouseService.of(ctx).setEnabled(ids, data.enabled) };
  }
}

import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchEnabledInput, BatchResult } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { AdminAccount } from '../staff/index.js';
import { CustomerRecord } from './customer-record.js';
import { CreateCustomerInput, CustomerList, CustomerListOptions, UpdateCustomerInput } from './customer-admin.inputs.js';
import { CustomerAdminService } from './customer-admin.service.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';

/** The back office's customers (permission customer_account), answered as CustomerRecord. */
@Resolver(() => CustomerRecord)
export class CustomerAdminResolver {
  // Orders taken by phone pick their customer from this list, so order staff may read it too.
  @RequirePermission(Permission.customer_account, Permission.order)
  @Query(() => CustomerList)
  customers(@Ctx() ctx: AppContext, @Arg('options', () => CustomerListOptions, { nullable: true }) options?: CustomerListOptions) {
    return CustomerAdminService.of(ctx).list(options);
  }

  @RequirePermission(Permission.customer_account, Permission.order)
  @Query(() => CustomerRecord)
  customer(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return CustomerAdminService.of(ctx).get(id);
  }

  @RequirePermission(Permission.customer_account, Permission.lead)
  @Query(() => [AdminAccount], { description: 'The staff a customer can be assigned to (enabled admin accounts), by name' })
  customerStaffOptions(@Ctx() ctx: AppContext) {
    return CustomerAdminService.of(ctx).staffOptions();
  }

  @RequirePermission(Permission.customer_account)
  @Mutation(() => CustomerRecord, { description: 'Creates a customer; its lead status trigger mails are queued' })
  createCustomer(@Ctx() ctx: AppContext, @Arg('input', () => CreateCustomerInput) input: CreateCustomerInput) {
    return CustomerAdminService.of(ctx).create(input);
  }

  @RequirePermission(Permission.customer_account)
  @Mutation(() => CustomerRecord, { description: 'Updates a customer; entering another lead status queues its trigger mails' })
  updateCustomer(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateCustomerInput, PARTIAL_UPDATE) input: UpdateCustomerInput,
  ) {
    return CustomerAdminService.of(ctx).update(id, input);
  }

  @RequirePermission(Permission.customer_account)
  @Mutation(() => Boolean)
  deleteCustomer(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return CustomerAdminService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.customer_account)
  @Mutation(() => BatchResult)
  async deleteCustomers(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await CustomerAdminService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.customer_account)
  @Mutation(() => BatchResult, { description: 'Batch enable or disable ({ids, data: {enabled}})' })
  async updateCustomers(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await CustomerAdminService.of(ctx).setEnabled(ids, data.enabled) };
  }
}

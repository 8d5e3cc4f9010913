import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Public, RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchEnabledInput, BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { ShippingMethod } from './shipping-method.entity.js';
import { ShippingMethodInput, ShippingMethodList, ShippingOption } from './shipping.inputs.js';
import { ShippingService } from './shipping.service.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language (en_us, zh_hk...); missing or unknown: the main language' } as const;

@Resolver(() => ShippingMethod)
export class ShippingResolver {
  @RequirePermission(Permission.shipping)
  @Query(() => ShippingMethodList, { description: 'The back office list, by position unless sorted otherwise' })
  shippingMethodList(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return ShippingService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.shipping)
  @Query(() => ShippingMethod, { description: 'One shipping method for the edit form: texts in `language`, falling back to the main language' })
  shippingMethod(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return ShippingService.of(ctx).get(id, language);
  }

  @Public()
  @Query(() => [ShippingOption], {
    description: 'The enabled shipping methods in order, each with its fee for the destination country and subtotal (base currency)',
  })
  shippingMethods(
    @Ctx() ctx: AppContext,
    @Arg('country', () => String, { nullable: true, description: 'ISO alpha-3 destination; missing: the flat fees' }) country?: string | null,
    @Arg('subtotal', () => String, { nullable: true, description: 'Order subtotal in the base currency (decimal); missing: 0' }) subtotal?: string | null,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return ShippingService.of(ctx).options(country, subtotal, language);
  }

  @RequirePermission(Permission.shipping)
  @Mutation(() => ShippingMethod, { description: 'Creates a shipping method; texts are written in `language` (and the main language when it has none)' })
  createShippingMethod(
    @Ctx() ctx: AppContext,
    @Arg('input', () => ShippingMethodInput) input: ShippingMethodInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return ShippingService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.shipping)
  @Mutation(() => ShippingMethod, { description: 'Updates a shipping method; texts are written in `language` only, the rest for all' })
  updateShippingMethod(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ShippingMethodInput, PARTIAL_UPDATE) input: ShippingMethodInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return ShippingService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.shipping)
  @Mutation(() => Boolean)
  deleteShippingMethod(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return ShippingService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.shipping)
  @Mutation(() => BatchResult)
  async deleteShippingMethods(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await ShippingService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.shipping)
  @Mutation(() => BatchResult, { description: 'Batch enable or disable ({ids, data: {enabled}})' })
  async updateShippingMethods(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await ShippingService.of(ctx).setEnabled(ids, data.enabled) };
  }

  @FieldResolver(() => String)
  name(@Root() method: ShippingMethod, @Ctx() ctx: AppContext) {
    return translated(ctx, method.name);
  }

  @FieldResolver(() => String)
  description(@Root() method: ShippingMethod, @Ctx() ctx: AppContext) {
    return translated(ctx, method.description);
  }
}

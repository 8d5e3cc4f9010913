import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ShopperOnly } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { Address } from './address.entity.js';
import { AddressInput } from './address.inputs.js';
import { AddressService } from './address.service.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';

/** The signed-in shopper's own addresses; every write answers the updated list. */
@Resolver(() => Address)
export class AddressResolver {
  @ShopperOnly()
  @Query(() => [Address], { description: "The signed-in shopper's addresses" })
  addresses(@Ctx() ctx: AppContext) {
    return AddressService.of(ctx).list();
  }

  @ShopperOnly()
  @Query(() => Address, { description: "One of the signed-in shopper's addresses (404 for anybody else's)" })
  address(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return AddressService.of(ctx).get(id);
  }

  @ShopperOnly()
  @Mutation(() => [Address], { description: 'Adds an address; answers the address list' })
  createAddress(@Ctx() ctx: AppContext, @Arg('input', () => AddressInput) input: AddressInput) {
    return AddressService.of(ctx).create(input);
  }

  @ShopperOnly()
  @Mutation(() => [Address], { description: 'Changes an address; answers the address list' })
  updateAddress(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('input', () => AddressInput, PARTIAL_UPDATE) input: AddressInput) {
    return AddressService.of(ctx).update(id, input);
  }

  @ShopperOnly()
  @Mutation(() => [Address], { description: 'Deletes an address; answers the address list' })
  deleteAddress(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return AddressService.of(ctx).remove(id);
  }
}

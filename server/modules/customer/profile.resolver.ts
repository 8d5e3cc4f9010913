import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { ShopperOnly } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { Customer } from './customer.entity.js';
import { ProfileInput } from './profile.inputs.js';
import { ProfileService } from './profile.service.js';

@Resolver()
export class ProfileResolver {
  @ShopperOnly()
  @Mutation(() => Customer, { description: "Changes the signed-in shopper's profile (and password when given)" })
  updateProfile(@Ctx() ctx: AppContext, @Arg('input', () => ProfileInput, PARTIAL_UPDATE) input: ProfileInput) {
    return ProfileService.of(ctx).update(input);
  }
}

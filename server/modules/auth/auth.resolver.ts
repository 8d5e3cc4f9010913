import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AnyAdmin, Public, ShopperOnly } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { Customer } from '../customer/index.js';
import { AuthToken, CurrentAdmin, LoginInput, RegisterInput } from './auth.inputs.js';
import { AuthService } from './auth.service.js';

@Resolver()
export class AuthResolver {
  // Shoppers

  @Public()
  @Mutation(() => AuthToken, { description: 'Creates a shopper account and signs it in' })
  register(@Ctx() ctx: AppContext, @Arg('input', () => RegisterInput) input: RegisterInput) {
    return AuthService.of(ctx).register(input);
  }

  @Public()
  @Mutation(() => AuthToken)
  login(@Ctx() ctx: AppContext, @Arg('input', () => LoginInput) input: LoginInput) {
    return AuthService.of(ctx).login(input);
  }

  @ShopperOnly()
  @Mutation(() => Boolean, { description: "Revokes the caller's shopper token" })
  logout(@Ctx() ctx: AppContext) {
    return AuthService.of(ctx).logout('customer');
  }

  @ShopperOnly()
  @Mutation(() => AuthToken, { description: 'A new shopper token; the one used for the call is revoked' })
  refreshToken(@Ctx() ctx: AppContext) {
    return AuthService.of(ctx).refresh('customer');
  }

  @ShopperOnly()
  @Query(() => Customer, { description: "The signed-in shopper's account" })
  me(@Ctx() ctx: AppContext) {
    return AuthService.of(ctx).me();
  }

  // Admins

  @Public()
  @Mutation(() => AuthToken)
  adminLogin(@Ctx() ctx: AppContext, @Arg('input', () => LoginInput) input: LoginInput) {
    return AuthService.of(ctx).adminLogin(input);
  }

  @AnyAdmin()
  @Mutation(() => Boolean, { description: "Revokes the caller's admin token" })
  adminLogout(@Ctx() ctx: AppContext) {
    return AuthService.of(ctx).logout('admin');
  }

  @AnyAdmin()
  @Mutation(() => AuthToken, { description: 'A new admin token; the one used for the call is revoked' })
  refreshAdminToken(@Ctx() ctx: AppContext) {
    return AuthService.of(ctx).refresh('admin');
  }

  @AnyAdmin()
  @Query(() => CurrentAdmin, { description: 'The signed-in admin, their role and session' })
  currentAdmin(@Ctx() ctx: AppContext) {
    return AuthService.of(ctx).currentAdmin();
  }
}

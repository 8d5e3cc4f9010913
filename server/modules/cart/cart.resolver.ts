import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { CartService } from './cart.service.js';
import { AddCartItemInput, CartCouponInput, CartView, RemoveCartItemInput, UpdateCartItemInput } from './cart.types.js';

const LANGUAGE = { nullable: true, description: 'Content language of names and options' } as const;
const CART_ID = { nullable: true, description: 'The cart_id cookie' } as const;

@Resolver()
export class CartResolver {
  @Public()
  @Mutation(() => CartView, { description: "POST /api/cart: the cart, with a brought guest cart merged into a signed-in member's" })
  openCart(
    @Ctx() ctx: AppContext,
    @Arg('cartId', () => String, CART_ID) cartId?: string | null,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return CartService.of(ctx).open(cartId, language);
  }

  @Public()
  @Mutation(() => CartView, { description: 'Adds a stock (creating the cart when there is none); answers the cart' })
  addCartItem(
    @Ctx() ctx: AppContext,
    @Arg('input', () => AddCartItemInput) input: AddCartItemInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return CartService.of(ctx).add(input, language);
  }

  @Public()
  @Mutation(() => CartView)
  updateCartItem(
    @Ctx() ctx: AppContext,
    @Arg('input', () => UpdateCartItemInput) input: UpdateCartItemInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return CartService.of(ctx).update(input, language);
  }

  @Public()
  @Mutation(() => CartView)
  removeCartItem(
    @Ctx() ctx: AppContext,
    @Arg('input', () => RemoveCartItemInput) input: RemoveCartItemInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return CartService.of(ctx).remove(input, language);
  }

  @Public()
  @Mutation(() => CartView, { description: "POST /api/cart/coupon: applies a coupon code to the cart; 422 on code: 'Your coupon code is invalid'" })
  applyCartCoupon(
    @Ctx() ctx: AppContext,
    @Arg('input', () => CartCouponInput) input: CartCouponInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return CartService.of(ctx).applyCoupon(input, language);
  }

  @Public()
  @Mutation(() => CartView, { description: 'DELETE /api/cart/coupon: removes a coupon code from the cart' })
  removeCartCoupon(
    @Ctx() ctx: AppContext,
    @Arg('input', () => CartCouponInput) input: CartCouponInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return CartService.of(ctx).removeCoupon(input, language);
  }
}

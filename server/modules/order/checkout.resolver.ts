import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { CheckoutService } from './checkout.service.js';
import { CheckoutQuoteInput, OrderQuote, PlaceOrderInput, PlacedOrder, StripeCheckout } from './order.inputs.js';
import { StripePaymentService } from './stripe-gateway.js';

const LANGUAGE = { nullable: true, description: 'Content language (names, mails)' } as const;

@Resolver()
export class CheckoutResolver {
  @Public()
  @Query(() => OrderQuote, { description: "The checkout review of the caller's cart" })
  checkoutQuote(
    @Ctx() ctx: AppContext,
    @Arg('input', () => CheckoutQuoteInput) input: CheckoutQuoteInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return CheckoutService.of(ctx).quote(input, language);
  }

  @Public()
  @Mutation(() => PlacedOrder, { description: 'Places the order (guests when guest_checkout is on); 409 when stock ran out meanwhile' })
  placeOrder(
    @Ctx() ctx: AppContext,
    @Arg('input', () => PlaceOrderInput) input: PlaceOrderInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return CheckoutService.of(ctx).place(input, language);
  }

  @Public()
  @Mutation(() => StripeCheckout, { description: "Starts (or resumes) the card payment of an order by its stripe_key: the /stripe page's data" })
  startStripePayment(
    @Ctx() ctx: AppContext,
    @Arg('stripeKey', () => String, { description: "From placeOrder (or the shopper's order): the opaque key of the order's card payment" }) stripeKey: string,
  ) {
    return StripePaymentService.of(ctx).checkout(stripeKey);
  }
}

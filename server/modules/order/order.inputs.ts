import { ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { AppliedPromotionView } from '../pricing/index.js';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { EmailFormat, MaxLength, Required, WholeNumberIn } from '../../common/validation/rules.js';
import { AddressInput } from '../address/index.js';
import { CartLine } from '../cart/index.js';
import { OrderSource, OrderStatus } from './order-status.js';
import { Order } from './order.entity.js';

/** Up to 20 coupon codes of at most 64 characters (an absent list passes). */
const CouponList = () =>
  ValidateBy({
    name: 'couponList',
    validator: {
      validate: (v) => v === null || v === undefined || (Array.isArray(v) && v.length <= 20 && v.every((c) => typeof c === 'string' && c.length <= 64)),
      defaultMessage: () => 'Please check your input.',
    },
  });

/** A number of reward points: a whole number from 0 (an absent value passes). */
export const PointsAmount = () => WholeNumberIn('pointsAmount', 0, 1_000_000_000);

/** Where the order goes and who pays: a saved address of the member (id) or one typed in. */
@InputType()
export class CheckoutAddressesInput {
  @Field(() => Int, { nullable: true, description: "One of the member's addresses" })
  shippingAddressId?: number | null;

  @Field(() => AddressInput, { nullable: true, description: 'A new address (guests, or members who type one)' })
  @ValidateIf((o: CheckoutAddressesInput) => o.shippingAddressId == null)
  @Required()
  @ValidateNested()
  shippingAddress?: AddressInput | null;

  @Field(() => Boolean, { nullable: true, defaultValue: true, description: 'Bill to the shipping address (default)' })
  billingSameAsShipping?: boolean | null;

  @Field(() => Int, { nullable: true })
  billingAddressId?: number | null;

  @Field(() => AddressInput, { nullable: true })
  @ValidateIf((o: CheckoutAddressesInput) => o.billingSameAsShipping === false && o.billingAddressId == null)
  @Required()
  @ValidateNested()
  billingAddress?: AddressInput | null;
}

@InputType({ description: 'The price of the cart for a shipping method, destination and currency' })
export class CheckoutQuoteInput {
  @Field(() => String, { nullable: true })
  cartId?: string | null;

  @Field(() => Int, { nullable: true })
  shippingMethodId?: number | null;

  @Field(() => String, { nullable: true, description: 'Destination country (ISO alpha-3) for country fees' })
  country?: string | null;

  @Field(() => String, { nullable: true, description: 'The chosen currency; missing or unsupported: the base currency' })
  currency?: string | null;

  @Field(() => [String], { nullable: true, description: "Coupon codes; missing: the cart's applied coupons" })
  @CouponList()
  coupons?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'Reward points to pay with (signed-in shoppers; within the points settings)' })
  @PointsAmount()
  points?: number | null;
}

@InputType({ description: 'Checkout: the cart becomes an order (prices, fees and totals are computed on the server)' })
export class PlaceOrderInput extends CheckoutAddressesInput {
  @Field(() => String, { nullable: true })
  cartId?: string | null;

  @Field(() => String, { nullable: true, description: "A guest's email (members: the account's)" })
  @MaxLength(255)
  email?: string | null;

  @Field(() => Int, { nullable: true })
  @Required()
  shippingMethodId!: number;

  @Field(() => Int, { nullable: true })
  @Required()
  paymentMethodId!: number;

  @Field(() => String, { nullable: true })
  currency?: string | null;

  @Field(() => String, { nullable: true, description: 'A note for the shop' })
  @MaxLength(1000)
  remark?: string | null;

  @Field(() => [String], { nullable: true, description: "Coupon codes; missing: the cart's applied coupons" })
  @CouponList()
  coupons?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'The newsletter opt-in box: a confirmation mail follows (double opt-in)' })
  newsletter?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Reward points to pay with (signed-in shoppers; within the points settings)' })
  @PointsAmount()
  points?: number | null;
}

@InputType()
export class AdminOrderLineInput {
  @Field(() => Int)
  stockId!: number;

  @Field(() => Int)
  quantity!: number;
}

@InputType({ description: "A phone order's totals before it is placed: its lines, shipping method, destination and currency" })
export class AdminOrderQuoteInput {
  @Field(() => Int, { nullable: true, description: 'The customer (for customer-bound discounts)' })
  customerId?: number | null;

  @Field(() => [AdminOrderLineInput], { nullable: true })
  @ValidateNested({ each: true })
  lines?: AdminOrderLineInput[] | null;

  @Field(() => Int, { nullable: true })
  shippingMethodId?: number | null;

  @Field(() => String, { nullable: true, description: 'Destination country (ISO alpha-3) for country fees' })
  @MaxLength(3)
  country?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(10)
  currency?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(10)
  language?: string | null;

  @Field(() => [String], { nullable: true, description: 'Coupon codes the customer gave' })
  @CouponList()
  coupons?: string[] | null;
}

@InputType({ description: 'An order taken by phone (order/create): the lines instead of a cart' })
export class AdminCreateOrderInput extends CheckoutAddressesInput {
  @Field(() => Int, { nullable: true, description: 'The customer; when missing, `email` is required' })
  customerId?: number | null;

  @Field(() => String, { nullable: true })
  @ValidateIf((o: AdminCreateOrderInput) => o.customerId == null)
  @Required()
  @EmailFormat()
  @MaxLength(255)
  email?: string | null;

  @Field(() => [AdminOrderLineInput], { nullable: true })
  @Required()
  @ValidateNested({ each: true })
  lines!: AdminOrderLineInput[];

  @Field(() => Int, { nullable: true })
  @Required()
  shippingMethodId!: number;

  @Field(() => Int, { nullable: true })
  @Required()
  paymentMethodId!: number;

  @Field(() => String, { nullable: true })
  currency?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  remark?: string | null;

  @Field(() => String, { nullable: true, description: 'Content language of the order and its mails' })
  language?: string | null;

  @Field(() => [String], { nullable: true, description: 'Coupon codes the customer gave' })
  @CouponList()
  coupons?: string[] | null;
}

@InputType()
export class OrderCommentInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(5000)
  comment!: string;
}

@InputType()
export class AdminOrderCommentInput extends OrderCommentInput {
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Staff only (not shown to the customer)' })
  internal?: boolean | null;
}

@InputType()
export class OrderStatusInput {
  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  note?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'On refund: put the units back into the inventories' })
  restock?: boolean | null;
}

@InputType({ description: 'Admin order list filters' })
export class OrderFilter {
  @Field(() => [OrderStatus], { nullable: true })
  status?: OrderStatus[] | null;

  @Field(() => Date, { nullable: true, description: 'Placed on or after' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Placed before' })
  to?: Date | null;

  @Field(() => Int, { nullable: true })
  customerId?: number | null;

  @Field(() => Int, { nullable: true })
  paymentMethodId?: number | null;

  @Field(() => Int, { nullable: true })
  shippingMethodId?: number | null;

  @Field(() => [OrderSource], { nullable: true, description: 'Where the orders were placed' })
  source?: OrderSource[] | null;
}

@ObjectType()
export class PriceAdjustmentView {
  @Field(() => String) source!: string;
  @Field(() => String) label!: string;
  @Field(() => String) amount!: string;
}

@ObjectType({ description: 'The checkout review: amounts in the base currency, chargedTotal in the chosen one' })
export class OrderQuote {
  @Field(() => [CartLine]) lines!: CartLine[];
  @Field(() => String) subtotal!: string;
  @Field(() => String) shippingFee!: string;
  @Field(() => [PriceAdjustmentView], { description: 'Discounts (negative) from promotions' }) adjustments!: PriceAdjustmentView[];
  @Field(() => [AppliedPromotionView]) promotions!: AppliedPromotionView[];
  @Field(() => [String], { description: 'Applied coupon codes' }) coupons!: string[];
  @Field(() => [String], { description: 'Codes asked for that do not apply' }) invalidCoupons!: string[];
  @Field(() => String, { description: 'Part of discountTotal taken off shipping' }) shippingDiscount!: string;
  @Field(() => String) pointsDiscount!: string;
  @Field(() => Int, { description: 'Reward points spent for pointsDiscount' }) pointsUsed!: number;
  @Field(() => String, { description: "Part of discountTotal given by the customer's membership tier" }) tierDiscount!: string;
  @Field(() => String, { nullable: true, description: "The customer's membership tier" }) tierName!: string | null;
  @Field(() => String) discountTotal!: string;
  @Field(() => String) grandTotal!: string;
  @Field(() => String) currency!: string;
  @Field(() => String) currencyRate!: string;
  @Field(() => String) currencyMark!: string;
  @Field(() => String) chargedTotal!: string;
}

@ObjectType({ description: 'What the shopper needs after placing an order' })
export class PlacedOrder {
  @Field(() => Int) id!: number;
  @Field(() => String) orderNumber!: string;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => String) paymentKind!: string;
  @Field(() => String, { description: "Opens this order's success and cancel pages for a guest (keep it private)" }) accessKey!: string;
  @Field(() => String, { nullable: true, description: 'The stripe_key of the /stripe card page (card orders only; keep it private)' })
  stripeKey?: string | null;
  @Field(() => String) chargedTotal!: string;
  @Field(() => String) currency!: string;
}

@ObjectType({ description: 'What the /stripe card page needs' })
export class StripeCheckout {
  @Field(() => String) orderNumber!: string;
  @Field(() => String, { description: "Leads the payer on to the order's success or cancel page (a guest's only way in)" }) accessKey!: string;
  @Field(() => String) publishableKey!: string;
  @Field(() => String) clientSecret!: string;
  @Field(() => Int, { description: 'Minor units of the order currency' }) amount!: number;
  @Field(() => String) currency!: string;
  @Field(() => OrderStatus) status!: OrderStatus;
}

@ObjectType()
export class OrderList extends Paginated(Order) {}

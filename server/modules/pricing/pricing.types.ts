import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A promotion the pricing applied (cart, review, order), with what it took off in the base currency' })
export class AppliedPromotionView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'The coupon code; null for automatic promotions' }) code!: string | null;
  @Field(() => String) amount!: string;
  @Field(() => Boolean) freeShipping!: boolean;
  @Field(() => Int, { description: 'Reward points it gives when the order completes' }) bonusPoints!: number;
}

@ObjectType({ description: 'The cart totals (api-contract: totals), base currency' })
export class CartTotals {
  @Field(() => String) subtotal!: string;
  @Field(() => String) discountTotal!: string;
  @Field(() => String) shippingFee!: string;
  @Field(() => String) pointsDiscount!: string;
  @Field(() => String) grandTotal!: string;
}

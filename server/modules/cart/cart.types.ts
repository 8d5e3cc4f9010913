import { ValidateBy } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { MaxLength, Required } from '../../common/validation/rules.js';
import { AppliedPromotionView, CartTotals } from '../pricing/index.js';
import { QUANTITY_MESSAGE } from '../../../core/messages.js';

/** The texts of spec sections 5 and 8 for the cart. */
export const CART_MESSAGES = {
  chooseOption: 'You need to choose one of the options for your item.',
  quantity: QUANTITY_MESSAGE,
  maximum: 'The maximum quantity that can be purchased has been reached.',
  catalogMode: 'The shop is in catalogue mode: nothing can be bought online.',
  membersOnly: 'Please log in to shop.',
  noWarehouse: 'The shop has no warehouse to sell from.',
  missingItem: 'The item is no longer in your cart.',
} as const;

/** A whole number of at least 1; a Float in the schema so that 1.5 and 0 get the spec's message. */
const CartQuantity = () =>
  ValidateBy({ name: 'required', validator: { validate: (v) => Number.isInteger(v) && v >= 1 && v <= 100000, defaultMessage: () => CART_MESSAGES.quantity } });

const StockChosen = () =>
  ValidateBy({ name: 'required', validator: { validate: (v) => Number.isInteger(v) && v > 0, defaultMessage: () => CART_MESSAGES.chooseOption } });

@InputType({ description: 'POST /api/cart/item: {stock_id, quantity, cart_id}' })
export class AddCartItemInput {
  @Field(() => String, { nullable: true, description: 'The cart_id cookie; missing or unknown: a new cart is made' })
  cartId?: string | null;

  @Field(() => Int, { nullable: true, description: 'The stock of the chosen options' })
  @StockChosen()
  stockId!: number;

  @Field(() => Float, { nullable: true })
  @CartQuantity()
  quantity!: number;
}

@InputType({ description: 'PUT /api/cart/item: {item_id, quantity, cart_id}' })
export class UpdateCartItemInput {
  @Field(() => String, { nullable: true })
  cartId?: string | null;

  @Field(() => Int)
  itemId!: number;

  @Field(() => Float, { nullable: true })
  @CartQuantity()
  quantity!: number;
}

@InputType({ description: 'DELETE /api/cart/item: {item_id, cart_id}' })
export class RemoveCartItemInput {
  @Field(() => String, { nullable: true })
  cartId?: string | null;

  @Field(() => Int)
  itemId!: number;
}

@ObjectType({ description: 'One cart line with what the cart page shows of its stock (texts in the request language)' })
export class CartLine {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  stockId!: number;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => String)
  productUrl!: string;

  @Field(() => String, { nullable: true, description: 'The first product image, absolute' })
  image!: string | null;

  @Field(() => String)
  sku!: string;

  @Field(() => String, { description: "The stock's option labels, e.g. 'Red / XL'" })
  options!: string;

  @Field(() => String, { description: 'Base currency' })
  price!: string;

  @Field(() => String, { nullable: true })
  specialPrice!: string | null;

  @Field(() => String, { description: 'What one unit sells for (special price when set)' })
  unitPrice!: string;

  @Field(() => String)
  lineTotal!: string;

  @Field(() => String, { description: 'Promotions and coupons on this line (the pricing pipeline)' })
  discount!: string;

  @Field(() => String, { description: 'lineTotal - discount' })
  netTotal!: string;

  @Field(() => Int, { description: 'What can be bought of this stock (selling warehouses)' })
  availableInventories!: number;
}

@ObjectType({ description: "The shopper's cart (spec: cart_id, items); amounts in the base currency" })
export class CartView {
  @Field(() => String, { nullable: true, description: 'Null until the first item is added' })
  cartId!: string | null;

  @Field(() => [CartLine])
  items!: CartLine[];

  @Field(() => Int, { description: 'Units in the cart' })
  itemCount!: number;

  @Field(() => String)
  subtotal!: string;

  @Field(() => [String], { description: 'Applied coupon codes' })
  coupons!: string[];

  @Field(() => [AppliedPromotionView], { description: 'Automatic promotions and coupons that apply' })
  promotions!: AppliedPromotionView[];

  @Field(() => CartTotals)
  totals!: CartTotals;
}

@InputType({ description: 'POST|DELETE /api/cart/coupon: {cart_id, code}' })
export class CartCouponInput {
  @Field(() => String, { nullable: true })
  cartId?: string | null;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(64)
  code!: string;
}

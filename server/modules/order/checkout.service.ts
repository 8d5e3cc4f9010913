import { ConsentSource, NewsletterService } from '../newsletter/index.js';
import { UnauthenticatedError, fieldError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { EMAIL_PATTERN, MESSAGES } from '../../common/validation/rules.js';
import { Address, type AddressInput } from '../address/index.js';
import { CartService, type PricedLine } from '../cart/index.js';
import type { Customer } from '../customer/index.js';
import { PaymentMethodService } from '../payment/index.js';
import { readSettingsGroup, useLanguage } from '../settings/index.js';
import { ShippingService } from '../shipping/index.js';
import { ThrottleService } from '../system/index.js';
import type { OrderAddressSnapshot } from './order.entity.js';
import type { CheckoutAddressesInput, CheckoutQuoteInput, OrderQuote, PlaceOrderInput, PlacedOrder } from './order.inputs.js';
import { ORDER_MESSAGES } from './order-status.js';
import { placeOrder, type OrderDraft } from './order-placement.js';
import { priceOrder, type PricingChannel } from '../pricing/index.js';

type OrderBasicsInput = CheckoutAddressesInput & Pick<PlaceOrderInput, 'shippingMethodId' | 'paymentMethodId' | 'currency' | 'remark'>;

export function snapshotOf(address: AddressInput | Address): OrderAddressSnapshot {
  return { firstName: address.firstName, lastName: address.lastName, country: address.country, contactNumber: address.contactNumber, address: address.address };
}

/**
 * Checkout (spec: /checkout, guarded by guest_checkout): the review's quote and placing the order from
 * the caller's cart. Everything the shopper sends is checked again here; prices come from the database.
 */
export class CheckoutService extends Service {
  async quote(input: CheckoutQuoteInput, language?: string | null): Promise<OrderQuote> {
    await useLanguage(this.ctx, language);
    const { cart, lines } = await CartService.of(this.ctx).forCheckout(input.cartId);
    return this.quoteOf(lines, input.shippingMethodId ?? null, input, this.customerId(), {
      channel: 'storefront',
      coupons: input.coupons ?? cart?.coupons ?? [],
      points: input.points,
    });
  }

  /** The review of priced lines: the one pricing pipeline (pricing/price-order.ts), for the cart and for a phone order. */
  async quoteOf(
    lines: PricedLine[],
    shippingMethodId: number | null,
    destination: { country?: string | null; currency?: string | null },
    customerId: number | null,
    sale: { channel: PricingChannel; coupons: string[]; points?: number | null },
  ): Promise<OrderQuote> {
    const shippingMethod = shippingMethodId ? await ShippingService.of(this.ctx).findEnabled(shippingMethodId) : null;
    const totals = await priceOrder(this.ctx, {
      channel: sale.channel,
      lines,
      shippingMethod,
      country: destination.country ?? null,
      currency: destination.currency,
      customer: customerId === null ? null : { id: customerId },
      coupons: sale.coupons,
      points: sale.points,
    });
    return {
      lines: totals.lines,
      promotions: totals.promotions,
      coupons: totals.coupons,
      invalidCoupons: totals.invalidCoupons,
      shippingDiscount: totals.shippingDiscount,
      pointsDiscount: totals.pointsDiscount,
      pointsUsed: totals.pointsUsed,
      tierDiscount: totals.tierDiscount,
      tierName: totals.tierName,
      subtotal: totals.subtotal,
      shippingFee: totals.shippingFee,
      adjustments: totals.adjustments,
      discountTotal: totals.discountTotal,
      grandTotal: totals.grandTotal,
      currency: totals.currency.identifier,
      currencyRate: totals.currency.rate,
      currencyMark: totals.currency.mark,
      chargedTotal: totals.chargedTotal,
    };
  }

  async place(input: PlaceOrderInput, language?: string | null): Promise<PlacedOrder> {
    // Per client address (THROTTLE_CHECKOUT), before any work: orders hold stock until they are paid.
    await ThrottleService.of(this.ctx).consumePerAddress('checkout');
    await useLanguage(this.ctx, language);
    const principal = this.ctx.principal;
    const customer = principal?.kind === 'customer' ? { id: principal.id, email: principal.email, firstName: principal.firstName } : null;
    if (!customer && !(await readSettingsGroup(this.em, 'config')).guestCheckout) throw new UnauthenticatedError(ORDER_MESSAGES.loginRequired);
    const email = customer?.email ?? this.guestEmail(input.email);
    const basics = await this.orderBasics(input, customer, email);
    const carts = CartService.of(this.ctx);
    const { cart, lines } = await carts.forCheckout(input.cartId);
    const coupons = input.coupons ?? cart?.coupons ?? [];
    const order = await placeOrder(this.ctx, { ...basics, lines, source: 'storefront', actor: 'customer', cartId: cart?.id, coupons, points: input.points });
    carts.emptied();
    if (input.newsletter) {
      await NewsletterService.of(this.ctx).queueConfirmation(email, language, ConsentSource.checkout);
      await this.em.flush();
    }
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      paymentKind: order.paymentKind,
      accessKey: order.accessKey,
      stripeKey: order.stripeKey,
      chargedTotal: order.chargedTotal,
      currency: order.currency,
    };
  }

  private customerId(): number | null {
    return this.ctx.principal?.kind === 'customer' ? this.ctx.principal.id : null;
  }

  private guestEmail(email: string | null | undefined): string {
    const value = email?.trim() ?? '';
    if (!value) throw fieldError('email', MESSAGES.required);
    if (!EMAIL_PATTERN.test(value)) throw fieldError('email', MESSAGES.email);
    return value;
  }

  /**
   * Everything an order needs besides its lines, checked: the addresses (saved ones must be the
   * customer's own) and enabled shipping and payment methods. Storefront and phone orders share it.
   */
  async orderBasics(
    input: OrderBasicsInput,
    customer: Pick<Customer, 'id' | 'firstName'> | null,
    email: string,
  ): Promise<Omit<OrderDraft, 'lines' | 'source' | 'actor'>> {
    const { shipping, billing } = await this.addresses(input, customer?.id ?? null);
    return {
      customer,
      email,
      name: customer?.firstName ?? shipping.firstName,
      shippingAddress: shipping,
      billingAddress: billing,
      shippingMethod: await ShippingService.of(this.ctx).findEnabled(input.shippingMethodId),
      paymentMethod: await PaymentMethodService.of(this.ctx).findEnabled(input.paymentMethodId),
      currency: input.currency,
      remark: input.remark,
    };
  }

  /** The shipping and billing snapshots: saved addresses must be the caller's own. */
  async addresses(input: CheckoutAddressesInput, customerId: number | null): Promise<{ shipping: OrderAddressSnapshot; billing: OrderAddressSnapshot }> {
    const shipping = await this.address(input.shippingAddressId, input.shippingAddress, customerId, 'shippingAddressId');
    const billing =
      input.billingSameAsShipping === false ? await this.address(input.billingAddressId, input.billingAddress, customerId, 'billingAddressId') : shipping;
    return { shipping, billing };
  }

  private async address(
    id: number | null | undefined,
    typed: AddressInput | null | undefined,
    customerId: number | null,
    field: string,
  ): Promise<OrderAddressSnapshot> {
    if (id != null) {
      const saved = customerId === null ? null : await this.em.findOne(Address, { id, customer: customerId });
      if (!saved) throw fieldError(field, ORDER_MESSAGES.address);
      return snapshotOf(saved);
    }
    if (!typed) throw fieldError(field, ORDER_MESSAGES.address);
    return snapshotOf(typed);
  }
}

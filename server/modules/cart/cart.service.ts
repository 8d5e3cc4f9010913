import { randomUUID } from 'node:crypto';
import { ForbiddenError, NotFoundError, UnauthenticatedError, fieldError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { run, type Statement } from '../../common/sql.js';
import {
  addToCart,
  claimGuestCart,
  createCart,
  deleteCart,
  guestCartById,
  memberCartOf,
  mergeCartLines,
  setCartCoupons,
  stockAvailability,
  type CartRef,
  type StockAvailability,
} from './cart.sql.js';
import { readSettingsGroup, useLanguage } from '../settings/index.js';
import { priceCartLines, priceLines, type PricedLine } from './cart-lines.js';
import { type PricedOrder, priceOrder } from '../pricing/index.js';
import { ThrottleService } from '../system/index.js';
import { COUPON_MESSAGES } from '../promotion/index.js';
import { CartItem } from './cart.entity.js';
import { CART_MESSAGES, type CartCouponInput, type AddCartItemInput, type CartView, type RemoveCartItemInput, type UpdateCartItemInput } from './cart.types.js';
import { sellingRule, sellingWarehouseIds } from '../warehouse/index.js';

/** Kept here too: other modules name the cart by this module's service. */
export type { CartRef };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The storefront cart (spec sections 4, 5, 8). It exists only when catalogue mode is off, member-only
 * mode lets the caller shop and some warehouse sells. A guest's cart is reachable by its id alone; a
 * member's cart by the member's token, and a guest cart whose id the member brings is merged into it
 * (the guest cart joins the member's cart on login). Quantities are checked against what the selling
 * warehouses hold; checkout checks again under row locks, since stock can go meanwhile.
 */
export class CartService extends Service {
  /** The signed-in member's cart, once read in this request. */
  private memberCart: CartRef | null = null;
  /**
   * The priced lines of a cart read in this request, until the cart changes (a cart add and the
   * checkout in one GraphQL document price the cart once). Every write below drops it.
   */
  private lines?: { cartId: string; lines: Promise<PricedLine[]> };

  /** POST /api/cart: the caller's cart (merged for a member); no row is made until something is added. */
  async open(cartId?: string | null, language?: string | null): Promise<CartView> {
    await this.prepare(language);
    return this.view(await this.current(cartId));
  }

  async add(input: AddCartItemInput, language?: string | null): Promise<CartView> {
    await this.prepare(language);
    const selling = await this.sellingWarehouses();
    let cart = await this.current(input.cartId);
    if (!cart) {
      // The first add makes the cart, but only for something that can be added (no empty carts).
      const [stock] = await run(this.em, stockAvailability, [selling, input.stockId]);
      this.assertCanAdd(stock, input.quantity);
      cart = await this.create();
    }
    const [result] = await run(this.em, addToCart, [selling, input.stockId, cart.id, input.quantity, input.quantity]);
    this.assertCanAdd(result, input.quantity);
    if (!result.added) throw fieldError('quantity', CART_MESSAGES.maximum);
    this.lines = undefined;
    return this.view(cart);
  }

  private assertCanAdd(stock: StockAvailability | undefined, quantity: number): void {
    if (!stock || !stock.sellable) throw fieldError('stockId', CART_MESSAGES.chooseOption);
    if (quantity > stock.available) throw fieldError('quantity', CART_MESSAGES.maximum);
  }

  private async sellingWarehouses(): Promise<string> {
    return `{${sellingWarehouseIds(await sellingRule(this.ctx)).join(',')}}`;
  }

  async update(input: UpdateCartItemInput, language?: string | null): Promise<CartView> {
    await this.prepare(language);
    const { cart, item } = await this.item(input.cartId, input.itemId);
    const [line] = await priceLines(this.ctx, [{ id: item.id, stockId: item.stock.id, quantity: input.quantity }]);
    if (!line || input.quantity > line.availableInventories) throw fieldError('quantity', CART_MESSAGES.maximum);
    item.quantity = input.quantity;
    await this.em.flush();
    this.lines = undefined;
    return this.view(cart);
  }

  async remove(input: RemoveCartItemInput, language?: string | null): Promise<CartView> {
    await this.prepare(language);
    const { cart, item } = await this.item(input.cartId, input.itemId);
    await this.em.remove(item).flush();
    this.lines = undefined;
    return this.view(cart);
  }

  /** The cart checkout works on (same rules as the cart page); null when there is none. */
  async forCheckout(cartId?: string | null): Promise<{ cart: CartRef | null; lines: PricedLine[] }> {
    await this.assertOpen();
    const cart = await this.current(cartId);
    return { cart, lines: cart ? await this.linesOf(cart) : [] };
  }

  /** The cart was emptied by the order just placed from it. */
  emptied(): void {
    this.lines = undefined;
  }

  private linesOf(cart: CartRef): Promise<PricedLine[]> {
    if (this.lines?.cartId !== cart.id) this.lines = { cartId: cart.id, lines: priceCartLines(this.ctx, cart.id) };
    return this.lines.lines;
  }

  /** The shop sells at all: catalogue mode off, member-only satisfied, a selling warehouse. */
  async assertOpen(): Promise<void> {
    const config = await readSettingsGroup(this.em, 'config');
    if (config.catalogMode) throw new ForbiddenError(CART_MESSAGES.catalogMode);
    if (config.memberOnly && this.ctx.principal?.kind !== 'customer') throw new UnauthenticatedError(CART_MESSAGES.membersOnly);
    const rule = await sellingRule(this.ctx);
    if (!sellingWarehouseIds(rule).length) throw new ForbiddenError(CART_MESSAGES.noWarehouse);
  }

  private async prepare(language?: string | null): Promise<void> {
    await useLanguage(this.ctx, language);
    await this.assertOpen();
  }

  private customerId(): number | null {
    return this.ctx.principal?.kind === 'customer' ? this.ctx.principal.id : null;
  }

  /**
   * The caller's cart: a member's own (with the brought guest cart merged in), or the guest cart by id.
   * Carts are read with plain statements (an id is all the service needs of one); a member's cart id is
   * kept for the rest of the request (a cart add and the checkout in one document read it once).
   */
  private async current(cartId?: string | null): Promise<CartRef | null> {
    const guestId = cartId && UUID.test(cartId) ? cartId : null;
    const customerId = this.customerId();
    const guestCart = guestId ? await this.cartOf(guestCartById, guestId) : null;
    if (customerId === null) return guestCart;
    this.memberCart ??= await this.cartOf(memberCartOf, customerId);
    const own = this.memberCart;
    if (!guestCart) return own;
    if (!own) {
      await run(this.em, claimGuestCart, [customerId, guestCart.id]);
      this.memberCart = guestCart;
      return guestCart;
    }
    await this.merge(guestCart, own);
    return own;
  }

  private async cartOf<Key extends string | number>(statement: Statement<[Key], CartRef>, key: Key): Promise<CartRef | null> {
    const [row] = await run(this.em, statement, [key]);
    return row ?? null;
  }

  /** Moves a guest cart's lines into the member's cart (quantities add up) and deletes the guest cart. */
  private async merge(from: CartRef, into: CartRef): Promise<void> {
    await this.em.transactional(async (em) => {
      await run(em, mergeCartLines, [into.id, from.id]);
      await run(em, deleteCart, [from.id]);
      // The guest's coupons come along (checked again whenever the cart is priced).
      const coupons = [...into.coupons, ...from.coupons.filter((c) => !into.coupons.some((x) => x.toLowerCase() === c.toLowerCase()))];
      if (coupons.length !== into.coupons.length) {
        await run(em, setCartCoupons, [JSON.stringify(coupons), into.id]);
        into.coupons = coupons;
      }
    });
    this.lines = undefined;
  }

  private async create(): Promise<CartRef> {
    const customerId = this.customerId();
    // A member's first add from two tabs at once makes one cart: the second gets the first's.
    const [row] = await run(this.em, createCart, [randomUUID(), customerId]);
    if (customerId !== null) this.memberCart = row;
    return row;
  }

  private async item(cartId: string | null | undefined, itemId: number): Promise<{ cart: CartRef; item: CartItem }> {
    const cart = await this.current(cartId);
    const item = cart ? await this.em.findOne(CartItem, { id: itemId, cart: cart.id }) : null;
    if (!cart || !item) throw new NotFoundError(CART_MESSAGES.missingItem);
    return { cart, item };
  }

  /** POST /api/cart/coupon: applies a code when it does something for this cart and combines with what applies already. */
  async applyCoupon(input: CartCouponInput, language?: string | null): Promise<CartView> {
    // Per client address (THROTTLE_COUPON), before any lookup: codes must not be guessable by trying.
    await ThrottleService.of(this.ctx).consumePerAddress('coupon');
    await this.prepare(language);
    const cart = await this.current(input.cartId);
    const code = input.code.trim();
    if (!cart) throw fieldError('code', COUPON_MESSAGES.invalid);
    if (cart.coupons.some((c) => c.toLowerCase() === code.toLowerCase())) return this.view(cart);
    const pricing = await this.price(cart, [...cart.coupons, code]);
    const lower = code.toLowerCase();
    if (!pricing.eligibleCoupons.some((c) => c.toLowerCase() === lower)) throw fieldError('code', COUPON_MESSAGES.invalid);
    if (pricing.conflict) throw fieldError('code', COUPON_MESSAGES.notCombinable);
    const stored = pricing.coupons.find((c) => c.toLowerCase() === lower);
    if (!stored) throw fieldError('code', COUPON_MESSAGES.invalid);
    cart.coupons = [...cart.coupons, stored];
    await run(this.em, setCartCoupons, [JSON.stringify(cart.coupons), cart.id]);
    return this.view(cart);
  }

  /** DELETE /api/cart/coupon: removes a code (case-insensitive); removing one that is not there changes nothing. */
  async removeCoupon(input: CartCouponInput, language?: string | null): Promise<CartView> {
    await this.prepare(language);
    const cart = await this.current(input.cartId);
    if (!cart) throw new NotFoundError(CART_MESSAGES.missingItem);
    const lower = input.code.trim().toLowerCase();
    cart.coupons = cart.coupons.filter((c) => c.toLowerCase() !== lower);
    await run(this.em, setCartCoupons, [JSON.stringify(cart.coupons), cart.id]);
    return this.view(cart);
  }

  private async price(cart: CartRef, coupons: readonly string[]): Promise<PricedOrder> {
    const customerId = this.customerId();
    return priceOrder(this.ctx, {
      channel: 'storefront',
      lines: await this.linesOf(cart),
      shippingMethod: null,
      country: null,
      customer: customerId === null ? null : { id: customerId },
      coupons,
    });
  }

  private async view(cart: CartRef | null): Promise<CartView> {
    const none = { subtotal: '0.00', discountTotal: '0.00', shippingFee: '0.00', pointsDiscount: '0.00', grandTotal: '0.00' };
    if (!cart) return { cartId: null, items: [], itemCount: 0, subtotal: '0.00', coupons: [], promotions: [], totals: none };
    const pricing = await this.price(cart, cart.coupons);
    return {
      cartId: cart.id,
      items: pricing.lines,
      itemCount: pricing.lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: pricing.subtotal,
      coupons: cart.coupons,
      promotions: pricing.promotions,
      totals: {
        subtotal: pricing.subtotal,
        discountTotal: pricing.discountTotal,
        shippingFee: pricing.shippingFee,
        pointsDiscount: pricing.pointsDiscount,
        grandTotal: pricing.grandTotal,
      },
    };
  }
}

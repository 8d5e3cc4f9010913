import { randomUUID } from 'node:crypto';
import { ForbiddenError, NotFoundError, UnauthenticatedError, fieldError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { useLanguage } from '../../common/translations.js';
import { sellingRule, sellsFrom } from '../product/helpers/selling.js';
import { readSettingsGroup } from '../settings/settings.store.js';
import { priceCartLines, priceLines, subtotalOf, type PricedLine } from './cart-lines.js';
import { CartItem } from './cart.entity.js';
import { CART_MESSAGES, type AddCartItemInput, type CartView, type RemoveCartItemInput, type UpdateCartItemInput } from './cart.types.js';

/** A cart as the service handles it: its id is all it needs (lines are read with their stocks). */
export interface CartRef {
  id: string;
}

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

  /** POST /api/cart: the caller's cart (merged for a member); no row is made until something is added. */
  async open(cartId?: string | null, language?: string | null): Promise<CartView> {
    await this.prepare(language);
    return this.view(await this.current(cartId));
  }

  async add(input: AddCartItemInput, language?: string | null): Promise<CartView> {
    await this.prepare(language);
    const [line] = await priceLines(this.ctx, [{ id: 0, stockId: input.stockId, quantity: input.quantity }]);
    if (!line || !line.sellable) throw fieldError('stockId', CART_MESSAGES.chooseOption);
    if (input.quantity > line.availableInventories) throw fieldError('quantity', CART_MESSAGES.maximum);
    const cart = (await this.current(input.cartId)) ?? (await this.create());
    // One statement adds to the line or makes it, within what can be bought: two quick clicks add up
    // instead of failing on the unique line per stock, and no row comes back when the sum is too much.
    const added: unknown[] = await this.em.execute(
      `insert into cart_item (cart_id, stock_id, quantity, created_at, updated_at) values (?, ?, ?, now(), now())
       on conflict (cart_id, stock_id) do update set quantity = cart_item.quantity + excluded.quantity, updated_at = now()
       where cart_item.quantity + excluded.quantity <= ? returning id`,
      [cart.id, input.stockId, input.quantity, line.availableInventories],
    );
    if (!added.length) throw fieldError('quantity', CART_MESSAGES.maximum);
    return this.view(cart);
  }

  async update(input: UpdateCartItemInput, language?: string | null): Promise<CartView> {
    await this.prepare(language);
    const { cart, item } = await this.item(input.cartId, input.itemId);
    const [line] = await priceLines(this.ctx, [{ id: item.id, stockId: item.stock.id, quantity: input.quantity }]);
    if (!line || input.quantity > line.availableInventories) throw fieldError('quantity', CART_MESSAGES.maximum);
    item.quantity = input.quantity;
    await this.em.flush();
    return this.view(cart);
  }

  async remove(input: RemoveCartItemInput, language?: string | null): Promise<CartView> {
    await this.prepare(language);
    const { cart, item } = await this.item(input.cartId, input.itemId);
    await this.em.remove(item).flush();
    return this.view(cart);
  }

  /** The cart checkout works on (same rules as the cart page); null when there is none. */
  async forCheckout(cartId?: string | null): Promise<{ cart: CartRef | null; lines: PricedLine[] }> {
    await this.assertOpen();
    const cart = await this.current(cartId);
    return { cart, lines: cart ? await priceCartLines(this.ctx, cart.id) : [] };
  }

  /** The shop sells at all: catalogue mode off, member-only satisfied, a selling warehouse. */
  async assertOpen(): Promise<void> {
    const config = await readSettingsGroup(this.em, 'config');
    if (config.catalogMode) throw new ForbiddenError(CART_MESSAGES.catalogMode);
    if (config.memberOnly && this.ctx.principal?.kind !== 'customer') throw new UnauthenticatedError(CART_MESSAGES.membersOnly);
    const rule = await sellingRule(this.ctx);
    if (![...rule.warehouses.keys()].some((id) => sellsFrom(rule, id))) throw new ForbiddenError(CART_MESSAGES.noWarehouse);
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
    const guestCart = guestId ? await this.cartWhere('id = ? and customer_id is null', guestId) : null;
    if (customerId === null) return guestCart;
    this.memberCart ??= await this.cartWhere('customer_id = ?', customerId);
    const own = this.memberCart;
    if (!guestCart) return own;
    if (!own) {
      await this.em.execute('update cart set customer_id = ?, updated_at = now() where id = ? and customer_id is null', [customerId, guestCart.id]);
      this.memberCart = guestCart;
      return guestCart;
    }
    await this.merge(guestCart, own);
    return own;
  }

  private async cartWhere(condition: string, value: string | number): Promise<CartRef | null> {
    const [row]: CartRef[] = await this.em.execute(`select id from cart where ${condition}`, [value]);
    return row ?? null;
  }

  /** Moves a guest cart's lines into the member's cart (quantities add up) and deletes the guest cart. */
  private async merge(from: CartRef, into: CartRef): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.execute(
        `insert into cart_item (cart_id, stock_id, quantity, created_at, updated_at)
         select ?, stock_id, quantity, now(), now() from cart_item where cart_id = ?
         on conflict (cart_id, stock_id) do update set quantity = cart_item.quantity + excluded.quantity, updated_at = now()`,
        [into.id, from.id],
      );
      await em.execute('delete from cart where id = ?', [from.id]);
    });
  }

  private async create(): Promise<CartRef> {
    const customerId = this.customerId();
    // A member's first add from two tabs at once makes one cart: the second gets the first's.
    const [row]: CartRef[] = await this.em.execute(
      `insert into cart (id, customer_id, created_at, updated_at) values (?, ?, now(), now())
       on conflict (customer_id) do update set updated_at = now() returning id`,
      [randomUUID(), customerId],
    );
    if (customerId !== null) this.memberCart = row;
    return row;
  }

  private async item(cartId: string | null | undefined, itemId: number): Promise<{ cart: CartRef; item: CartItem }> {
    const cart = await this.current(cartId);
    const item = cart ? await this.em.findOne(CartItem, { id: itemId, cart: cart.id }) : null;
    if (!cart || !item) throw new NotFoundError(CART_MESSAGES.missingItem);
    return { cart, item };
  }

  private async view(cart: CartRef | null): Promise<CartView> {
    if (!cart) return { cartId: null, items: [], itemCount: 0, subtotal: '0.00' };
    const lines = await priceCartLines(this.ctx, cart.id);
    return {
      cartId: cart.id,
      items: lines,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: subtotalOf(lines),
    };
  }
}

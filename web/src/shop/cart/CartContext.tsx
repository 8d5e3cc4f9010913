import type { ApolloClient } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { createContext, lazy, startTransition, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { COOKIE, SESSION_COOKIE_DAYS, getCookie, setCookie } from '../../app/cookies';
import { FirstRenderContext } from '../../app/server-render';
import {
  AddCartItemDocument,
  ApplyCartCouponDocument,
  OpenCartDocument,
  RemoveCartCouponDocument,
  RemoveCartItemDocument,
  UpdateCartItemDocument,
  type CartFieldsFragment,
} from '../../graphql/shop/graphql';
import { hasErrorCode, toLocalizedFormErrors } from '../../ui/errors';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { useShopperToken } from '../auth/shopper-session';
import { useShopSettings } from '../settings/ShopSettings';
import type { CartNotice } from './CartNotices';

// The dialog and snackbar load when there is a first notice: they keep the first page load small.
const CartNotices = lazy(() => import('./CartNotices').then((module) => ({ default: module.CartNotices })));

export type Cart = CartFieldsFragment;
export type CartItem = Cart['items'][number];

/** Spec section 9: a changed cart line stays highlighted this long. */
export const CART_HIGHLIGHT_MS = 1800;

interface CartState {
  /** The shopper may have a cart (spec section 4); the cart UI is hidden otherwise. */
  available: boolean;
  /** The cart once opened (an empty one for a visitor without a cart_id). */
  cart: Cart | undefined;
  /** Stock ids or item ids whose line changed less than 1.8 s ago. */
  changed: ReadonlySet<number>;
  /**
   * Each resolves true on success; a failure is shown in the 'Tip: Shopping Cart' dialog, and also given
   * to `onFailure` (an agent's tool answers it: web/src/shop/agents).
   */
  add: (stockId: number, quantity: number, onFailure?: FailureReport) => Promise<boolean>;
  update: (itemId: number, quantity: number, onFailure?: FailureReport) => Promise<boolean>;
  remove: (itemId: number, onFailure?: FailureReport) => Promise<boolean>;
  /** The cart as the last answer left it, before React renders it (what an agent's tool reads after a change). */
  latest: () => Cart | undefined;
  /** Applies a coupon code: null on success, else the server's message (e.g. 'Your coupon code is invalid'). */
  applyCoupon: (code: string) => Promise<string | null>;
  removeCoupon: (code: string) => Promise<void>;
  /** Shows a cart failure (a client-side quantity check) the way server failures are shown. */
  fail: (message: string) => void;
  /** Opens the cart again (after checkout emptied it, or a 409 at checkout). */
  reload: () => Promise<void>;
}

type FailureReport = (message: string) => void;

const CartContext = createContext<CartState | null>(null);

export function useCart(): CartState {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside <CartProvider>');
  return value;
}

/** Whether the shop settings allow a cart for this shopper: catalogue mode off, member-only satisfied. */
export function useCartAllowed(): boolean {
  const { config } = useShopSettings();
  const token = useShopperToken();
  return Boolean(config) && !config?.catalogMode && (!config?.memberOnly || Boolean(token));
}

const EMPTY_CART: Cart = {
  cartId: null,
  itemCount: 0,
  subtotal: '0.00',
  items: [],
  coupons: [],
  promotions: [],
  totals: { subtotal: '0.00', discountTotal: '0.00', grandTotal: '0.00' },
};

/**
 * The cart for the server's render of a page (entry-server.tsx), opened as the provider below opens it:
 * the cart and checkout pages come with their lines instead of a spinner, and a page made with a
 * visitor's cart is theirs alone (server/ssr/shop-renderer.ts answers it `private`). Without a cart_id
 * or a session, the empty cart, without asking. Undefined when the shop refuses a cart (no warehouse
 * sells) or the answer failed: the browser asks, as before.
 */
export async function openCartForFirstRender(
  client: ApolloClient,
  { cartId, signedIn, language }: { cartId: string | null; signedIn: boolean; language: string | undefined },
): Promise<Cart | undefined> {
  if (!cartId && !signedIn) return EMPTY_CART;
  // Not kept in the cache: the page's state carries it once, as the provider's first cart.
  const answer = await client
    .mutate({ mutation: OpenCartDocument, variables: { cartId, language: language ?? null }, fetchPolicy: 'no-cache' })
    .catch(() => undefined);
  return answer?.data?.openCart;
}

/** The server's message for a refused cart operation (a field message first: quantity, stock). */
function failureMessage(intl: IntlShape, error: unknown): string {
  const { fields, form } = toLocalizedFormErrors(intl, error);
  return Object.values(fields)[0] ?? form ?? '';
}

/**
 * The shopper's cart (spec sections 4, 8, 9): kept by the `cart_id` cookie, opened on load and again
 * whenever the session changes (a login merges the guest cart into the member's on the server; logout
 * has already cleared cart_id). A visitor without a cart_id has an empty cart and costs no request. A
 * shop without a warehouse to sell from refuses the cart (on open, or on a visitor's first add): it is
 * then hidden like in catalogue mode.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { language } = useShopSettings();
  const token = useShopperToken();
  const allowed = useCartAllowed();
  // The cart the server rendered the page with (the visitor's on the cart pages, else the empty cart): the page hydrates with it.
  const rendered = useContext(FirstRenderContext)?.cart;
  const [cart, setCart] = useState<Cart | undefined>(rendered);
  const [refused, setRefused] = useState(false);
  const [changed, setChanged] = useState<ReadonlySet<number>>(() => new Set());
  const [notice, setNotice] = useState<CartNotice | null>(null);
  const noticesMounted = useOpenedOnce(Boolean(notice));
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const latestCart = useRef<Cart | undefined>(rendered);
  // ... and is not asked for again right after hydration when it is the cart this browser holds (a copy of
  // the empty cart's page from a cache that ignored the cookies is not: then the browser asks, as before).
  const openedByServer = useRef(Boolean(rendered) && (rendered?.cartId ?? null) === (getCookie(COOKIE.cartId) || null));
  const [openCart] = useMutation(OpenCartDocument);
  const [addItem] = useMutation(AddCartItemDocument);
  const [updateItem] = useMutation(UpdateCartItemDocument);
  const [removeItem] = useMutation(RemoveCartItemDocument);
  const [applyCouponMutation] = useMutation(ApplyCartCouponDocument);
  const [removeCouponMutation] = useMutation(RemoveCartCouponDocument);
  const languageVariable = language ?? null;

  const keep = useCallback((next: Cart) => {
    if (next.cartId) setCookie(COOKIE.cartId, next.cartId, SESSION_COOKIE_DAYS);
    latestCart.current = next;
    setCart(next);
  }, []);

  const highlight = useCallback((itemId: number) => {
    const running = timers.current.get(itemId);
    if (running) clearTimeout(running);
    setChanged((current) => new Set(current).add(itemId));
    timers.current.set(
      itemId,
      setTimeout(() => {
        timers.current.delete(itemId);
        setChanged((current) => {
          const next = new Set(current);
          next.delete(itemId);
          return next;
        });
      }, CART_HIGHLIGHT_MS),
    );
  }, []);

  useEffect(() => {
    const running = timers.current;
    return () => running.forEach((timer) => clearTimeout(timer));
  }, []);

  const fail = useCallback((message: string) => setNotice({ kind: 'error', message: message || intl.formatMessage({ id: 'shop.cart.failed' }) }), [intl]);
  const report = useCallback(
    (message: string, onFailure?: FailureReport) => {
      fail(message);
      onFailure?.(message || intl.formatMessage({ id: 'shop.cart.failed' }));
    },
    [fail, intl],
  );
  const latest = useCallback(() => latestCart.current, []);

  const reload = useCallback(async () => {
    const cartId = getCookie(COOKIE.cartId) || null;
    // A visitor without a cart_id has an empty cart: no need to ask.
    if (!cartId && !token) {
      keep(EMPTY_CART);
      return;
    }
    try {
      const { data } = await openCart({ variables: { cartId, language: languageVariable } });
      if (data) keep(data.openCart);
      setRefused(false);
    } catch (error) {
      // No warehouse sells (FORBIDDEN): the shop has no cart at all.
      if (hasErrorCode(error, 'FORBIDDEN')) setRefused(true);
      keep(EMPTY_CART);
    }
  }, [openCart, keep, token, languageVariable]);

  // The cart is personal: a page another visitor may get has none, so it fills in after hydration. As a
  // transition, so that the parts it changes (the header's count, a product's cart form) are hydrated in
  // small steps like the rest, not in one blocking render (issue 42).
  useEffect(() => {
    if (openedByServer.current) {
      openedByServer.current = false;
      return;
    }
    startTransition(() => {
      if (allowed) void reload();
      else setCart(undefined);
    });
  }, [allowed, reload]);

  const add = useCallback(
    async (stockId: number, quantity: number, onFailure?: FailureReport) => {
      try {
        const { data } = await addItem({ variables: { input: { cartId: getCookie(COOKIE.cartId) || null, stockId, quantity }, language: languageVariable } });
        if (!data) return false;
        keep(data.addCartItem);
        const line = data.addCartItem.items.find((item) => item.stockId === stockId);
        if (line) highlight(line.id);
        setNotice({ kind: 'added' });
        return true;
      } catch (error) {
        report(failureMessage(intl, error), onFailure);
        // No warehouse sells (a visitor without a cart_id learns it here): the cart UI goes away.
        if (hasErrorCode(error, 'FORBIDDEN')) setRefused(true);
        return false;
      }
    },
    [addItem, keep, highlight, report, intl, languageVariable],
  );

  const update = useCallback(
    async (itemId: number, quantity: number, onFailure?: FailureReport) => {
      try {
        const { data } = await updateItem({ variables: { input: { cartId: getCookie(COOKIE.cartId) || null, itemId, quantity }, language: languageVariable } });
        if (!data) return false;
        keep(data.updateCartItem);
        highlight(itemId);
        return true;
      } catch (error) {
        report(failureMessage(intl, error), onFailure);
        return false;
      }
    },
    [updateItem, keep, highlight, report, intl, languageVariable],
  );

  const remove = useCallback(
    async (itemId: number, onFailure?: FailureReport) => {
      try {
        const { data } = await removeItem({ variables: { input: { cartId: getCookie(COOKIE.cartId) || null, itemId }, language: languageVariable } });
        if (!data) return false;
        keep(data.removeCartItem);
        return true;
      } catch (error) {
        report(failureMessage(intl, error), onFailure);
        return false;
      }
    },
    [removeItem, keep, report, intl, languageVariable],
  );

  const applyCoupon = useCallback(
    async (code: string) => {
      try {
        const { data } = await applyCouponMutation({ variables: { input: { cartId: getCookie(COOKIE.cartId) || null, code }, language: languageVariable } });
        if (data) keep(data.applyCartCoupon);
        return null;
      } catch (error) {
        return failureMessage(intl, error) || intl.formatMessage({ id: 'shop.cart.failed' });
      }
    },
    [applyCouponMutation, keep, languageVariable, intl],
  );

  const removeCoupon = useCallback(
    async (code: string) => {
      try {
        const { data } = await removeCouponMutation({ variables: { input: { cartId: getCookie(COOKIE.cartId) || null, code }, language: languageVariable } });
        if (data) keep(data.removeCartCoupon);
      } catch (error) {
        fail(failureMessage(intl, error));
      }
    },
    [removeCouponMutation, keep, fail, intl, languageVariable],
  );

  const available = allowed && !refused;
  const value = useMemo<CartState>(
    () => ({ available, cart: available ? cart : undefined, changed, add, update, remove, latest, applyCoupon, removeCoupon, fail, reload }),
    [available, cart, changed, add, update, remove, latest, applyCoupon, removeCoupon, fail, reload],
  );
  return (
    <CartContext.Provider value={value}>
      {children}
      {noticesMounted ? (
        <Suspense fallback={null}>
          <CartNotices notice={notice} onClose={() => setNotice(null)} />
        </Suspense>
      ) : null}
    </CartContext.Provider>
  );
}

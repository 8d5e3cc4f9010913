/**
 * The little of Stripe.js the card page uses. Stripe.js is loaded from the configured address
 * (STRIPE_JS_URL, public config `stripeJsUrl`) with a script tag, as Stripe requires, rather than
 * bundled: the tests serve a stand-in script there.
 */
import { currencyDigits, formatMoney } from '../../ui/money';
export interface StripeCardElement {
  mount: (target: HTMLElement | string) => void;
  destroy?: () => void;
  on?: (event: string, handler: (event: { error?: { message?: string } }) => void) => void;
}

export interface StripeConfirmResult {
  error?: { message?: string };
  paymentIntent?: { id?: string; status?: string };
}

export interface StripeInstance {
  elements: () => { create: (type: 'card', options?: Record<string, unknown>) => StripeCardElement };
  confirmCardPayment: (clientSecret: string, data: { payment_method: { card: StripeCardElement } }) => Promise<StripeConfirmResult>;
}

export type StripeFactory = (publishableKey: string) => StripeInstance;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

let loading: { url: string; script: HTMLScriptElement; promise: Promise<StripeFactory> } | undefined;

/** Stripe.js from `url` (once per page); resolves to window.Stripe. */
export function loadStripeJs(url: string): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  // A script tag taken out of the page before it loaded never will: load again.
  if (loading?.url === url && loading.script.isConnected) return loading.promise;
  const script = document.createElement('script');
  const promise = new Promise<StripeFactory>((resolve, reject) => {
    script.src = url;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load')));
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error('Stripe.js did not load'));
    };
    document.head.appendChild(script);
  });
  loading = { url, script, promise };
  return promise;
}

/** Minor units as the shopper reads them (2 decimals for most currencies, none for JPY...), by ui/money.ts. */
export function formatMinorUnits(amount: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  const units = String(Math.abs(Math.trunc(amount))).padStart(digits + 1, '0');
  const major = digits ? `${units.slice(0, -digits)}.${units.slice(-digits)}` : units;
  return formatMoney(locale, amount < 0 ? `-${major}` : major, { identifier: currency });
}

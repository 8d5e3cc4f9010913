import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppRuntime } from '../../common/context.js';

/**
 * Signed unsubscribe links: the signature is an HMAC of the address with the server's token secret, so
 * only a link the shop mailed can unsubscribe somebody; guessing addresses gets nowhere.
 */
export function unsubscribeSignature(secret: Uint8Array, email: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${email.trim().toLowerCase()}`).digest('base64url');
}

export function verifyUnsubscribeSignature(secret: Uint8Array, email: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The storefront page that unsubscribes `email` in one step, for the footer of every mail to a customer;
 * `language` (a content language) makes the page answer in the shopper's language.
 */
export function unsubscribeUrl(runtime: Pick<AppRuntime, 'config' | 'tokenSecret'>, email: string, language?: string | null): string {
  const url = new URL('/unsubscribe', runtime.config.publicUrl);
  url.searchParams.set('email', email.trim().toLowerCase());
  url.searchParams.set('signature', unsubscribeSignature(runtime.tokenSecret, email));
  if (language) url.searchParams.set('language', language);
  return url.toString();
}

/** The API address mail programs POST to for RFC 8058 one-click unsubscribe (header List-Unsubscribe). */
export function oneClickUnsubscribeUrl(runtime: Pick<AppRuntime, 'config' | 'tokenSecret'>, email: string): string {
  const address = email.trim().toLowerCase();
  const url = new URL(`/api/unsubscribe/${encodeURIComponent(address)}`, runtime.config.publicUrl);
  url.searchParams.set('signature', unsubscribeSignature(runtime.tokenSecret, address));
  return url.toString();
}

/** Double opt-in: the signature of a newsletter confirmation link (another purpose than unsubscribing). */
export function subscribeSignature(secret: Uint8Array, email: string): string {
  return createHmac('sha256', secret).update(`subscribe:${email.trim().toLowerCase()}`).digest('base64url');
}

export function verifySubscribeSignature(secret: Uint8Array, email: string, signature: string): boolean {
  const expected = Buffer.from(subscribeSignature(secret, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The storefront page that confirms a newsletter sign-up (the link of the confirmation mail). */
export function confirmSubscriptionUrl(runtime: Pick<AppRuntime, 'config' | 'tokenSecret'>, email: string, language?: string | null, source?: string): string {
  const url = new URL('/newsletter/confirm', runtime.config.publicUrl);
  url.searchParams.set('email', email.trim().toLowerCase());
  url.searchParams.set('signature', subscribeSignature(runtime.tokenSecret, email));
  if (language) url.searchParams.set('language', language);
  if (source) url.searchParams.set('source', source);
  return url.toString();
}

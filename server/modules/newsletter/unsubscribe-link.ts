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

/** The storefront page that unsubscribes `email`, for the footer of every mail to a customer. */
export function unsubscribeUrl(runtime: AppRuntime, email: string): string {
  const url = new URL('/unsubscribe', runtime.config.publicUrl);
  url.searchParams.set('email', email.trim().toLowerCase());
  url.searchParams.set('signature', unsubscribeSignature(runtime.tokenSecret, email));
  return url.toString();
}

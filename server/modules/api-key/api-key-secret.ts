import { createHash, randomBytes } from 'node:crypto';

/** Recognisable in logs and secret scanners; followed by 32 random bytes (base64url, 43 characters). */
export const API_KEY_PREFIX = 'shpk_';

export function newApiKeySecret(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A secret as sent by a caller: only the key's shape, never more than a sane length. */
export function looksLikeApiKey(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX) && value.length <= 200;
}

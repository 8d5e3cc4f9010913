import { createPrivateKey, createPublicKey, hkdfSync, type JsonWebKey } from 'node:crypto';

/** PKCS #8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410): the fixed prefix, then the seed. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

function derive(secret: Uint8Array, purpose: string, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `shop oauth ${purpose}`, length));
}

export interface ProviderKeys {
  /** The authorization server's signing key set (private: handed to oidc-provider, which publishes only the public half at /oauth/jwks). */
  jwks: { keys: JsonWebKey[] };
  /** Keys of oidc-provider's signed cookies (its sign-in session and interaction). */
  cookieKeys: string[];
  /** Key of the sign-in and consent forms' CSRF tokens (interaction-pages.ts). */
  formKey: Buffer;
}

/**
 * The authorization server's keys, derived from the shop's token secret (TOKEN_SECRET, or the one
 * generated once and kept in the database): every instance derives the same ones, a restart keeps
 * them, and nothing is stored. An Ed25519 key signs (EdDSA; ID tokens only: access tokens are opaque);
 * changing the token secret rotates them with every session token.
 */
export function providerKeys(tokenSecret: Uint8Array): ProviderKeys {
  const seed = derive(tokenSecret, 'signing key', 32);
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const kid = derive(Buffer.from(String(publicJwk.x)), 'key id', 12).toString('base64url');
  const jwk: JsonWebKey = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'EdDSA', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    cookieKeys: [derive(tokenSecret, 'cookie key', 32).toString('base64url')],
    formKey: derive(tokenSecret, 'form key', 32),
  };
}

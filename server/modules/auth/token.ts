import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';

/** The two audiences: a shopper token is refused where an admin token is needed, and the reverse. */
export type Audience = 'shopper' | 'admin';

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export interface TokenClaims {
  subjectId: number;
  /** The account's session version when the token was issued (common/sessions.ts); 0 for older tokens. */
  sessionVersion: number;
  audience: Audience;
  jti: string;
  expiresAt: Date;
}

const ISSUER = 'shop';

export async function issueToken(secret: Uint8Array, audience: Audience, subjectId: number, lifetimeMinutes: number, sessionVersion = 0): Promise<IssuedToken> {
  const jti = randomUUID();
  // Whole seconds: JWT expiry has second precision, and expired_at must match it exactly.
  const expiresAt = new Date(Math.floor(Date.now() / 1000 + lifetimeMinutes * 60) * 1000);
  const token = await new SignJWT({ sv: sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setSubject(String(subjectId))
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { token, jti, expiresAt };
}

export class TokenRejected extends Error {
  constructor(public readonly expired: boolean) {
    super(expired ? 'Login expired' : 'Unauthenticated');
  }
}

/** Tokens whose signature was checked, per secret: a token's claims never change, only whether it has expired. */
const verified = new WeakMap<Uint8Array, Map<string, TokenClaims>>();
const VERIFIED_MAX = 5000;

/**
 * Checks signature, issuer and expiry; the caller checks revocation and the account. A token seen before
 * with this secret is not verified again (an HMAC per request, a tenth of a small request's time): its
 * claims are remembered, and its expiry is checked again on each use, as jose does (to the second).
 */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims> {
  let known = verified.get(secret);
  const remembered = known?.get(token);
  if (remembered) {
    if (remembered.expiresAt.getTime() / 1000 <= Math.floor(Date.now() / 1000)) throw new TokenRejected(true);
    return remembered;
  }
  const claims = await checkToken(secret, token);
  if (!known) verified.set(secret, (known = new Map()));
  // Oldest first out (insertion order), so that a flood of distinct valid tokens cannot grow it.
  if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value!);
  known.set(token, claims);
  return claims;
}

async function checkToken(secret: Uint8Array, token: string): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const audience = payload.aud;
    const subjectId = Number(payload.sub);
    const sessionVersion = payload.sv ?? 0;
    if ((audience !== 'shopper' && audience !== 'admin') || !Number.isInteger(subjectId) || !Number.isInteger(sessionVersion) || !payload.jti || !payload.exp) {
      throw new TokenRejected(false);
    }
    return { subjectId, audience, sessionVersion: sessionVersion as number, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch (error) {
    if (error instanceof TokenRejected) throw error;
    throw new TokenRejected(error instanceof errors.JWTExpired);
  }
}

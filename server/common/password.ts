import argon2 from 'argon2';
import { fieldError } from './errors.js';

/**
 * argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes, 1 lane): strong against offline
 * guessing while a 2-core server still signs in dozens of people a second. The parameters are stored in
 * each hash, so raising them later keeps old hashes verifiable.
 */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** Spends the same time as a real check, so that an unknown e-mail cannot be told from a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, plain);
}

export const CURRENT_PASSWORD_INCORRECT = 'The current password is incorrect';

/**
 * A change of e-mail or password on one's own account needs the current password, so that a session
 * left open (or a stolen token) can not take the account over. 422 on `currentPassword` when it is wrong
 * or missing; an account that never had a password (social login) has none to give.
 */
export async function assertCurrentPassword(hash: string | null | undefined, given: string | null | undefined): Promise<void> {
  if (!hash) return;
  if (!given || !(await verifyPassword(hash, given))) throw fieldError('currentPassword', CURRENT_PASSWORD_INCORRECT);
}

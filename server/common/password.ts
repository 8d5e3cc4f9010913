import argon2 from 'argon2';

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

import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { run } from '../../common/sql.js';
import { AppSecret } from './system.entities.js';
import { insertSecretIfAbsent } from './system.sql.js';

/**
 * A secret from the environment, or else one generated on first start and kept in the database, so
 * that every server instance on the same database shares it (and the embedded mode keeps it in DATA_DIR,
 * where its database lives).
 */
export async function loadSecret(em: EntityManager, name: string, fromEnvironment: string): Promise<Uint8Array> {
  if (fromEnvironment) return new TextEncoder().encode(fromEnvironment);
  const generated = randomBytes(48).toString('base64url');
  // Insert-if-absent, then read: two instances starting together agree on one value.
  await run(em, insertSecretIfAbsent, [name, generated]);
  const stored = await em.findOneOrFail(AppSecret, { name });
  return new TextEncoder().encode(stored.value);
}

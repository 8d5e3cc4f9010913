import type { EntityManager } from '@mikro-orm/postgresql';

/** Carries what was read inside a transaction out of it while rolling it back. */
class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back on purpose');
  }
}

/**
 * Runs `work` in a transaction of its own and rolls it back, answering what `work` answered: a test
 * writes (a migration's statements, rows emptied) and reads the result without changing the worker's
 * database for the files after it.
 */
export async function readThenRollBack<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  try {
    await em.fork().transactional(async (tx) => {
      throw new RolledBack(await work(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
  throw new Error('the transaction was not rolled back');
}

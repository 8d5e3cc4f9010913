import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec section 8: a script chunk that has not loaded after 120 seconds counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('Chunk load timed out');
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** React.lazy with the chunk load timeout. */
export function lazyWithTimeout<T extends ComponentType<object>>(
  load: () => Promise<{ default: T }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<T> {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
}

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

/** A route's page, loaded as its own chunk, that can also be loaded ahead of its first render. */
export type LazyRoute<T extends ComponentType<object>> = LazyExoticComponent<T> & { preload: () => Promise<void> };

/**
 * React.lazy with the chunk load timeout, and `preload()`: once the chunk is loaded (preloaded before
 * hydrateRoot, web/src/main.tsx, or on the server), the page renders at once instead of suspending, so
 * the browser hydrates the server's HTML of the page as it is instead of showing the fallback.
 */
export function lazyRoute<T extends ComponentType<object>>(load: () => Promise<{ default: T }>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): LazyRoute<T> {
  return lazyPart(load, false, timeoutMs);
}

/**
 * Parts of the shared layout loaded as chunks of their own (the header's search box, the footer's
 * newsletter box, ...) that the server's HTML contains: loaded before hydrateRoot (preloadFirstScreen).
 */
const firstScreenParts: (() => Promise<void>)[] = [];

/** A lazily loaded part of the first screen (see firstScreenParts). */
export function lazyFirstScreen<T extends ComponentType<object>>(load: () => Promise<{ default: T }>): LazyRoute<T> {
  return lazyPart(load, true, CHUNK_LOAD_TIMEOUT_MS);
}

/** Loads every part of the first screen (the route's page is preloaded by the area, e.g. shop/ShopApp.tsx). */
export function preloadFirstScreen(): Promise<void> {
  return Promise.all(firstScreenParts.map((preload) => preload())).then(() => undefined);
}

function lazyPart<T extends ComponentType<object>>(load: () => Promise<{ default: T }>, firstScreen: boolean, timeoutMs: number): LazyRoute<T> {
  let module: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const fetchModule = () =>
    (loading ??= new Promise<{ default: T }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
      load().then(
        (loaded) => {
          clearTimeout(timer);
          module = loaded;
          resolve(loaded);
        },
        (error: unknown) => {
          clearTimeout(timer);
          loading = undefined;
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }));
  // A loaded module is handed over by a thenable that answers at once: React.lazy then renders it without suspending.
  const component = lazy(() =>
    module ? ({ then: (resolve: (value: { default: T }) => void) => resolve(module!) } as Promise<{ default: T }>) : fetchModule(),
  );
  const preload = () => fetchModule().then(() => undefined);
  if (firstScreen) firstScreenParts.push(preload);
  return Object.assign(component, { preload });
}

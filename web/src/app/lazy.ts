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

/**
 * A route's page, loaded as its own chunk, that can also be loaded ahead of its first render. `source` is
 * its module's path in the web app (`src/shop/product/ProductPage.tsx`, the key of the build's manifest),
 * given by the build (web/vite.config.ts, lazyModuleSources): the server names the chunks of a page's
 * first screen in the page by it (server/ssr/chunk-preloads.ts). Undefined where no build ran (jest).
 */
export type LazyRoute<T extends ComponentType<object>> = LazyExoticComponent<T> & { preload: () => Promise<void>; source?: string };

/**
 * React.lazy with the chunk load timeout, and `preload()`: once the chunk is loaded (preloaded before
 * hydrateRoot, web/src/app/start.tsx, or on the server), the page renders at once instead of suspending, so
 * the browser hydrates the server's HTML of the page as it is instead of showing the fallback.
 */
export function lazyRoute<T extends ComponentType<object>>(load: () => Promise<{ default: T }>, source?: string): LazyRoute<T> {
  return lazyPart(load, false, source);
}

/**
 * Parts of the shared layout loaded as chunks of their own (the header's search box, the footer's
 * newsletter box, ...) that the server's HTML contains: loaded before hydrateRoot (preloadFirstScreen).
 */
const firstScreenParts: LazyRoute<ComponentType<object>>[] = [];

/** A lazily loaded part of the first screen (see firstScreenParts; `source` as for lazyRoute). */
export function lazyFirstScreen<T extends ComponentType<object>>(load: () => Promise<{ default: T }>, source?: string): LazyRoute<T> {
  return lazyPart(load, true, source);
}

/** Loads every part of the first screen (the route's page is preloaded by the area, e.g. shop/ShopApp.tsx). */
export function preloadFirstScreen(): Promise<void> {
  return Promise.all(firstScreenParts.map((part) => part.preload())).then(() => undefined);
}

/** The modules of the first screen's parts (their `source`), as preloadFirstScreen loads them. */
export function firstScreenSources(): string[] {
  return firstScreenParts.flatMap((part) => (part.source ? [part.source] : []));
}

function lazyPart<T extends ComponentType<object>>(load: () => Promise<{ default: T }>, firstScreen: boolean, source: string | undefined): LazyRoute<T> {
  let module: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const fetchModule = () =>
    (loading ??= new Promise<{ default: T }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), CHUNK_LOAD_TIMEOUT_MS);
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
  const part = Object.assign(component, { preload: () => fetchModule().then(() => undefined), source });
  if (firstScreen) firstScreenParts.push(part as unknown as LazyRoute<ComponentType<object>>);
  return part;
}

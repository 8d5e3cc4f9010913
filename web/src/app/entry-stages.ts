/**
 * The browser's entry runs the app's modules in stages, each in a task of its own (issue 42). Run at once,
 * the modules a page hydrates with (React DOM, Apollo Client, MUI with emotion, the app) were one task of a
 * quarter of a second on a phone, all of it counted as blocking time; between the stages the browser
 * can answer a tap and paint (measured at a quarter of the CPU's speed, loads of both builds interleaved:
 * total blocking time of a product page 476-1,003 -> 341-411 ms, of a category page 591-833 -> 284-560 ms).
 * The server names every stage's chunks in the page, after the first screen (server/ssr/chunk-preloads.ts,
 * through entryStageSources in entry-server.tsx), so they are all fetched at once, as the entry's own
 * static imports were, not one stage after another. A stage's module that the app also imports (React
 * DOM, the theme) is in a shared chunk the manifest does not name by the module: the last stage's
 * imports (start.tsx) cover it.
 */

/** A stage: loads (and so runs) its module's graph; `source` is the module's path, written by the build (lazyModuleSources in web/vite.config.ts). */
export type EntryStage<T> = (() => Promise<T>) & { source?: string };

const stages: EntryStage<unknown>[] = [];

export function entryStage<T>(load: () => Promise<T>, source?: string): EntryStage<T> {
  const stage = Object.assign(() => load(), { source });
  stages.push(stage);
  return stage;
}

// The stages, in the order loadInStages runs them. The shop's layout (the MUI components of every page's
// header and footer) was part of the app's stage, one task of 200-300 ms at a quarter of the CPU's speed.
// A stage is a module of the app's own: a package imported whole (react-intl, the router) would keep every
// export of it in the first visit's chunks, used or not (those two: 42 kB of brotli more).
const loadReactDom = entryStage(() => import('react-dom/client'));
const loadApolloClient = entryStage(() => import('./apollo'));
const loadTheme = entryStage(() => import('./theme'));
const loadShopLayout = entryStage(() => import('../shop/layout/ShopLayout'));
const loadApp = entryStage(() => import('./start'));

/** Runs the stages before the app, a task each, and answers the app's module (web/src/main.tsx starts it). */
export async function loadInStages(): Promise<Awaited<ReturnType<typeof loadApp>>> {
  for (const stage of [loadReactDom, loadApolloClient, loadTheme, loadShopLayout]) {
    await stage();
    await nextTask();
  }
  return loadApp();
}

/** The stages' modules (paths in the web app: keys of the client build's manifest). */
export function entryStageSources(): string[] {
  return stages.flatMap((stage) => (stage.source ? [stage.source] : []));
}

/** Resolves in a task of its own: what runs after it is not part of the task before. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

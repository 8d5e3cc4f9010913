import { loadApolloClient, loadApp, loadReactDom, loadTheme, nextTask } from './app/entry-stages';

/**
 * The browser's entry: the app's modules run in stages, a task each (app/entry-stages.ts), then the app
 * starts (app/start.tsx).
 */
async function main(): Promise<void> {
  for (const stage of [loadReactDom, loadApolloClient, loadTheme]) {
    await stage();
    await nextTask();
  }
  const { start } = await loadApp();
  await start();
}

void main();

import { loadInStages } from './app/entry-stages';

/**
 * The browser's entry: the app's modules run in stages, a task each (app/entry-stages.ts), then the app
 * starts (app/start.tsx).
 */
async function main(): Promise<void> {
  const { start } = await loadInStages();
  await start();
}

void main();

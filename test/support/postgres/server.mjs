import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAlive } from './leftovers.mjs';

const KEEPER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'keeper.mjs');

/**
 * Starts a PostgreSQL server of the test run's own (keeper.mjs) and answers its URL (user `postgres`,
 * no password, database `postgres`) and `stop()`. The server lives until `stop()` or until the process
 * `watchPid` (this one by default) ends, however it ends; its folder is removed either way.
 */
export async function startTestPostgres({ watchPid = process.pid } = {}) {
  const keeper = spawn(process.execPath, [KEEPER, String(watchPid)], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let errors = '';
  keeper.stderr.on('data', (chunk) => (errors += chunk));
  const answer = await new Promise((resolve) => {
    keeper.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) resolve(JSON.parse(output.slice(0, output.indexOf('\n'))));
    });
    keeper.once('exit', (code) => resolve({ error: `the keeper exited with ${code}: ${errors.trim() || output.trim()}` }));
  });
  keeper.stdout.destroy();
  keeper.stderr.destroy();
  keeper.unref();
  if (answer.error) throw new Error(`Could not start the test run's PostgreSQL server: ${answer.error}`);
  return {
    url: answer.url,
    folder: answer.folder,
    /** Stops the server and removes its folder; resolves when the keeper has exited. */
    async stop() {
      if (!isAlive(keeper.pid)) return;
      process.kill(keeper.pid, 'SIGTERM');
      const deadline = Date.now() + 30_000;
      while (isAlive(keeper.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

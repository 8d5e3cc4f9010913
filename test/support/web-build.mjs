// Plain JavaScript (an ES module): jest's global setup, compiled to CommonJS, loads it natively, and the
// test files import it (types in web-build.d.mts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WEB_DIST_INDEX = path.join(projectRoot, 'web', 'dist', 'index.html');
export const WEB_SSR_BUNDLE = path.join(projectRoot, 'web', 'dist-ssr', 'entry-server.js');
export const SERVER_MAIN = path.join(projectRoot, 'dist', 'server', 'main.js');

/**
 * The web app (web/dist) and the storefront's server renderer (web/dist-ssr), built when missing as
 * `npm run build` builds them. On a fresh clone the run's global setup builds them once, before any
 * worker starts (three workers building into one folder at once would spoil it); CI builds before
 * testing, so there this is a no-op. NODE_ENV is production as in a shell: jest's `test` would make
 * Vite's React plugin emit the development JSX runtime, which the renderer's production React lacks.
 */
export function ensureWebBuild() {
  const build = { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } };
  if (!fs.existsSync(WEB_DIST_INDEX)) {
    execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts'], build);
    if (!fs.existsSync(WEB_DIST_INDEX)) throw new Error(`The web build did not produce ${WEB_DIST_INDEX}`);
  }
  if (!fs.existsSync(WEB_SSR_BUNDLE)) {
    execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--ssr'], build);
    if (!fs.existsSync(WEB_SSR_BUNDLE)) throw new Error(`The server renderer's build did not produce ${WEB_SSR_BUNDLE}`);
  }
}

/**
 * The server (dist/server), built when missing as `npm run build:server` builds it, for the tests that
 * run the shop as a process of its own (test/support/shop-process.ts): once, in the run's global setup,
 * rather than by two workers at once inside a test's time.
 */
export function ensureServerBuild() {
  if (!fs.existsSync(SERVER_MAIN)) execFileSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { cwd: projectRoot, stdio: 'inherit' });
}

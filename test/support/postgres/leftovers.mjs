import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The keeper's folder: its cluster (`data/`), its pid file and the run's scratch folder (`run/`). */
export const FOLDER_PREFIX = 'shop-test-pg-';
export const KEEPER_PID_FILE = 'keeper.pid';

export function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error.code === 'EPERM';
  }
}

const readPid = (file) => {
  try {
    return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  } catch {
    return 0;
  }
};

/**
 * Folders `<prefix>*` in the system's temp folder whose owner (the pid in `pidFile`) is gone: a run or
 * keeper killed outright never cleaned up after itself. `beforeRemove` may stop what still runs there.
 * A folder whose owner still lives belongs to another run on this machine and is left alone.
 */
export async function removeAbandoned(prefix, pidFile, beforeRemove = async () => {}) {
  for (const entry of fs.readdirSync(os.tmpdir())) {
    if (!entry.startsWith(prefix)) continue;
    const folder = path.join(os.tmpdir(), entry);
    if (isAlive(readPid(path.join(folder, pidFile)))) continue;
    await beforeRemove(folder);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Earlier keepers' folders: their server, if it still runs, is stopped first. */
export function removeLeftovers() {
  return removeAbandoned(FOLDER_PREFIX, KEEPER_PID_FILE, async (folder) => {
    const server = readPid(path.join(folder, 'data', 'postmaster.pid'));
    if (!isAlive(server)) return;
    process.kill(server, 'SIGINT');
    const deadline = Date.now() + 20_000;
    while (isAlive(server) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (isAlive(server)) process.kill(server, 'SIGKILL');
  });
}

/**
 * A new folder `<prefix>*` in the system's temp folder that names this process as its owner from the
 * moment it exists (made under another name, then renamed), so a sweep never takes it for abandoned.
 */
export function makeOwnedFolder(prefix, pidFile) {
  const making = fs.mkdtempSync(path.join(os.tmpdir(), `making-${prefix}`));
  fs.writeFileSync(path.join(making, pidFile), String(process.pid));
  const folder = path.join(os.tmpdir(), `${prefix}${path.basename(making).slice(`making-${prefix}`.length)}`);
  fs.renameSync(making, folder);
  return folder;
}

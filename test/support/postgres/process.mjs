import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';

/** Runs a command to its end (as `runAs` when given), its output appended to `log`; throws with the log's tail. */
export async function runCommand(command, args, runAs, log) {
  const fd = fs.openSync(log, 'a');
  const child = spawn(command, args, { ...runAs, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${command} exited with ${code}: ${tail(log)}`);
}

export function tail(log, lines = 15) {
  try {
    return fs.readFileSync(log, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** A port nothing listens on now (the server takes it a moment later; a clash shows in its log). */
export function freeLoopbackPort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until the server answers a query, or fails when it exits or a minute has passed. */
export async function waitForServer(url, server, log) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`PostgreSQL stopped while starting: ${tail(log)}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not answer within a minute (${error.message}): ${tail(log)}`, { cause: error });
    } finally {
      await client.end().catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

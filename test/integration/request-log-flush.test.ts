import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { projectRoot } from '../../server/common/project-root.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, unique } from '../support/shop.js';

// Issue 47: the request log is written without blocking (pino's asynchronous destination); a graceful
// stop writes what is left before the process exits. The built server as a process of its own, its
// standard output a pipe as under a log collector.
const MAIN = path.join(projectRoot, 'dist', 'server', 'main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

it("keeps the last request's log line when the shop stops (SIGTERM)", async () => {
  if (!fs.existsSync(MAIN)) execFileSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { cwd: projectRoot, stdio: 'inherit' });
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    SEED_DEMO: '0',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    JOB_WORKERS: '0',
    SHUTDOWN_DRAIN_MS: '0',
    LOG_LEVEL: 'info',
  };
  const shop = spawn(process.execPath, [MAIN], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  shop.stdout.on('data', (chunk) => (output += String(chunk)));
  shop.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => shop.once('exit', (code) => resolve(code)));
  try {
    while (!output.includes('Shop ready')) {
      if (shop.exitCode !== null) throw new Error(`the shop exited:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ids = Array.from({ length: 50 }, () => unique('last-request'));
    for (const id of ids) {
      const answer = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': id },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
    }
    shop.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lines = output.split('\n').filter((line) => line.startsWith('{'));
    const logged = lines.map((line) => JSON.parse(line) as { req_id?: string; msg?: string }).filter((line) => line.msg === 'request');
    expect(logged.map((line) => line.req_id).filter((id) => ids.includes(id!))).toEqual(ids);
  } finally {
    if (shop.exitCode === null) shop.kill('SIGKILL');
  }
}, 120_000);

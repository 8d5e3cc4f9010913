import { execFileSync } from 'node:child_process';
import { ConfigError, loadConfig } from '../../server/config/env.js';
import { exitCode, freePort, spawnShop, waitForOutput } from '../support/shop-process.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/shop.js';

const childPids = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)])
    .toString()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('WEB_CONCURRENCY (several HTTP processes on one port)', () => {
  it('needs PostgreSQL: the embedded database has a single connection', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', ADMIN_PASSWORD })).toThrow(ConfigError);
    expect(loadConfig({ WEB_CONCURRENCY: '2', ADMIN_PASSWORD, DATABASE_URL: 'postgresql://localhost/shop' }).webConcurrency).toBe(2);
  });

  it('serves from two processes that share the database, its secrets and one port, and stops on SIGTERM', async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      WEB_CONCURRENCY: '2',
      SEED_DEMO: '0',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      TOKEN_SECRET: '',
      JOB_WORKERS: '1',
      SHUTDOWN_DRAIN_MS: '200',
    };
    const primary = spawnShop(env);
    const output: string[] = [];
    try {
      await waitForOutput(primary, 'with 2 HTTP processes', output);
      expect(childPids(primary.pid!)).toHaveLength(2);
      const base = `http://127.0.0.1:${port}`;
      const login = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      // Connections go to the processes in turn: a token signed by one is accepted by the other.
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => fetch(`${base}/api/admin/account`, { headers: { authorization: `Bearer ${token}` } })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    } finally {
      const exited = exitCode(primary);
      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 120_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { projectRoot } from '../../server/common/project-root.js';
import { SERVER_MAIN, ensureServerBuild } from './web-build.mjs';

// The built shop run as its own process (`node dist/server/main.js`), for what only a process shows:
// several HTTP processes on one port, a real SIGTERM and the exit code.

/** A port free now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The process's output until `text` appears (or it exits). */
export function waitForOutput(child: ChildProcess, text: string, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => output.join('').includes(text) && resolve();
    child.stdout!.on('data', (chunk) => (output.push(String(chunk)), check()));
    child.stderr!.on('data', (chunk) => output.push(String(chunk)));
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output.join('')}`)));
  });
}

/** Starts `node dist/server/main.js` (built first when missing) with `env` over this process's environment. */
export function spawnShop(env: Record<string, string>): ChildProcess {
  ensureServerBuild();
  return spawn(process.execPath, [SERVER_MAIN], { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The exit code once the process has ended. */
export function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
}

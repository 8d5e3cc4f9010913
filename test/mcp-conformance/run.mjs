// npm run test:mcp-conformance (issue 44): the MCP conformance suite (@modelcontextprotocol/conformance)
// against /mcp/shop of the built shop, started on a fresh embedded database (the bench's starter,
// test/bench/lib/server.mjs). The suite sends no credentials, so it runs against the anonymous endpoint.
// Scenarios the shop cannot pass by design (they call the SDK's own fixture tools, prompts and
// resources) are expected failures, each with its reason, in baseline.yml: the run fails on any other
// failure, and on an expected failure that passes (the baseline is then stale). Prints one line
// "mcp conformance: ..." and exits 0 when the suite passed. Arguments go to the CLI (`-- --scenario ping --verbose`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startShop } from '../bench/lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const cli = path.join(root, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');

const shop = await startShop({ root, adminEmail: 'admin@example.com', adminPassword: 'conformance-admin-secret', databaseUrl: '' });
process.on('exit', () => shop.stopNow?.());
let code;
try {
  const args = [
    '--import',
    path.join(here, 'node20-glob.mjs'),
    cli,
    'server',
    '--url',
    `${shop.url}/mcp/shop`,
    '--expected-failures',
    path.join(here, 'baseline.yml'),
    ...process.argv.slice(2),
  ];
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
  code = await new Promise((resolve) => child.on('exit', (exit) => resolve(exit ?? 1)));
} finally {
  await shop.stop();
}
console.log(code === 0 ? 'mcp conformance: passed (expected failures: test/mcp-conformance/baseline.yml)' : `mcp conformance: failed (exit ${code})`);
process.exit(code);

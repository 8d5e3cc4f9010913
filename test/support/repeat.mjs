// npm run test:repeat -- N [jest arguments]: the whole suite N times in a row, each in a new random order
// (--randomize with a seed of its own, printed so a failing order can be run again with --seed), then
// one line per run and a last line "N passed, N failed" over all runs. Exits 1 when any run failed.
// Hunting tests that fail now and then (issue 41): a test that fails once is a defect.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [count = '5', ...jestArgs] = process.argv.slice(2);
const runs = Number(count);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run test:repeat -- N [jest arguments]');
  process.exit(2);
}
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-repeat-'));
const results = [];
for (let run = 1; run <= runs; run++) {
  const seed = Math.floor(Math.random() * 2 ** 31);
  const report = path.join(folder, `run-${run}.json`);
  const started = Date.now();
  spawnSync('npm', ['test', '--', '--randomize', `--seed=${seed}`, '--json', `--outputFile=${report}`, ...jestArgs], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  const result = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : undefined;
  const failedTests = (result?.testResults ?? []).flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${path.relative(process.cwd(), file.name)}: ${test.fullName}`),
  );
  const brokenFiles = (result?.testResults ?? [])
    .filter((file) => file.status === 'failed' && file.assertionResults.length === 0)
    .map((file) => path.relative(process.cwd(), file.name));
  results.push({
    run,
    seed,
    seconds,
    passed: result?.numPassedTests ?? 0,
    failed: result ? result.numFailedTests + result.numRuntimeErrorTestSuites : 1,
    failures: result ? [...failedTests, ...brokenFiles] : ['no report: the run did not finish'],
  });
}
fs.rmSync(folder, { recursive: true, force: true });
console.log('');
for (const r of results) {
  console.log(
    `run ${r.run}: ${r.passed} passed, ${r.failed} failed, ${Math.floor(r.seconds / 60)}m${String(r.seconds % 60).padStart(2, '0')}s, --seed=${r.seed}`,
  );
  for (const failure of r.failures) console.log(`  failed: ${failure}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

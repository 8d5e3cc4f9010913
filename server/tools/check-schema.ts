// CI step (issue 23): fails when schema.graphql breaks partners' clients compared with the previous
// commit's, unless CHANGELOG.md names each breaking change under "## Unreleased" -> "### Breaking".
// Usage: node dist/server/tools/check-schema.js [base revision, default HEAD~1]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../common/project-root.js';
import { breakingChanges, unannounced } from './schema-changes.js';

const base = process.argv[2] ?? 'HEAD~1';
let before: string;
try {
  before = execFileSync('git', ['show', `${base}:schema.graphql`], { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
} catch {
  console.log(`No schema.graphql at ${base}: nothing to compare.`);
  process.exit(0);
}
const after = fs.readFileSync(path.join(projectRoot, 'schema.graphql'), 'utf8');
const changelogFile = path.join(projectRoot, 'CHANGELOG.md');
const changelog = fs.existsSync(changelogFile) ? fs.readFileSync(changelogFile, 'utf8') : '';
const breaking = await breakingChanges(before, after);
const missing = unannounced(breaking, changelog);
for (const change of breaking) console.log(`${missing.includes(change) ? 'UNANNOUNCED' : 'announced  '} ${change.path}: ${change.message}`);
if (missing.length) {
  console.error(`${missing.length} breaking change(s) of schema.graphql since ${base} are not named in CHANGELOG.md under "## Unreleased" -> "### Breaking".`);
  console.error('Deprecate first (@deprecated(reason: ...)), or name each change there, e.g. "- `Brand.title`: removed, use `Brand.name`".');
  process.exit(1);
}
console.log(`schema.graphql: ${breaking.length} breaking change(s) since ${base}, all announced.`);

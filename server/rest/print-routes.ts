// Prints the REST gateway's route table as Markdown (`npm run routes`), for the README: each route with
// its request fields and answer shape, read from the schema (describe.ts). With `--write` it replaces the
// table in README.md (from its header row to the first blank line), which route-table.test.ts checks.
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../common/project-root.js';
import { getSchema } from '../schema.js';
import { routeTableMarkdown } from './describe.js';
import { routes } from './routes/index.js';

const table = routeTableMarkdown(await getSchema(), routes);
if (process.argv.includes('--write')) {
  const file = path.join(projectRoot, 'README.md');
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const start = lines.indexOf(table.split('\n')[0]);
  if (start < 0) throw new Error('README.md has no route table header to replace');
  let end = start;
  while (end < lines.length && lines[end].trim() !== '') end += 1;
  lines.splice(start, end - start, ...table.trimEnd().split('\n'));
  fs.writeFileSync(file, lines.join('\n'));
  console.log(`README.md: route table rewritten (${routes.length} routes)`);
} else console.log(table);

// `npm run migration:create`: compares the entities with a scratch database migrated to the latest
// migration, writes the difference as a new file in migrations/ and refreshes migrations/index.ts.
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../config/mikro-orm.config.js';
import { projectRoot } from '../common/project-root.js';
import { startEmbeddedDatabase } from './embedded.js';

const MIGRATIONS_DIR = path.join(projectRoot, 'migrations');

function writeIndex(): void {
  const names = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^Migration\d+.*\.ts$/.test(file))
    .sort()
    .map((file) => file.replace(/\.ts$/, ''));
  const lines = [
    '// The list of migrations, in order. `npm run migration:create` rewrites this file; never edit a',
    '// migration that has landed: add a new one.',
    "import type { MigrationObject } from '@mikro-orm/core';",
    ...names.map((name) => `import { ${name} } from './${name}.js';`),
    '',
    'export const migrationsList: MigrationObject[] = [',
    ...names.map((name) => `  { name: '${name}', class: ${name} },`),
    '];',
    '',
  ];
  fs.writeFileSync(path.join(MIGRATIONS_DIR, 'index.ts'), lines.join('\n'));
}

const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migration-'));
const scratch = await startEmbeddedDatabase(scratchDir);
try {
  const orm = await MikroORM.init({
    ...ormOptions({ url: scratch.url, poolSize: 1 }),
    migrations: { ...ormOptions({ url: scratch.url, poolSize: 1 }).migrations, path: MIGRATIONS_DIR, pathTs: MIGRATIONS_DIR },
  });
  await orm.getMigrator().up();
  const result = await orm.getMigrator().createMigration(MIGRATIONS_DIR);
  await orm.close(true);
  if (!result.fileName) {
    console.log('The entities match the migrations: nothing to do.');
  } else {
    console.log(`Created migrations/${result.fileName}`);
  }
  writeIndex();
} finally {
  await scratch.stop();
  fs.rmSync(scratchDir, { recursive: true, force: true });
}

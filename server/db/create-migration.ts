// `npm run migration:create`: compares the entities with a scratch database migrated to the latest
// migration, writes the difference as a new file in migrations/ (migrations/index.ts finds it there).
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../config/mikro-orm.config.js';
import { projectRoot } from '../common/project-root.js';
import { startEmbeddedDatabase } from './embedded.js';

const MIGRATIONS_DIR = path.join(projectRoot, 'migrations');

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
} finally {
  await scratch.stop();
  fs.rmSync(scratchDir, { recursive: true, force: true });
}

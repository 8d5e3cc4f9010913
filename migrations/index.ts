// The migrations, found in this folder and run in the order of their names (each starts with its
// creation time). `npm run migration:create` writes a new one here and nothing else: there is no list
// to edit. Never edit a migration that has landed: add a new one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationObject } from '@mikro-orm/core';

const folder = path.dirname(fileURLToPath(import.meta.url));

/** Migration names in this folder, from `.ts` sources (tests, tsx) or `.js` builds (dist). */
export function migrationNames(files: readonly string[]): string[] {
  const names = files.filter((file) => /^Migration\d+\w*\.(ts|js)$/.test(file)).map((file) => file.replace(/\.(ts|js)$/, ''));
  return [...new Set(names)].sort();
}

async function load(name: string): Promise<MigrationObject> {
  const exports = (await import(`./${name}.js`)) as Record<string, MigrationObject['class']>;
  const migration = exports[name];
  if (typeof migration !== 'function') throw new Error(`migrations/${name}: exports no class named ${name}`);
  return { name, class: migration };
}

export const migrationsList: MigrationObject[] = await Promise.all(migrationNames(fs.readdirSync(folder)).map(load));

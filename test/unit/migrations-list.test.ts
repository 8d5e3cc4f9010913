import fs from 'node:fs';
import path from 'node:path';
import { Migration } from '@mikro-orm/migrations';
import { migrationNames, migrationsList } from '../../migrations/index.js';

/** The migrations are found in their folder (no list to edit): every file, once, in time order. */
describe('migrations list', () => {
  const folder = path.join(process.cwd(), 'migrations');

  it('holds every migration file of the folder, each a Migration, in the order of their times', () => {
    const files = fs.readdirSync(folder).filter((file) => file.startsWith('Migration'));
    expect(migrationsList.map((entry) => entry.name)).toEqual(files.map((file) => file.replace(/\.ts$/, '')).sort());
    for (const entry of migrationsList) expect(entry.class.prototype).toBeInstanceOf(Migration);
    const times = migrationsList.map((entry) => Number(/^Migration(\d{14})/.exec(entry.name)?.[1]));
    expect(times.every((time, index) => index === 0 || time > times[index - 1])).toBe(true);
  });

  it('reads names from sources and from a build alike, leaving other files out', () => {
    expect(migrationNames(['index.ts', 'Migration2_b.js', 'Migration2_b.d.ts', 'Migration1.ts', 'Migration1.js', 'notes.md'])).toEqual([
      'Migration1',
      'Migration2_b',
    ]);
  });
});

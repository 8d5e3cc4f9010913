import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { knex } from '@mikro-orm/postgresql';
import { runOn } from '../common/sql.js';
import type { AppConfig } from '../config/env.js';
import { storageFor } from '../storage/index.js';
import { localKeys, LOCAL_FOLDERS } from '../storage/migrate-media.js';
import { LocalStorage } from '../storage/local-storage.js';
import { relationsOfTheShop } from './backup.sql.js';

const execute = promisify(execFile);

/** Runs pg_dump, pg_restore or tar; a failure says which and what the tool printed. */
async function run(command: string, args: string[]): Promise<void> {
  try {
    await execute(command, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string | number };
    if (code === 'ENOENT') throw new BackupError(`${command} is not installed (PostgreSQL client tools: apt-get install postgresql-client)`);
    throw new BackupError(`${command} failed: ${(stderr ?? String(error)).trim().slice(0, 2000)}`);
  }
}
const FORMAT = 'harbour-lane-shop-backup';
const PG_DUMP = 'database.dump';
const PGLITE_DUMP = 'database.pglite.tar';

interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  database: 'postgresql' | 'embedded';
  /** Files of the local driver inside the archive (`uploads/...`, `private/...`). */
  files: number;
}

export class BackupError extends Error {}

const embeddedDir = (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, 'pgdata');

/**
 * One archive (tar) with the database and, with the `local` storage driver, the files of DATA_DIR:
 * `manifest.json`, `database.dump` (pg_dump's custom format) or `database.pglite.tar` (the embedded
 * database's own dump; stop the shop first: it is a single process), then `uploads/` and `private/`.
 * With the `s3` driver the bucket is not copied: keep bucket versioning on (README).
 */
export async function backup(config: AppConfig, file: string, say: (line: string) => void = () => undefined): Promise<Manifest> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  try {
    const database = config.databaseUrl ? 'postgresql' : 'embedded';
    if (config.databaseUrl) {
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${config.databaseUrl}`, `--file=${path.join(work, PG_DUMP)}`]);
    } else {
      const db = await PGlite.create({ dataDir: embeddedDir(config), extensions: { pg_trgm } });
      try {
        await writeFile(path.join(work, PGLITE_DUMP), Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    const keys = config.storage.driver === 'local' ? await localKeys(config.dataDir) : [];
    const manifest: Manifest = { format: FORMAT, version: 1, createdAt: new Date().toISOString(), database, files: keys.length };
    await writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const folders = [];
    for (const folder of LOCAL_FOLDERS) if (keys.some((key) => key.startsWith(`${folder}/`))) folders.push(folder);
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await run('tar', [
      '-cf',
      path.resolve(file),
      '-C',
      work,
      'manifest.json',
      database === 'postgresql' ? PG_DUMP : PGLITE_DUMP,
      ...(folders.length ? ['-C', config.dataDir, ...folders] : []),
    ]);
    say(`backup: ${database} database and ${keys.length} file(s) written to ${file} (${(await stat(file)).size} bytes)`);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Whether the database at DATABASE_URL holds any table of its own. */
async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = knex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    const [row] = await runOn(client, relationsOfTheShop);
    return Number(row.n) === 0;
  } finally {
    await client.destroy();
  }
}

/**
 * Restores an archive of backup() into an empty database (DATABASE_URL, or the embedded one under
 * DATA_DIR) and its files into the configured storage; refuses a database that holds anything.
 */
export async function restore(config: AppConfig, file: string, say: (line: string) => void = () => undefined): Promise<Manifest> {
  if (!(await stat(file).catch(() => null))?.isFile()) throw new BackupError(`${file} is not a file`);
  const work = await mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    await run('tar', ['-xf', path.resolve(file), '-C', work, '--no-same-owner']);
    const manifest = JSON.parse(await readFile(path.join(work, 'manifest.json'), 'utf8').catch(() => '{}')) as Manifest;
    if (manifest.format !== FORMAT) throw new BackupError(`${file} is not a backup of this shop`);
    const target = config.databaseUrl ? 'postgresql' : 'embedded';
    if (manifest.database !== target)
      throw new BackupError(
        `${file} holds a ${manifest.database} database; restore it with ${manifest.database === 'postgresql' ? 'DATABASE_URL set' : 'DATABASE_URL unset (embedded)'}`,
      );
    if (config.databaseUrl) {
      if (!(await postgresIsEmpty(config.databaseUrl))) throw new BackupError('The database at DATABASE_URL is not empty: restore into a new, empty database');
      await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${config.databaseUrl}`, path.join(work, PG_DUMP)]);
    } else {
      const dir = embeddedDir(config);
      if ((await readdir(dir).catch(() => [])).length) throw new BackupError(`The embedded database in ${dir} is not empty: restore into a new DATA_DIR`);
      const dump = await readFile(path.join(work, PGLITE_DUMP));
      await mkdir(dir, { recursive: true });
      const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm }, loadDataDir: new Blob([dump]) });
      await db.close();
    }
    // The files into whichever storage this shop uses now (DATA_DIR, or the bucket).
    const storage = storageFor(config);
    const extracted = new LocalStorage(work, '');
    const keys = await localKeys(work);
    for (const key of keys) {
      const data = await extracted.readBuffer(key);
      if (data) await storage.put(key, data, { private: key.startsWith('private/') });
    }
    say(`restore: ${manifest.database} database from ${manifest.createdAt} and ${keys.length} file(s) restored from ${file}`);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

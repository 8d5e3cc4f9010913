import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/env.js';
import { storageFor } from './index.js';
import { LocalStorage } from './local-storage.js';

/** The folders of DATA_DIR the local driver keeps files in (storage keys start with them). */
export const LOCAL_FOLDERS = ['uploads', 'private'] as const;

/** Every stored file's key under DATA_DIR (temporary files of interrupted writes left out). */
export async function localKeys(dataDir: string): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of LOCAL_FOLDERS) {
    const entries = await readdir(path.join(dataDir, folder), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      const relative = path.relative(dataDir, path.join(entry.parentPath, entry.name));
      keys.push(relative.split(path.sep).join('/'));
    }
  }
  return keys.sort();
}

/**
 * Copies the local driver's files (DATA_DIR/uploads, DATA_DIR/private) into the bucket STORAGE_DRIVER=s3
 * names. A file already there with the same size is left alone (names are random and never reused), so
 * running it twice copies nothing twice, and an interrupted run can simply be run again.
 */
export async function migrateMedia(config: AppConfig, log: (line: string) => void = () => undefined): Promise<{ copied: number; present: number }> {
  if (config.storage.driver !== 's3') throw new Error('media:migrate copies DATA_DIR into the bucket: set STORAGE_DRIVER=s3 and the S3_* variables');
  const local = new LocalStorage(config.dataDir, '');
  const bucket = storageFor(config);
  let copied = 0;
  let present = 0;
  for (const key of await localKeys(config.dataDir)) {
    const data = await local.readBuffer(key);
    if (!data) continue;
    const there = await bucket.stat(key);
    if (there && there.size === data.length) {
      present += 1;
      continue;
    }
    await bucket.put(key, data, { private: key.startsWith('private/') });
    copied += 1;
    log(`copied ${key}`);
  }
  return { copied, present };
}

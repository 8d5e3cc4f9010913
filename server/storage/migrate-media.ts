import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/env.js';
import { storageFor } from './index.js';
import { LocalStorage } from './local-storage.js';
import { reachedWidths } from '../../core/picture-variants.js';
import { displayedSize, hasVariants, storeVariants, variantKey } from './image-variants.js';

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
 * names, and makes the WebP variants (image-variants.ts) a picture reaches and has not yet, in the bucket
 * or, with the local driver, in DATA_DIR. A file already there with the same size is left alone (names
 * are random and never reused), so running it twice copies nothing twice, and an interrupted run can
 * simply be run again.
 */
export async function migrateMedia(
  config: AppConfig,
  log: (line: string) => void = () => undefined,
): Promise<{ copied: number; present: number; variants: number }> {
  const local = new LocalStorage(config.dataDir, '');
  const target = storageFor(config);
  const toBucket = config.storage.driver === 's3';
  let copied = 0;
  let present = 0;
  let variants = 0;
  const keys = await localKeys(config.dataDir);
  const stored = new Set(keys);
  for (const key of keys) {
    const data = await local.readBuffer(key);
    if (!data) continue;
    if (toBucket) {
      const there = await target.stat(key);
      if (there && there.size === data.length) present += 1;
      else {
        await target.put(key, data, { private: key.startsWith('private/') });
        copied += 1;
        log(`copied ${key}`);
      }
    }
    if (!hasVariants(key)) continue;
    // Only the widths the picture reaches: one narrower than the smallest has nothing to make. A file
    // with a picture's name that sharp cannot read keeps no variants (the upload refuses those).
    const widths = await displayedSize(data).then(
      ({ width }) => reachedWidths(width),
      () => [],
    );
    if (!widths.length) continue;
    const largest = variantKey(key, widths[widths.length - 1]);
    if (stored.has(largest) && !toBucket) continue;
    if (toBucket && (await target.stat(largest))) continue;
    const made = await storeVariants(target, key, data).catch(() => undefined);
    if (made) {
      variants += 1;
      log(`variants of ${key}`);
    }
  }
  return { copied, present, variants };
}

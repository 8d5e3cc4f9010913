import type { AppConfig } from '../config/env.js';
import type { FileStorage } from './file-storage.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';

const made = new WeakMap<AppConfig, FileStorage>();

/** Where public files are loaded from: MEDIA_PUBLIC_URL, else the shop itself (PUBLIC_URL; /uploads). */
export const mediaBase = (config: Pick<AppConfig, 'storage' | 'publicUrl'>): string => config.storage.mediaPublicUrl || config.publicUrl.replace(/\/+$/, '');

/** The storage STORAGE_DRIVER names (one per configuration: the S3 client keeps its connections). */
export function storageFor(config: AppConfig): FileStorage {
  let storage = made.get(config);
  if (!storage) {
    storage = config.storage.driver === 's3' ? new S3Storage(config.storage.s3, mediaBase(config)) : new LocalStorage(config.dataDir, mediaBase(config));
    made.set(config, storage);
  }
  return storage;
}

export { checkedKey, contentTypeOf, isStorageKey, type FileStorage, type StoredFile } from './file-storage.js';

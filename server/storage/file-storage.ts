import type { Readable } from 'node:stream';

/**
 * Where the shop keeps its files: one small interface, two drivers (server/storage/index.ts picks one
 * by STORAGE_DRIVER). Keys are relative paths: `uploads/YYYY/MM/<random>.<ext>` (public pictures, served
 * under /uploads or from MEDIA_PUBLIC_URL) and `private/...` (the merchant certificate: never served).
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** Stores `data` under `key`, replacing what was there; `private` files are readable by the shop only. */
  put(key: string, data: Buffer, options?: { contentType?: string; private?: boolean }): Promise<void>;
  /** The file as a stream with its size and ETag; `not-modified` when `ifNoneMatch` is its ETag; null when absent. */
  read(key: string, options?: { ifNoneMatch?: string }): Promise<StoredFile | 'not-modified' | null>;
  /** The whole file (small files: certificates); null when absent. */
  readBuffer(key: string): Promise<Buffer | null>;
  /** Whether a file is stored under `key`, and its size. */
  stat(key: string): Promise<{ size: number } | null>;
  delete(key: string): Promise<void>;
  /** The address a browser loads an `uploads/...` file from. */
  publicUrl(key: string): string;
}

export interface StoredFile {
  body: Readable;
  size: number;
  etag: string;
  contentType: string;
}

/** A key is a relative path of plain segments: no `..`, no leading slash, no backslash or NUL. */
export function checkedKey(key: string): string {
  const segments = key.split('/');
  if (!key || key.length > 512 || segments.some((segment) => !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(segment) || segment.includes('..'))) {
    throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
  return key;
}

export const isStorageKey = (key: string): boolean => {
  try {
    checkedKey(key);
    return true;
  } catch {
    return false;
  }
};

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pem: 'application/x-pem-file',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The content type of a stored file by its extension (the shop names files after their checked type). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

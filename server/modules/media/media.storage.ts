import path from 'node:path';
import type { AppContext } from '../../common/context.js';
import type { AppConfig } from '../../config/env.js';
import { mediaBase } from '../../storage/index.js';

/** The URL path under which uploads are served (server/app.ts) and which stored paths start with. */
export const UPLOADS_URL_PATH = '/uploads';

/**
 * Where the `local` storage driver keeps uploaded files: DATA_DIR/uploads/YYYY/MM/<random>.<ext> (backups
 * and `npm run media:migrate` read it). Writers go through server/storage (local or S3), never here.
 */
export function uploadsDir(config: AppConfig): string {
  return path.join(config.dataDir, 'uploads');
}

/**
 * The one function that turns a stored picture path into its public URL (issue 13). Uploads
 * (`/uploads/...`) are served under MEDIA_PUBLIC_URL (a CDN, the bucket) when set, else under the shop's
 * own PUBLIC_URL; any other path on the site under PUBLIC_URL; a full http(s) URL stays as it is; no
 * path gives null.
 */
export function mediaUrl(ctx: AppContext, path: string): string;
export function mediaUrl(ctx: AppContext, path: string | null | undefined): string | null;
export function mediaUrl(ctx: AppContext, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  const relative = path.startsWith('/') ? path : `/${path}`;
  const { config } = ctx.runtime;
  const base = relative.startsWith(`${UPLOADS_URL_PATH}/`) ? mediaBase(config) : config.publicUrl.replace(/\/+$/, '');
  return `${base}${relative}`;
}

/** A list of stored picture paths as public URLs (mediaUrl). */
export function absoluteImages(ctx: AppContext, images: string[]): string[] {
  return images.map((image) => mediaUrl(ctx, image));
}

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
 * Stored upload paths (`/uploads/...`) as absolute URLs: under MEDIA_PUBLIC_URL (a CDN, the bucket) when
 * set, else the shop's own (PUBLIC_URL); other URLs as they are.
 */
export function absoluteImages(ctx: AppContext, images: string[]): string[] {
  const base = mediaBase(ctx.runtime.config);
  return images.map((image) => (image.startsWith('/') ? `${base}${image}` : image));
}

import path from 'node:path';
import type { AppContext } from '../../common/context.js';
import type { AppConfig } from '../../config/env.js';

/** The URL path under which uploads are served (server/app.ts) and which stored paths start with. */
export const UPLOADS_URL_PATH = '/uploads';

/**
 * Where uploaded files live: DATA_DIR/uploads/YYYY/MM/<random>.<ext>. With several server instances
 * behind a load balancer this directory must be one shared volume (or, later, object storage behind
 * the same paths): a file stored by one instance is served by any of them.
 */
export function uploadsDir(config: AppConfig): string {
  return path.join(config.dataDir, 'uploads');
}

/** Stored upload paths (`/uploads/...`) as absolute URLs of the shop (PUBLIC_URL); other URLs as they are. */
export function absoluteImages(ctx: AppContext, images: string[]): string[] {
  const base = ctx.runtime.config.publicUrl.replace(/\/+$/, '');
  return images.map((image) => (image.startsWith('/') ? `${base}${image}` : image));
}

import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response } from 'express';
import { isStorageKey, type FileStorage } from './file-storage.js';
import { parseVariantKey, variantOnDemand } from './image-variants.js';

/** Names are random and never reused: a stored file never changes, so browsers and CDNs keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
// A picture opened on its own may not run anything, whatever its bytes (nosniff is global).
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const notFound = (res: Response) => void res.status(404).json({ message: 'Not Found' });

/**
 * `/uploads/...` from whichever storage driver holds the files (DATA_DIR or the bucket), so any instance
 * serves a picture another one took. ETag and If-None-Match (304), immutable caching; GET and HEAD only.
 * Only `uploads/` keys: `private/...` can not be named from here, nor can `..` leave the folder; a
 * missing file is a plain 404 (no fallback to the web app), but a missing picture variant is made then.
 */
export function uploadedFiles(storage: FileStorage): express.Router {
  const router = express.Router();
  router.get('/{*path}', async (req: Request, res: Response) => {
    const rest = (req.params as { path?: string[] }).path ?? [];
    const key = ['uploads', ...rest].join('/');
    if (!rest.length || !isStorageKey(key)) return notFound(res);
    const file = await storage.read(key, { ifNoneMatch: req.headers['if-none-match'] }).catch((error: unknown) => {
      console.error('Could not read an upload', key, error);
      return undefined;
    });
    if (file === undefined) return void res.status(503).json({ message: 'The file store is unavailable, please try again' });
    if (file === null) {
      // A picture stored before variants existed gets them at its first request (image-variants.ts).
      const variant = parseVariantKey(key);
      const made = variant && (await variantOnDemand(storage, variant.original, variant.width).catch(() => null));
      if (!made) return notFound(res);
      res.setHeader('Cache-Control', IMMUTABLE);
      res.setHeader('Content-Security-Policy', FILE_CSP);
      res.setHeader('Content-Type', made.contentType);
      return void res.end(made.data);
    }
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('Content-Security-Policy', FILE_CSP);
    if (file === 'not-modified') {
      if (typeof req.headers['if-none-match'] === 'string') res.setHeader('ETag', req.headers['if-none-match']);
      return void res.status(304).end();
    }
    res.setHeader('ETag', file.etag);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    if (req.method === 'HEAD') {
      file.body.destroy();
      return void res.end();
    }
    // A client that goes away mid-file ends the pipeline: nothing to report.
    await pipeline(file.body, res).catch(() => undefined);
  });
  return router;
}

import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

/** The files the build precompresses (web/vite.config.ts, precompress()): text that shrinks well. */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json']);
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Hashed file names never change content: browsers and proxies may keep them for a year unasked. */
const IMMUTABLE = { maxAge: '1y', immutable: true } as const;

/**
 * Sends `file` as the build's `.br` or `.gz` twin when the client accepts that encoding and the twin
 * exists, else the file itself. Always `Vary: Accept-Encoding`, since the answer depends on it.
 * Answers false (sending nothing) when the file does not exist.
 */
export function sendPrecompressed(req: Request, res: Response, file: string, options: { immutable?: boolean; noCache?: boolean } = {}): boolean {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return false;
  const cache = options.immutable ? IMMUTABLE : { maxAge: 0 };
  const headers: Record<string, string> = options.noCache ? { 'Cache-Control': 'no-cache' } : {};
  res.vary('Accept-Encoding');
  const extension = path.extname(file);
  if (PRECOMPRESSED_EXTENSIONS.has(extension)) {
    // Ours is the preference (br is the smaller), whatever order the client lists them in (browsers
    // send "gzip, deflate, br, zstd"); the client only says what it accepts.
    const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name && fs.existsSync(file + e.suffix));
    if (encoding) {
      // send() keeps a Content-Type already set, so the type is the original file's, not ".br"'s.
      res.type(extension);
      res.setHeader('Content-Encoding', encoding.name);
      res.sendFile(file + encoding.suffix, { ...cache, cacheControl: !options.noCache, headers });
      return true;
    }
  }
  res.sendFile(file, { ...cache, cacheControl: !options.noCache, headers });
  return true;
}

/** Static files under `root` (GET/HEAD), precompressed when possible; `fallthrough: false` makes a miss a 404. */
function precompressedStatic(root: string, options: { immutable: boolean; fallthrough: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return options.fallthrough ? next() : res.status(404).json({ message: 'Not Found' });
    }
    const file = path.join(root, relative);
    const inside = file.startsWith(root + path.sep) && !relative.split('/').some((part) => part.startsWith('.'));
    // HTML pages have handlers of their own (the shop's page gets its nonce and scripts written in).
    if (path.extname(file) === '.html') return options.fallthrough ? next() : res.status(404).json({ message: 'Not Found' });
    if (inside && sendPrecompressed(req, res, file, { immutable: options.immutable })) return;
    if (options.fallthrough) next();
    else res.status(404).json({ message: 'Not Found' });
  };
}

/**
 * The built web app's files: hashed assets (`/assets`, a year, immutable; a missing one is a plain
 * 404, never the page) and the few other files of web/dist (revalidated every time; not the HTML pages).
 */
export function webAssets(webDist: string): express.Router {
  const router = express.Router();
  router.use('/assets', precompressedStatic(path.join(webDist, 'assets'), { immutable: true, fallthrough: false }));
  router.use(precompressedStatic(webDist, { immutable: false, fallthrough: true }));
  return router;
}

import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { AppContext } from '../../common/context.js';
import type { ModuleHttpDeps } from '../../common/shop-module.js';
import { mapGraphQLError } from '../../rest/error-mapper.js';
import { feedPages } from './feed-source.js';
import { writeChunk } from './feed-write.js';
import { FEED_PATH, METADATA_PATH } from './product-feed.service.js';
import type { ProductFeedMetadata } from './product-feed.types.js';

/**
 * The guard and the charge of a feed request: the `productFeedMetadata` field run as /graphql runs it
 * (permission agentic_checkout, the caller's cost bucket, THROTTLED when empty), so that the feed is
 * refused and throttled exactly as the rest of the API is; nothing of the catalogue is read before.
 */
const ACCESS = 'query ProductFeedAccess { productFeedMetadata { id updatedAt productCount } }';

/** Characters written at a time. */
const CHUNK_CHARS = 32_000;

type Access = { metadata: ProductFeedMetadata } | { refused: ReturnType<typeof mapGraphQLError> };

async function access(apollo: ModuleHttpDeps['apollo'], ctx: AppContext): Promise<Access> {
  const response = await apollo.executeOperation({ query: ACCESS }, { contextValue: ctx });
  if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by the product feed');
  const result = response.body.singleResult;
  if (result.errors?.length) return { refused: mapGraphQLError(result.errors[0]) };
  const metadata = (result.data as { productFeedMetadata: { id: string; updatedAt: string | null; productCount: number } }).productFeedMetadata;
  return { metadata: { ...metadata, updatedAt: metadata.updatedAt ? new Date(metadata.updatedAt) : null } };
}

/**
 * Where the feed's lines go: gzip at level 1 when the client takes it (the shop's compression
 * middleware, at level 6, took a third of a 100,000-product feed's time; `no-transform` keeps it out),
 * else the answer itself.
 */
function feedBody(req: Request, res: Response): Writable {
  res.setHeader('Cache-Control', 'private, no-store, no-transform');
  res.setHeader('Vary', 'Accept-Encoding');
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return res;
  res.setHeader('Content-Encoding', 'gzip');
  const gzip = zlib.createGzip({ level: 1 });
  gzip.pipe(res);
  res.on('close', () => gzip.destroy());
  return gzip;
}

/**
 * The product feed for agent platforms (issue 45), in the ACP's offline snapshot form (rfc.product_feeds
 * 3.4): `products.jsonl`, one `Product` record per line, and `metadata.json`, the `FeedMetadata`. Both
 * need an API key (or staff token) whose role holds agentic_checkout. The feed is streamed: products are
 * read a page at a time in id order and each page is written before the next is read.
 */
export function productFeedRoutes({ withContext, apollo }: ModuleHttpDeps): express.Router {
  const router = express.Router();
  const guarded =
    (serve: (ctx: AppContext, metadata: ProductFeedMetadata, req: Request, res: Response) => Promise<void>) =>
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const ctx = res.locals.ctx as AppContext;
        const granted = await access(apollo, ctx);
        res.setHeader('Cache-Control', 'private, no-store');
        if ('refused' in granted) {
          if (granted.refused.headers) res.set(granted.refused.headers);
          res.status(granted.refused.status).json(granted.refused.body);
          return;
        }
        await serve(ctx, granted.metadata, req, res);
      } catch (error) {
        // Once the feed has begun the status is sent: cut the answer short so that it is not taken for whole.
        if (res.headersSent) res.destroy(error as Error);
        else next(error);
      }
    };

  router.get(
    METADATA_PATH,
    withContext,
    guarded(async (_ctx, metadata, _req, res) => {
      res.json({ id: metadata.id, ...(metadata.updatedAt ? { updated_at: metadata.updatedAt.toISOString() } : {}) });
    }),
  );

  router.get(
    FEED_PATH,
    withContext,
    guarded(async (ctx, metadata, req, res) => {
      res.status(200).type('application/jsonl; charset=utf-8');
      res.setHeader('X-Feed-Id', metadata.id);
      const out = feedBody(req, res);
      // Chunks of about 32 kB: a page joined whole (800 kB) would be a large object, freed only by a full
      // collection, and a 100,000-product feed grew the process by 150 MB of them.
      let chunk = '';
      for await (const page of feedPages(ctx)) {
        for (const record of page) {
          chunk += `${JSON.stringify(record)}\n`;
          if (chunk.length < CHUNK_CHARS) continue;
          if (!(await writeChunk(res, out, chunk))) return;
          chunk = '';
        }
      }
      if (chunk && !(await writeChunk(res, out, chunk))) return;
      out.end();
    }),
  );
  return router;
}

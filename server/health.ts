import express, { type NextFunction, type Request, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ShopState } from './lifecycle.js';
import { run } from './common/sql.js';
import { databasePing } from './health.sql.js';

/** A database that does not answer `select 1` within this long counts as unreachable. */
const DATABASE_CHECK_MS = 2000;

async function databaseAnswers(orm: MikroORM): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS)));
    const query = run(orm.em.fork(), databasePing).then(() => true as const);
    return await Promise.race([query, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/health`: the process answers. `/api/ready`: it should get traffic: the database answers, its
 * schema is one this version knows, and it is not stopping. Both are cheap, never throttled, and say
 * nothing secret (a load balancer polls them every second or two).
 */
export function healthRoutes(orm: MikroORM, state: ShopState): express.Router {
  const router = express.Router();
  router.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/api/ready', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (state.stopping) return void res.status(503).json({ status: 'stopping' });
    if (state.schemaProblem) return void res.status(503).json({ status: 'schema_too_new', message: state.schemaProblem });
    if (!(await databaseAnswers(orm))) return void res.status(503).json({ status: 'database_unreachable' });
    res.json({ status: 'ready' });
  });
  return router;
}

/** An instance whose code is older than the database's schema serves nothing but the health routes. */
export function servingGuard(state: ShopState) {
  return (_req: Request, res: Response, next: NextFunction) => {
    if (state.schemaProblem) return void res.status(503).json({ message: 'This instance is not ready: its version is older than the database schema' });
    next();
  };
}

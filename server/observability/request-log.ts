import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { AppContext } from '../common/context.js';
import { requestLineLogger } from './logger.js';
import type { ShopMetrics } from './metrics.js';

/** A request id the client (or the load balancer) sent is kept when it is a short token; anything else is replaced. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The route pattern of a request, never its concrete path or query (no ids, tokens or search words in
 * logs and metric labels): the REST gateway names the route it ran (`/api/admin/product/:id`), the rest
 * are grouped.
 */
export function routePattern(req: Request, res: Response): string {
  const named = res.locals.routePattern as string | undefined;
  if (named) return named;
  // The path as the client sent it (a mounted router's req.path is the part below its mount), without
  // the query; taken by hand rather than by Express's URL parser (issue 47: every request pays it).
  const url = req.originalUrl ?? req.url;
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (path === '/graphql') return '/graphql';
  if (path === '/api/health' || path === '/api/ready' || path === '/metrics' || path === '/api/routes') return path;
  if (path.startsWith('/api/stripe/')) return path.split('/').slice(0, 4).join('/');
  if (path.startsWith('/uploads/')) return '/uploads/*';
  if (path.startsWith('/assets/')) return '/assets/*';
  if (path.startsWith('/api/')) return '/api/*';
  return '/*';
}

/**
 * Adds what a route did to its request's log line (one line per request, whatever it ran): a page
 * rendered on the server its render (`ssr`), an MCP POST its tool calls (`mcp`). Fields of chosen values,
 * never a secret: the line skips the logger's redaction.
 */
export function addToRequestLine(res: Response, fields: Record<string, unknown>): void {
  res.locals.requestLine = { ...(res.locals.requestLine as Record<string, unknown> | undefined), ...fields };
}

/**
 * One JSON log line per request when its answer is sent (or its connection is lost): request id,
 * method, route pattern, status, duration, principal kind; and the request duration histogram. The id
 * goes back on every answer as `X-Request-Id`.
 */
export function requestLog(metrics: ShopMetrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const sent = req.headers['x-request-id'];
    const id = typeof sent === 'string' && CLIENT_REQUEST_ID.test(sent) ? sent : randomUUID();
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routePattern(req, res);
      const status = res.writableFinished ? res.statusCode : 499; // 499: the client went away first
      metrics.httpDuration.observe({ method: req.method, route, status: String(status) }, seconds);
      const principal = (res.locals.ctx as AppContext | undefined)?.principal?.kind ?? 'anonymous';
      const line = {
        req_id: id,
        method: req.method,
        route,
        status,
        ms: Math.round(seconds * 10000) / 10,
        principal,
        ...(res.locals.requestLine as Record<string, unknown> | undefined),
      };
      const log = requestLineLogger();
      if (status >= 500) log.error(line, 'request');
      else log.info(line, 'request');
    };
    res.once('finish', finish);
    res.once('close', finish);
    next();
  };
}

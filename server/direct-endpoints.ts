import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type express from 'express';
import type { NextFunction, Request, Response } from 'express';
import type { AppContext } from './common/context.js';

/** A step of a request: an Express middleware (the same functions the app's other routes run). */
export type Step = (req: Request, res: Response, next: NextFunction) => unknown;
type ErrorStep = (error: unknown, req: Request, res: Response, next: NextFunction) => unknown;
type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export const GRAPHQL_PATH = '/graphql';

/** An endpoint served by its steps in a row: its path (`below`: and the paths under it) and its listener. */
export interface DirectEndpoint {
  path: string;
  below?: boolean;
  listener: Listener;
}

/** The path of a request's URL as Express matches it: in lower case, without the query or a last slash. */
function matchedPath(url: string): string {
  const end = url.indexOf('?');
  const path = (end < 0 ? url : url.slice(0, end)).toLowerCase();
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The HTTP server's request listener: an endpoint of `direct` runs its own steps, any other request goes
 * to the app (and its router). Paths match as Express matched them (in any case, a last slash or not).
 */
export function directEndpointsFirst(direct: readonly DirectEndpoint[], app: Listener): Listener {
  const exact = new Map(direct.filter((endpoint) => !endpoint.below).map((endpoint) => [endpoint.path.toLowerCase(), endpoint.listener]));
  const below = direct.filter((endpoint) => endpoint.below).map(({ path, listener }) => ({ path: path.toLowerCase(), listener }));
  return (req, res) => {
    const path = matchedPath(req.url ?? '/');
    const listener = exact.get(path) ?? below.find((endpoint) => path === endpoint.path || path.startsWith(`${endpoint.path}/`))?.listener;
    (listener ?? app)(req, res);
  };
}

/**
 * A busy endpoint's requests run its steps in a row, without Express's router (issue 47): the router
 * tried each of the app's layers in turn (path match, parameters, a closure per layer), a third of the
 * busy time of the shop's floor (`{ __typename }` on /graphql), for endpoints whose steps never vary.
 * The steps are the same middlewares as every other route's (request line, security headers,
 * compression, the serving guard, the caller, the body's caps), and the request and answer are
 * Express's as the app makes them, so each step behaves as it does under the router. An error goes to
 * the app's error handler.
 */
export function stepsInARow(app: express.Express, mountPath: string, steps: Step[], onError: ErrorStep): Listener {
  return (incoming, outgoing) => {
    // What express's app.handle and router do before the first middleware (the prototypes are in place
    // already when the server made the objects for this app: http-objects.ts).
    const req = Object.setPrototypeOf(incoming, app.request) as Request;
    const res = Object.setPrototypeOf(outgoing, app.response) as Response;
    req.res = res;
    res.req = req;
    res.locals ??= Object.create(null) as Response['locals'];
    req.originalUrl = req.url;
    req.baseUrl = mountPath;
    let index = 0;
    const failed = (error: unknown) => onError(error, req, res, () => undefined);
    const next: NextFunction = (error?: unknown) => {
      if (error !== undefined && error !== 'route' && error !== 'router') return void failed(error);
      const step = steps[index++];
      if (!step) return void res.status(404).end();
      try {
        const running = step(req, res, next);
        if (running instanceof Promise) running.catch(failed);
      } catch (thrown) {
        failed(thrown);
      }
    };
    next();
  };
}

/**
 * The last step: Apollo's answer to the request, with the context the caller's step made
 * (`res.locals.ctx`). As `@as-integrations/express5` writes it, but with the request's query string
 * taken as it is rather than parsed as a whole URL.
 */
export function apolloAnswer(apollo: ApolloServer<AppContext>): Step {
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: query < 0 ? '' : req.url.slice(query), body: req.body },
      context: async () => res.locals.ctx as AppContext,
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      // A POST's answer is written as it is (nobody revalidates it: no ETag, app.ts); a GET's through
      // Express, which answers 304 to a client holding the same answer, and HEAD without the body.
      if (req.method !== 'POST') return void res.send(answer.body.string);
      res.setHeader('Content-Length', Buffer.byteLength(answer.body.string));
      return void res.end(answer.body.string);
    }
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      (res as Response & { flush?: () => void }).flush?.();
    }
    res.end();
  };
}

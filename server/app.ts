import { allErrorsPlugin } from './common/validation/all-errors-plugin.js';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import helmet from 'helmet';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { MikroORM } from '@mikro-orm/postgresql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { GraphQLError } from 'graphql';
import { createContext, type AppContext, type AppRuntime } from './common/context.js';
import { formatError, withMessageIds } from './common/format-error.js';
import { queryLimits } from './common/graphql-limits.js';
import { costPlugin, precharge } from './common/cost-plugin.js';
import { CostBuckets } from './common/cost-bucket.js';
import { jitGateway } from './common/jit-executor.js';
import { answerCachePlugin } from './common/answer-cache.js';
import { projectRoot } from './common/project-root.js';
import { authenticate } from './modules/auth/authenticate.js';
import { apiKeyOf, authenticateApiKey } from './modules/api-key/authenticate-key.js';
import { CROSS_SITE_REFUSED, crossSiteAllowed, requestToken, sessionCookieWriter } from './modules/auth/session-cookies.js';
import { UPLOADS_URL_PATH } from './modules/media/media.storage.js';
import { storageFor } from './storage/index.js';
import { uploadedFiles } from './storage/serve-uploads.js';
import { HttpError, declaredLengthCap, jsonBody } from './rest/body.js';
import { MAX_FILES, MAX_MULTIPART_BYTES, MAX_UPLOAD_BYTES } from './rest/multipart.js';
import { restGateway } from './rest/gateway.js';
import { mapGraphQLError } from './rest/error-mapper.js';
import { getSchema } from './schema.js';
import { healthRoutes, servingGuard } from './health.js';
import { log } from './observability/logger.js';
import { ShopMetrics, metricsRoute } from './observability/metrics.js';
import { requestLog } from './observability/request-log.js';
import type { ShopState } from './lifecycle.js';
import { explorerCsp, shopPage } from './shop-page.js';
import { sendPrecompressed, webAssets } from './web-assets.js';
import { shopModules } from './modules/shop-modules.js';
import { authenticateOAuthToken, oauthAccessTokenOf } from './modules/oauth/index.js';
import { shopRenderer } from './ssr/shop-renderer.js';
import { GRAPHQL_PATH, apolloAnswer, directEndpointsFirst, stepsInARow, type DirectEndpoint, type Step } from './direct-endpoints.js';

export interface ServerApp {
  /** The HTTP server's request listener: /graphql and the modules' endpoints by their steps in a row (direct-endpoints.ts), the app for the rest. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  app: express.Express;
  apollo: ApolloServer<AppContext>;
  metrics: ShopMetrics;
  /** This instance's share of the cost buckets: settled every 150 ms, and once more when it stops. */
  costBuckets: CostBuckets;
}

const WEB_DIST = path.join(projectRoot, 'web', 'dist');

/**
 * Every request of /graphql and /api (and of the modules' own endpoints) gets its context: its principal,
 * from an API key (`X-Api-Key`, or `Authorization: Bearer shpk_...`), the Authorization header or the
 * session cookie (modules/auth/session-cookies.ts), or on /mcp/admin an agent's OAuth access token
 * (modules/oauth); and its own entity manager fork, made when first used (an anonymous request that
 * reads nothing from the database makes none). A write authenticated by cookie from another
 * site is refused before anything runs. A REST route whose cost is known before its body
 * (rest/precharge.ts) is charged here, once the caller is known.
 */
function requestContext(orm: MikroORM, runtime: AppRuntime, buckets: CostBuckets) {
  const fork = () => orm.em.fork();
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      // Nobody revalidates the answer to a POST: no ETag (Express hashes every answer it sends for one).
      if (req.method !== 'GET' && req.method !== 'HEAD') res.app = withoutETags(req.app);
      const clientAddress = req.ip ?? 'unknown';
      const key = apiKeyOf(req);
      let ctx: AppContext;
      if (key !== undefined) {
        const em = fork();
        const principal = await authenticateApiKey(em, key, clientAddress);
        // Bad, expired, disabled or revoked: the same 401 for every reason, before anything runs.
        if (!principal) return void refuseKey(req, res);
        ctx = createContext(runtime, em, clientAddress, { principal });
        ctx.wantsCost = true;
      } else {
        const credential = requestToken(req);
        if (credential.fromCookie && !crossSiteAllowed(req, runtime.config.publicUrl)) {
          res.status(403).json({ message: CROSS_SITE_REFUSED });
          return;
        }
        // No token: nothing to look up, and no fork until a resolver asks for one.
        const em = credential.authorization === undefined ? undefined : fork();
        // An agent's OAuth access token (modules/oauth, opaque) or the shop's own session token (a JWT).
        const oauthToken = credential.fromCookie ? undefined : oauthAccessTokenOf(credential.authorization);
        const auth = !em
          ? {}
          : oauthToken
            ? await authenticateOAuthToken(em, runtime.config, oauthToken, req.originalUrl)
            : await authenticate(runtime, em, credential.authorization);
        ctx = createContext(runtime, em ?? fork, clientAddress, auth);
        ctx.sessionCookies = sessionCookieWriter(req, res);
        ctx.wantsCost = req.headers['x-query-cost'] === '1';
      }
      const cost = res.locals.precharge as number | undefined;
      if (cost !== undefined) await precharge(runtime.config, buckets, ctx, cost);
      res.locals.ctx = ctx;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** The app as an answer sees it, without the ETag function (made once per app). */
const appsWithoutETags = new WeakMap<express.Application, express.Application>();
function withoutETags(app: express.Application): express.Application {
  let plain = appsWithoutETags.get(app);
  if (!plain) {
    const get = app.get.bind(app) as (name: string) => unknown;
    plain = Object.create(app, { get: { value: (name: string) => (name === 'etag fn' ? undefined : get(name)) } }) as express.Application;
    appsWithoutETags.set(app, plain);
  }
  return plain;
}

/** GraphQL's answer to a request refused before it runs (an unknown key, an upload by a non-admin). */
const UNAUTHENTICATED = { errors: [withMessageIds({ message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } })] };

/** 401 for a key that does not authenticate: GraphQL's error shape on /graphql, the contract's on /api. */
function refuseKey(req: Request, res: Response): void {
  // A protocol with its own error body (agentic checkout's ACP Error) says it in its own words.
  const own = res.locals.refuseKey as ((res: Response) => void) | undefined;
  if (own) return own(res);
  if (req.baseUrl.startsWith('/graphql')) res.status(401).json(UNAUTHENTICATED);
  else res.status(401).json({ error: 'Unauthenticated' });
}

/**
 * Headers for every answer (helmet): nosniff, Referrer-Policy, X-Frame-Options; HSTS only when the
 * request came over HTTPS (directly, or per X-Forwarded-Proto from a trusted proxy), since over plain
 * HTTP it means nothing and on localhost it would stick. Pages get their Content-Security-Policy where
 * they are served (shop-page.ts); uploaded files have their own.
 */
function securityHeaders(): express.RequestHandler[] {
  const hsts = helmet.strictTransportSecurity({ maxAge: 31536000, includeSubDomains: true });
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      // Facebook login opens a popup that reports back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Partners embed product pictures; no cross-origin isolation is needed.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'sameorigin' },
    }),
  );
  return [
    (_req, res, next) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      next();
    },
    (req, res, next) => (req.secure ? hsts(req, res, next) : next()),
  ];
}

/**
 * The headers a helmet middleware sets, taken once: without a Content-Security-Policy (whose nonce is
 * per page) they are the same for every request, and helmet's chain of ten middlewares per request cost
 * a few per cent of the floor (issue 47).
 */
function headersOf(middleware: express.RequestHandler): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: string) => headers.push([name, value]), removeHeader: () => undefined };
  let called = false;
  middleware({} as Request, recorder as unknown as Response, () => (called = true));
  if (!called) throw new Error('helmet did not set its headers at once');
  return headers;
}

const ENCODINGS_OFFERED = /\b(?:br|gzip|deflate)\b/i;

/**
 * API answers (JSON) above 1 KB, brotli or gzip as the client accepts; the web app's files come
 * precompressed from the build (web-assets.ts) and pass through untouched (already encoded). A client
 * that accepts none of them (a partner's server, a load balancer's probe) is not handed to the library,
 * which wraps every answer's writes before it knows the answer's size (about a sixth of the floor's time,
 * issue 47); its plain answer is right for anyone.
 */
function compressedAnswers(): express.RequestHandler {
  const compress = compression({ threshold: 1024 });
  return (req, res, next) => (ENCODINGS_OFFERED.test(req.headers['accept-encoding'] ?? '') ? compress(req, res, next) : next());
}

/**
 * GraphQL multipart requests (uploads). Every field taking an Upload is for admins: anyone else is
 * refused (401) before graphql-upload reads a byte, any request past the cap is 413 at once, and a
 * malformed body (no boundary, cut short) is 400, never an unexpected error.
 */
const multipartCap = declaredLengthCap(MAX_MULTIPART_BYTES);
const graphqlUploads = graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: MAX_FILES });
const unreadableMultipart = () => new HttpError(400, 'Unreadable multipart body');
function graphqlMultipart(req: Request, res: Response, next: NextFunction) {
  // The header's first bytes before type-is's parse: nearly every request is JSON.
  if (!/^\s*multipart\//i.test(req.headers['content-type'] ?? '') || !req.is('multipart/form-data')) return next();
  if ((res.locals.ctx as AppContext).principal?.kind !== 'admin') {
    return res.status(401).json(UNAUTHENTICATED);
  }
  if (!/;\s*boundary=/i.test(req.headers['content-type'] ?? '')) return next(unreadableMultipart());
  multipartCap(req, res, (capped?: unknown) => {
    if (capped) return next(capped);
    graphqlUploads(req, res, (error?: unknown) => next(error === undefined || (error as { status?: number }).status ? error : unreadableMultipart()));
  });
}

/** Errors that escaped a handler: unreadable bodies are 400, our typed errors keep their status, the rest 500. */
function errorHandler(error: unknown, _req: Request, res: Response, _next: NextFunction) {
  const status = (error as { status?: number; type?: string }).status;
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message });
  } else if (error instanceof GraphQLError) {
    const answer = mapGraphQLError({ message: error.message, extensions: error.extensions });
    if (answer.headers) res.set(answer.headers);
    res.status(answer.status).json(answer.body);
  } else if (status && status >= 400 && status < 500) {
    res.status(status).json({ message: status === 413 ? 'Request too large' : 'Unreadable request body' });
  } else {
    log.error({ req_id: res.locals.requestId, err: error }, 'Unexpected error');
    res.status(500).json({ message: 'Internal server error' });
  }
}

export async function createServerApp(orm: MikroORM, runtime: AppRuntime, state: ShopState = { stopping: false }): Promise<ServerApp> {
  const schema = await getSchema();
  const metrics = new ShopMetrics(orm);
  const costBuckets = new CostBuckets(() => orm.em.fork(), {
    charged: (how) => metrics.costCharges.inc({ how }),
    settled: (seconds) => metrics.costSettlements.observe(seconds),
  });
  const apollo = new ApolloServer<AppContext>({
    // The schema, with every operation run compiled once it repeats (common/jit-executor.ts).
    gateway: jitGateway(schema),
    introspection: true,
    // Our shutdown (start.ts) stops Apollo after the requests in flight: Apollo's own handler would stop
    // it at the signal, during the drain, and raise the signal again.
    stopOnTerminationSignals: false,
    formatError,
    validationRules: [queryLimits(runtime.config.graphqlMaxDepth)],
    // The explorer is our own locally built page (web/graphiql.html), never a CDN-hosted one. No field
    // sets cache hints, and the default cache-control plugin wraps every field's resolver to look for
    // them: a tenth of a category page's time.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      costPlugin(runtime.config, costBuckets),
      allErrorsPlugin,
      metrics.graphqlPlugin(),
      // Last: a shared answer is given once the operation was checked and charged like any other.
      answerCachePlugin(
        orm.em,
        shopModules.flatMap((module) => module.cachedAnswers ?? []),
        (outcome) => metrics.answerCache.inc({ outcome }),
      ),
    ],
  });
  await apollo.start();
  costBuckets.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', runtime.config.trustProxy);
  // First: every answer, even a refused one, carries its request id and is logged and measured.
  const everyAnswer: Step[] = [requestLog(metrics), ...securityHeaders(), compressedAnswers()];
  app.use(everyAnswer);

  app.use(healthRoutes(orm, state));
  app.get('/metrics', metricsRoute(metrics, runtime.config.metricsToken));
  const guard = servingGuard(state);
  app.use(guard);

  const withContext = requestContext(orm, runtime, costBuckets);
  const graphiql = path.join(WEB_DIST, 'graphiql.html');
  const explorer: Step = (req, res, next) => {
    const page = (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['application/json', 'text/html']) === 'text/html' && fs.existsSync(graphiql);
    if (!page) next();
    else explorerCsp(req, res, () => sendPrecompressed(req, res, graphiql, { noCache: true }));
  };
  const moduleDeps = { orm, runtime, withContext, apollo, schema };
  // The busy endpoints, outside the router: /graphql (its principal comes from the headers before any
  // body is read, see graphqlMultipart) and the modules' own (MCP).
  const direct: DirectEndpoint[] = [
    {
      path: GRAPHQL_PATH,
      below: true,
      listener: stepsInARow(app, GRAPHQL_PATH, [...everyAnswer, guard, explorer, withContext, graphqlMultipart, jsonBody, apolloAnswer(apollo)], errorHandler),
    },
    ...shopModules
      .flatMap((module) => module.endpoints?.(moduleDeps) ?? [])
      .map(({ path, steps }) => ({ path, listener: stepsInARow(app, '', [...everyAnswer, guard, ...steps], errorHandler) })),
  ];
  // Each module's endpoints whose shape a standard fixes (a payment provider's webhook, robots.txt and
  // the sitemaps, well-known files): before the gateway and the web app, whose shell would answer them.
  for (const module of shopModules) if (module.http) app.use(module.http(moduleDeps));
  // The gateway finds the route, asks who calls (withContext), checks the route's guard, then reads the body (rest/gateway.ts).
  app.use('/api', restGateway(apollo, schema, withContext));

  app.use(UPLOADS_URL_PATH, uploadedFiles(storageFor(runtime.config)));

  // The built web app: hashed assets cached for long, every other path answered by the single page.
  app.use(webAssets(WEB_DIST));
  // Storefront pages rendered on the server by the web app's own components (ssr/, issue 42), kept until
  // an entity a module puts on them is written.
  const pageSources = shopModules.flatMap((module) => module.onStorefrontPages ?? []).map((entity) => entity.name);
  app.get('/{*path}', shopPage(orm, runtime.config, path.join(WEB_DIST, 'index.html'), shopRenderer(orm, runtime, apollo, pageSources)));
  app.use(errorHandler);
  return { handle: directEndpointsFirst(direct, app), app, apollo, metrics, costBuckets };
}

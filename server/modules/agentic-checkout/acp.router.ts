import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { GraphQLError } from 'graphql';
import type { AppContext } from '../../common/context.js';
import { Permission } from '../../common/permissions.js';
import type { ModuleHttpDeps } from '../../common/shop-module.js';
import { log } from '../../observability/logger.js';
import { jsonBody } from '../../rest/body.js';
import { useLanguage } from '../settings/index.js';
import { agenticCheckoutEnabled } from './acp-config.service.js';
import { discoveryDocument } from './acp-discovery.js';
import { type AcpAnswer, idempotent } from './acp-idempotency.js';
import { ACP_MESSAGES, ACP_REQUEST_COST, AcpError, type AcpErrorBody, invalidRequest, SUPPORTED_VERSIONS } from './acp-protocol.js';
import type { CompleteRequest, CreateRequest, UpdateRequest } from './acp-requests.js';
import { AcpSessionService } from './acp-session.service.js';
import { assertAcpShape } from './acp-validation.js';

export const ACP_BASE_PATH = '/acp';
export const DISCOVERY_PATH = '/.well-known/acp.json';

const sendError = (res: Response, error: AcpError) => {
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  res.status(error.status).json(error.body);
};

const unauthorized = () => invalidRequest(401, 'unauthorized', ACP_MESSAGES.unauthorized);

/** The headers every answer echoes (Request-Id when sent), and the request's cost, known before its body. */
function start(req: Request, res: Response, next: NextFunction): void {
  const requestId = req.header('request-id');
  if (requestId && requestId.length <= 200 && /^[\x21-\x7e]+$/.test(requestId)) res.setHeader('request-id', requestId);
  res.setHeader('cache-control', 'no-store');
  // Charged to the key's cost bucket (as any API-key caller) once the key is known (app.ts requestContext).
  res.locals.precharge = ACP_REQUEST_COST;
  // A key that does not authenticate: the ACP's error object, not the REST contract's.
  res.locals.refuseKey = (answer: Response) => {
    answer.setHeader('www-authenticate', 'Bearer');
    sendError(answer, unauthorized());
  };
  next();
}

/** Who may call: an API key whose role holds agentic_checkout; then the API-Version; then the shop's switch. */
async function admit(req: Request, res: Response, next: NextFunction): Promise<void> {
  try {
    const ctx = res.locals.ctx as AppContext;
    const principal = ctx.principal;
    if (principal?.kind !== 'admin' || !principal.apiKey) {
      res.setHeader('www-authenticate', 'Bearer');
      throw unauthorized();
    }
    if (ctx.precharged && !ctx.precharged.charge.allowed)
      throw new AcpError(
        429,
        { type: 'invalid_request', code: 'rate_limited', message: ACP_MESSAGES.tooMany },
        { 'retry-after': String(ctx.precharged.charge.retryAfterSeconds) },
      );
    if (!principal.permissions.has(Permission.agentic_checkout)) throw invalidRequest(403, 'forbidden', ACP_MESSAGES.forbidden);
    const version = req.header('api-version')?.trim();
    if (!version || !SUPPORTED_VERSIONS.includes(version)) {
      const message = version ? ACP_MESSAGES.unsupportedVersion(version.slice(0, 40)) : ACP_MESSAGES.missingVersion;
      throw new AcpError(400, {
        type: 'invalid_request',
        code: version ? 'unsupported_api_version' : 'missing_api_version',
        message,
        supported_versions: [...SUPPORTED_VERSIONS],
      });
    }
    if (!(await agenticCheckoutEnabled(ctx.em))) throw invalidRequest(403, 'agentic_checkout_disabled', ACP_MESSAGES.disabled);
    await useLanguage(ctx);
    next();
  } catch (error) {
    next(error);
  }
}

type Work = (service: AcpSessionService, req: Request) => Promise<Record<string, unknown>>;

/**
 * One endpoint: a GET answers at once; a POST needs an Idempotency-Key (echoed), and runs once per key
 * and body (acp-idempotency.ts). The body is checked against the spec's schema inside the run, so a
 * replay of a refused body is refused alike.
 */
function endpoint(status: number, work: Work) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = res.locals.ctx as AppContext;
      const run = async (): Promise<AcpAnswer> => ({ status, body: await work(AcpSessionService.of(ctx), req) });
      let answer: AcpAnswer;
      if (req.method === 'POST') {
        const key = req.header('idempotency-key');
        if (!key) throw invalidRequest(400, 'idempotency_key_required', ACP_MESSAGES.idempotencyRequired);
        if (key.length > 255) throw invalidRequest(400, 'invalid', ACP_MESSAGES.idempotencyTooLong);
        res.setHeader('idempotency-key', key);
        const apiKeyId = ctx.principal?.kind === 'admin' ? ctx.principal.apiKey!.id : 0;
        answer = await idempotent(ctx.em, { apiKeyId, endpoint: `${req.baseUrl}${req.path}`, key }, req.body ?? null, run);
        if (answer.replayed) res.setHeader('idempotent-replayed', 'true');
      } else {
        answer = await run();
      }
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
      res.status(answer.status).json(answer.body);
    } catch (error) {
      next(error);
    }
  };
}

const idOf = (req: Request) => String(req.params.id);

/** The shop's own errors in the ACP's words; anything unexpected is a processing_error (logged), never a stack. */
function acpErrorOf(error: unknown): AcpError {
  if (error instanceof AcpError) return error;
  const status = (error as { status?: number; type?: string }).status;
  if ((error as { type?: string }).type === 'entity.parse.failed') return invalidRequest(400, 'invalid_json', ACP_MESSAGES.invalidJson);
  if (status === 413 || status === 400) return invalidRequest(status, 'invalid', (error as Error).message);
  if (error instanceof GraphQLError) {
    const code = String(error.extensions.code ?? '');
    const http: Record<string, number> = { BAD_USER_INPUT: 400, NOT_FOUND: 404, CONFLICT: 409, FORBIDDEN: 403, TOO_MANY_REQUESTS: 429 };
    if (code === 'SERVICE_UNAVAILABLE') return new AcpError(503, { type: 'service_unavailable', code: 'service_unavailable', message: error.message });
    if (http[code]) return invalidRequest(http[code], code.toLowerCase(), error.message);
  }
  log.error({ err: error }, 'agentic checkout: request failed');
  return new AcpError(500, { type: 'processing_error', code: 'processing_error', message: ACP_MESSAGES.failed } satisfies AcpErrorBody);
}

/**
 * The ACP's endpoints (manifest `http`): GET /.well-known/acp.json, and the checkout sessions under
 * /acp, authenticated by the shop's API keys before any body is read (withContext), costed to the key's
 * bucket, answered with the spec's status codes and error objects.
 */
export function acpRouter({ orm, runtime, withContext }: ModuleHttpDeps): Router {
  const router = express.Router();
  router.get(DISCOVERY_PATH, async (_req, res, next) => {
    try {
      const em = orm.em.fork();
      if (!(await agenticCheckoutEnabled(em))) return void sendError(res, invalidRequest(404, 'not_found', ACP_MESSAGES.disabled));
      res.setHeader('cache-control', 'public, max-age=3600');
      res.json(await discoveryDocument(em, runtime.config.publicUrl));
    } catch (error) {
      next(error);
    }
  });

  const acp = express.Router();
  acp.use(start, withContext, admit, jsonBody);
  acp.post(
    '/checkout_sessions',
    endpoint(201, (s, req) => s.create(assertAcpShape<CreateRequest>('CheckoutSessionCreateRequest', req.body))),
  );
  acp.get(
    '/checkout_sessions/:id',
    endpoint(200, (s, req) => s.get(idOf(req))),
  );
  acp.post(
    '/checkout_sessions/:id',
    endpoint(200, (s, req) => s.update(idOf(req), assertAcpShape<UpdateRequest>('CheckoutSessionUpdateRequest', req.body))),
  );
  acp.post(
    '/checkout_sessions/:id/complete',
    endpoint(200, (s, req) => s.complete(idOf(req), assertAcpShape<CompleteRequest>('CheckoutSessionCompleteRequest', req.body))),
  );
  acp.post(
    '/checkout_sessions/:id/cancel',
    endpoint(200, (s, req) => {
      if (req.body !== undefined && Object.keys(req.body as object).length) assertAcpShape('CancelSessionRequest', req.body);
      return s.cancel(idOf(req));
    }),
  );
  acp.use((_req: Request, res: Response) => sendError(res, invalidRequest(404, 'not_found', 'No such endpoint.')));
  acp.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => sendError(res, acpErrorOf(error)));
  router.use(ACP_BASE_PATH, acp);
  return router;
}

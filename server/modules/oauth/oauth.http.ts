import express, { type NextFunction, type Request, type Response } from 'express';
import { createContext } from '../../common/context.js';
import { TOO_FREQUENT, TooManyRequestsError } from '../../common/errors.js';
import type { ModuleHttpDeps } from '../../common/shop-module.js';
import type { ThrottledAction } from '../../config/env.js';
import { ThrottleService } from '../system/index.js';
import { interactionRouter } from './interaction.route.js';
import { providerKeys } from './keys.js';
import { ADMIN_SCOPE, ISSUER_PATH, adminResourceOf, issuerOf } from './oauth-urls.js';
import { createProvider } from './provider.js';

/** What a stranger can repeat, counted per client address (THROTTLE_OAUTHCLIENT, THROTTLE_OAUTHTOKEN). */
function throttledAction(req: Request): ThrottledAction | undefined {
  if (startsAuthorization(req)) return 'oauthtoken';
  if (req.method !== 'POST') return undefined;
  if (req.path === `${ISSUER_PATH}/reg`) return 'oauthclient';
  if (req.path === `${ISSUER_PATH}/token` || req.path.startsWith(`${ISSUER_PATH}/token/`)) return 'oauthtoken';
  return undefined;
}

/** An authorization begins (each keeps an interaction for 15 minutes): counted with the token requests. */
function startsAuthorization(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'POST') && req.path === `${ISSUER_PATH}/auth`;
}

/**
 * The authorization server for agents (MCP authorization, 2025-11-25), mounted at /oauth:
 * - RFC 9728 protected-resource metadata of /mcp/admin, where its 401 points
 *   (`/.well-known/oauth-protected-resource/mcp/admin`), and the root form;
 * - RFC 8414 / OpenID discovery of the issuer PUBLIC_URL/oauth in each place the MCP spec's clients
 *   look for an issuer with a path: `/.well-known/oauth-authorization-server/oauth`,
 *   `/.well-known/openid-configuration/oauth` and `/oauth/.well-known/openid-configuration`;
 * - the sign-in and consent pages (interaction.route.ts), then oidc-provider's endpoints.
 */
export function oauthRouter({ orm, runtime }: ModuleHttpDeps): express.Router {
  const router = express.Router();
  const { config } = runtime;
  const keys = providerKeys(runtime.tokenSecret);
  const provider = createProvider(orm, runtime, keys);
  const callback = provider.callback();

  const resourceMetadata = {
    resource: adminResourceOf(config),
    authorization_servers: [issuerOf(config)],
    scopes_supported: [ADMIN_SCOPE],
    bearer_methods_supported: ['header'],
    resource_name: 'Shop back office for agents (MCP)',
  };
  // The path form is the one /mcp/admin's 401 names; the root form is where clients look without one.
  // The shop has no other protected resource, so both describe /mcp/admin.
  for (const path of ['/.well-known/oauth-protected-resource/mcp/admin', '/.well-known/oauth-protected-resource']) {
    router.get(path, (_req, res) => {
      res.set({ 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=300' }).json(resourceMetadata);
    });
  }

  // Path insertion (RFC 8414 section 3.1, OpenID with insertion): answered by the provider's own discovery.
  for (const name of ['oauth-authorization-server', 'openid-configuration']) {
    router.get(`/.well-known/${name}${ISSUER_PATH}`, (req, res) => {
      req.url = `/.well-known/${name}`;
      req.originalUrl = `${ISSUER_PATH}${req.url}`;
      callback(req, res);
    });
  }

  router.use((req: Request, res: Response, next: NextFunction) => {
    const action = throttledAction(req);
    if (!action) return next();
    const ctx = createContext(runtime, orm.em.fork(), req.ip ?? 'unknown', {});
    ThrottleService.of(ctx)
      .consumePerAddress(action)
      .then(() => next())
      .catch((error: unknown) => {
        if (!(error instanceof TooManyRequestsError)) return next(error);
        res.status(429).set('Retry-After', '60').json({ error: 'slow_down', error_description: TOO_FREQUENT });
      });
  });

  router.use(interactionRouter(orm, runtime, provider, keys.formKey));
  router.use(ISSUER_PATH, (req, res) => callback(req, res));
  return router;
}

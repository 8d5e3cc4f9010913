import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/env.js';
import type { Permission } from './permissions.js';
import { Loaders } from './loaders.js';
import type { ContentLanguage } from './translations.js';
import type { SessionCookieWriter } from '../modules/auth/session-cookies.js';
import type { BucketCharge } from './cost-bucket.js';

/**
 * Who is calling, after the token was checked (auth/authenticate.ts); sessionVersion is the account's
 * current one (common/sessions.ts), which a refreshed token carries.
 */
export type Principal =
  | {
      kind: 'admin';
      id: number;
      tokenId: string;
      expiresAt: Date;
      sessionVersion: number;
      roleId: number;
      permissions: ReadonlySet<Permission>;
      /** The account's name as this request began (history rows); for an API key, `API key: <its name>`. */
      name: string;
      /** Set when the caller is a partner's API key (modules/api-key), not a signed-in member of staff. */
      apiKey?: ApiKeyIdentity;
    }
  /** A shopper, with the name and email of their account as this request began (checkout uses them). */
  | { kind: 'customer'; id: number; tokenId: string; expiresAt: Date; sessionVersion: number; email: string; firstName: string };

/** The key behind an API-key principal: its name (for history rows) and its own cost bucket, if any. */
export interface ApiKeyIdentity {
  id: number;
  name: string;
  bucket: number | null;
  restoreRate: number | null;
}

/** `extensions.cost` of an answer (issue 23), in Shopify's shape. */
export interface QueryCostReport {
  requested: number;
  throttle: { maximum: number; available: number; restore_rate: number };
}

/** Process-wide state shared by every request. */
export interface AppRuntime {
  config: AppConfig;
  tokenSecret: Uint8Array;
}

/** The per-request context of every resolver and service. */
export interface AppContext {
  runtime: AppRuntime;
  /** This request's own fork: all work of a request goes through it (one unit of work). */
  em: EntityManager;
  loaders: Loaders;
  principal?: Principal;
  /** Set when a token was sent but is bad, expired or revoked: the reason given on a guarded field. */
  authFailure?: string;
  clientAddress: string;
  /** Hands a new token to the browser as an HttpOnly cookie, or clears it (HTTP requests only). */
  sessionCookies?: SessionCookieWriter;
  /** Per-request memo of service instances (see Service.of). */
  services: Map<abstract new (...args: never[]) => unknown, unknown>;
  /** The request's content language once resolved (settings/content-language.ts useLanguage). */
  content?: ContentLanguage;
  /** Whether `content` came from an explicit `language` argument. */
  contentExplicit?: boolean;
  /** The settings' main and supported languages, read once per request (settings/content-language.ts). */
  languageSettings?: Promise<{ mainLanguage: string; supportedLanguages: string[] }>;
  /** The caller sent `X-Query-Cost: 1`: the answer carries extensions.cost (always for API keys). */
  wantsCost?: boolean;
  /** What this request cost and what is left (common/cost-plugin.ts), for extensions.cost. */
  cost?: QueryCostReport;
  /** What was charged with the session, before the body was read (a REST route: rest/gateway.ts). */
  precharged?: { cost: number; charge: BucketCharge };
}

/**
 * The part of a context made when first used, shared by its copies: Apollo runs each operation on a
 * shallow copy of the context (Object.assign), which reads every own property (a getter's too) but
 * leaves the prototype's getters alone and copies this holder's reference.
 */
interface Deferred {
  make?: () => EntityManager;
  em?: EntityManager;
  loaders?: Loaders;
}

const lazyParts = {
  get em(): EntityManager {
    const deferred = (this as unknown as { deferred: Deferred }).deferred;
    return (deferred.em ??= deferred.make!());
  },
  get loaders(): Loaders {
    const deferred = (this as unknown as { deferred: Deferred }).deferred;
    return (deferred.loaders ??= new Loaders((this as unknown as AppContext).em));
  },
};

/**
 * A request's context. `em` may be a function making the request's entity manager: then it is made the
 * first time something reads `ctx.em` (or `ctx.loaders`), so that a request that reads nothing from the
 * database (`{ __typename }`, a refused one) makes no fork of MikroORM's (issue 47).
 */
export function createContext(
  runtime: AppRuntime,
  em: EntityManager | (() => EntityManager),
  clientAddress: string,
  auth: Pick<AppContext, 'principal' | 'authFailure'>,
): AppContext {
  const deferred: Deferred = typeof em === 'function' ? { make: em } : { em };
  const ctx = Object.create(lazyParts) as AppContext & { deferred: Deferred };
  return Object.assign(ctx, { runtime, clientAddress, services: new Map(), deferred, ...auth });
}

/** The signed-in staff member's name, written beside what they change (history rows, notes); '' for anyone else. */
export function staffName(ctx: AppContext): string {
  const principal = ctx.principal;
  return principal?.kind === 'admin' ? principal.name : '';
}

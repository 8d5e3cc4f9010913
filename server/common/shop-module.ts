import type { ApolloServer } from '@apollo/server';
import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import type { RequestHandler, Router } from 'express';
import type { RestRoute } from '../rest/route.js';
import type { AppConfig } from '../config/env.js';
import type { AppContext, AppRuntime } from './context.js';
import type { CachedAnswers } from './answer-cache.js';

/** What a module's own HTTP endpoints are built from (see ShopModule.http). */
export interface ModuleHttpDeps {
  readonly orm: MikroORM;
  readonly runtime: AppRuntime;
  /**
   * The request's principal and entity manager, as /graphql and /api have them (app.ts requestContext):
   * an API key, a token or the session cookie, authenticated before any body is read; then
   * `res.locals.ctx` is the AppContext.
   */
  readonly withContext: RequestHandler;
  /**
   * The schema's server: `apollo.executeOperation({ query, variables }, { contextValue: ctx })` runs an
   * operation as /graphql would (guards, validation, the cost budget), as the REST gateway does.
   */
  readonly apollo: ApolloServer<AppContext>;
  /** The schema those operations run on (to check a module's operations and describe their answers at start). */
  readonly schema: GraphQLSchema;
}

/** An endpoint of ShopModule.endpoints: its exact path and the middlewares its requests run, in order. */
export interface ModuleEndpoint {
  readonly path: string;
  readonly steps: readonly RequestHandler[];
}

/**
 * A module's manifest, exported by its index.ts: what the shop's registries collect from it. The schema
 * takes every module's resolvers, the ORM its entities and the REST gateway its routes, looping over the
 * one list in modules/shop-modules.ts; a module's jobs register themselves when its index.ts is loaded.
 */
export interface ShopModule {
  readonly name: string;
  readonly entities?: readonly EntityClass<object>[];
  // type-graphql takes resolver classes of any shape.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  readonly resolvers?: readonly Function[];
  /** The module's part of the REST gateway's table; specific paths before `/:id` patterns. */
  readonly routes?: readonly RestRoute[];
  /**
   * Endpoints outside the REST contract's table, whose shape a standard fixes (robots.txt, a payment
   * provider's webhook, a protocol's well-known files): a router mounted before /api and the web app.
   */
  readonly http?: (deps: ModuleHttpDeps) => Router;
  /**
   * A module's busy endpoints of one path each (MCP's): served by their steps in a row, outside Express's
   * router, after the steps every answer takes (server/direct-endpoints.ts). Whatever the method: a step
   * answers the methods the endpoint does not take.
   */
  readonly endpoints?: (deps: ModuleHttpDeps) => readonly ModuleEndpoint[];
  /**
   * Queues the module's recurring jobs once the schema is current (at every start, in the migration
   * turn): jobs that keep themselves scheduled, queued on a new database and caught up after a pause
   * (unique keys: queued once whoever asks).
   */
  readonly schedule?: (em: EntityManager, config: AppConfig) => Promise<void>;
  /** Root query fields whose answers to visitors are shared until what they are made from is written (common/answer-cache.ts). */
  readonly cachedAnswers?: readonly CachedAnswers[];
  /**
   * The module's entities (some of `entities`) that a visitor's storefront page shows: a write of any of
   * them drops every page kept rendered (ssr/page-cache.ts), here and on every instance.
   */
  readonly onStorefrontPages?: readonly EntityClass<object>[];
}

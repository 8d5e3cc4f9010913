import type { EntityClass } from '@mikro-orm/core';
import type { RestRoute } from '../rest/route.js';

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
}

import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { AppConfig } from '../config/env.js';
import type { AppContext } from './context.js';
import { chargeBucket, type BucketRule } from './cost-bucket.js';
import { isIntrospectionOnly, queryCost } from './query-cost.js';

export const TOO_COSTLY = 'QUERY_TOO_COSTLY';
export const THROTTLED = 'THROTTLED';

/** The limit of one request and the bucket of this caller: staff per account, keys per key, the rest per client address. */
function budgetOf(config: AppConfig, ctx: AppContext): { limit: number; bucket: BucketRule } {
  const principal = ctx.principal;
  if (principal?.kind === 'admin') {
    const staff = config.graphqlBuckets.staff;
    if (principal.apiKey) {
      const { id, bucket, restoreRate } = principal.apiKey;
      return { limit: config.graphqlMaxCost.staff, bucket: { key: `cost:key:${id}`, size: bucket ?? staff.size, rate: restoreRate ?? staff.rate } };
    }
    return { limit: config.graphqlMaxCost.staff, bucket: { key: `cost:admin:${principal.id}`, ...staff } };
  }
  return { limit: config.graphqlMaxCost.public, bucket: { key: `cost:address:${ctx.clientAddress}`, ...config.graphqlBuckets.public } };
}

/**
 * The cost budget of every caller (issue 23, section 2), before any resolver runs: a request costing
 * more than the caller's limit answers QUERY_TOO_COSTLY (400); otherwise its cost is charged to the
 * caller's bucket, and an empty bucket answers THROTTLED (429 with Retry-After). Answers to API keys,
 * and to callers sending `X-Query-Cost: 1`, carry `extensions.cost`. REST routes run through here too.
 */
export function costPlugin(config: AppConfig): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue: ctx, document, operation, request, schema }) {
          if (!operation || isIntrospectionOnly(operation)) return;
          const cost = queryCost(schema, document, request.variables ?? {}, request.operationName ?? undefined);
          if (cost === undefined) return;
          const { limit, bucket } = budgetOf(config, ctx);
          if (cost > limit) {
            const shown = Number.isFinite(cost) ? String(cost) : 'too many fields';
            throw new GraphQLError(`Query cost ${shown} is over the limit of ${limit}.`, {
              extensions: { code: TOO_COSTLY, cost: Number.isFinite(cost) ? cost : null, limit, http: { status: 400 } },
            });
          }
          const charge = await chargeBucket(ctx.em, bucket, cost);
          ctx.cost = { requested: cost, throttle: { maximum: bucket.size, available: Math.floor(charge.available), restore_rate: bucket.rate } };
          if (!charge.allowed) {
            const headers = new HeaderMap([['retry-after', String(charge.retryAfterSeconds)]]);
            throw new GraphQLError(`Too many requests: this one costs ${cost}, ${Math.floor(charge.available)} points are left.`, {
              extensions: { code: THROTTLED, retryAfter: charge.retryAfterSeconds, cost: ctx.cost, http: { status: 429, headers } },
            });
          }
        },
        async willSendResponse({ contextValue: ctx, response }) {
          if (!ctx.cost || !(ctx.wantsCost || (ctx.principal?.kind === 'admin' && ctx.principal.apiKey))) return;
          if (response.body.kind !== 'single') return;
          response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost: ctx.cost };
        },
      };
    },
  };
}

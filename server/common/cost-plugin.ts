import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { AppConfig } from '../config/env.js';
import type { AppContext, Principal } from './context.js';
import type { BucketCharge, BucketRule, CostBuckets } from './cost-bucket.js';
import { isIntrospectionOnly, queryCost } from './query-cost.js';

export const TOO_COSTLY = 'QUERY_TOO_COSTLY';
export const THROTTLED = 'THROTTLED';

/** Who pays: the principal (or, before the session is read, what its token says it is) and the client address. */
export interface Payer {
  principal?: Pick<Principal, 'kind' | 'id'> & { apiKey?: Extract<Principal, { kind: 'admin' }>['apiKey'] };
  clientAddress: string;
}

/** The limit of one request and the bucket of this caller: staff per account, keys per key, the rest per client address. */
export function budgetOf(config: AppConfig, { principal, clientAddress }: Payer): { limit: number; bucket: BucketRule } {
  if (principal?.kind === 'admin') {
    const staff = config.graphqlBuckets.staff;
    if (principal.apiKey) {
      const { id, bucket, restoreRate } = principal.apiKey;
      return { limit: config.graphqlMaxCost.staff, bucket: { key: `cost:key:${id}`, size: bucket ?? staff.size, rate: restoreRate ?? staff.rate } };
    }
    return { limit: config.graphqlMaxCost.staff, bucket: { key: `cost:admin:${principal.id}`, ...staff } };
  }
  return { limit: config.graphqlMaxCost.public, bucket: { key: `cost:address:${clientAddress}`, ...config.graphqlBuckets.public } };
}

/** The bucket after a charge, as `extensions.cost` reports it. */
function costReport(cost: number, bucket: BucketRule, charge: BucketCharge): NonNullable<AppContext['cost']> {
  return { requested: cost, throttle: { maximum: bucket.size, available: Math.floor(charge.available), restore_rate: bucket.rate } };
}

/** THROTTLED (429 with Retry-After): the bucket does not hold the request's cost. */
export function throttledError(report: NonNullable<AppContext['cost']>, charge: BucketCharge): GraphQLError {
  const headers = new HeaderMap([['retry-after', String(charge.retryAfterSeconds)]]);
  return new GraphQLError(`Too many requests: this one costs ${report.requested}, ${report.throttle.available} points are left.`, {
    extensions: { code: THROTTLED, retryAfter: charge.retryAfterSeconds, cost: report, http: { status: 429, headers } },
  });
}

/**
 * A charge made before the request reached GraphQL: a REST route whose cost is known before its body is
 * read (rest/precharge.ts), charged once the caller is known. The gateway answers 429 when the bucket was
 * empty (before reading the body); the cost plugin charges only what the request costs beyond it. A cost
 * over the caller's limit is not charged: the cost plugin refuses it as QUERY_TOO_COSTLY.
 */
export async function precharge(config: AppConfig, buckets: CostBuckets, ctx: AppContext, cost: number): Promise<void> {
  const { limit, bucket } = budgetOf(config, ctx);
  if (cost > limit) return;
  const charge = await buckets.charge(bucket, cost);
  ctx.cost = costReport(cost, bucket, charge);
  ctx.precharged = { cost, charge };
}

/**
 * The cost budget of every caller (issue 23, section 2), before any resolver runs: a request costing
 * more than the caller's limit answers QUERY_TOO_COSTLY (400); otherwise its cost is charged to the
 * caller's bucket (common/cost-bucket.ts: in memory, settled with the other instances every 150 ms), and
 * an empty bucket answers THROTTLED (429 with Retry-After). Answers to API keys,
 * and to callers sending `X-Query-Cost: 1`, carry `extensions.cost`. REST routes run through here too.
 */
export function costPlugin(config: AppConfig, buckets: CostBuckets): ApolloServerPlugin<AppContext> {
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
          // Charged already before the body was read (a REST route): only what the request costs beyond that.
          const prior = ctx.precharged;
          if (prior && prior.cost >= cost) return;
          const charge = await buckets.charge(bucket, cost - (prior?.cost ?? 0));
          ctx.cost = costReport(cost, bucket, charge);
          if (!charge.allowed) throw throttledError(ctx.cost, charge);
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

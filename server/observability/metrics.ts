import { timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { run } from '../common/sql.js';
import { jobQueueDepth, oldestWaitingJobSeconds } from './metrics.sql.js';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface KnexPool {
  numUsed(): number;
  numPendingAcquires(): number;
}

/**
 * The shop's Prometheus metrics (one registry per running shop): HTTP request durations by route
 * pattern and status, GraphQL operation durations (REST routes run one too), the job queue's depth and
 * oldest waiting job, the database pool, and Node's own (event-loop lag, memory, CPU).
 */
export class ShopMetrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly graphqlDuration: Histogram<'type' | 'field' | 'outcome'>;
  /** GraphQL cost charges by how they were decided (common/cost-bucket.ts ChargeWay). */
  readonly costCharges: Counter<'how'>;
  /** The cost buckets' settlements with the shared rows: one statement each. */
  readonly costSettlements: Histogram;
  /** Visitors' catalogue reads answered from the shared answers, or resolved and shared (common/answer-cache.ts). */
  readonly answerCache: Counter<'outcome'>;

  constructor(orm: MikroORM) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    this.httpDuration = new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'HTTP requests by route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS,
      registers,
    });
    this.graphqlDuration = new Histogram({
      name: 'shop_graphql_operation_duration_seconds',
      help: 'GraphQL operations (also those behind REST routes) by type and first root field',
      labelNames: ['type', 'field', 'outcome'],
      buckets: SECONDS,
      registers,
    });
    this.costCharges = new Counter({
      name: 'shop_cost_charges_total',
      help: 'GraphQL cost charges: allowed in memory (lease, advance), refused in memory, or made by a statement of their own',
      labelNames: ['how'],
      registers,
    });
    this.answerCache = new Counter({
      name: 'shop_graphql_answer_cache_total',
      help: "Visitors' reads of shared answers (common/answer-cache.ts): hit (answered without resolving) or miss",
      labelNames: ['outcome'],
      registers,
    });
    this.costSettlements = new Histogram({
      name: 'shop_cost_settlement_seconds',
      help: "The cost buckets' settlements with the shared rows (one statement for every bucket charged in the interval)",
      buckets: SECONDS,
      registers,
    });
    const jobs = (statement: typeof jobQueueDepth) =>
      run(orm.em.fork(), statement, [], { quiet: true })
        .then((rows) => Number(rows[0]?.value ?? 0))
        .catch(() => NaN);
    new Gauge({
      name: 'shop_job_queue_depth',
      help: 'Jobs due and waiting for a worker',
      registers,
      async collect() {
        this.set(await jobs(jobQueueDepth));
      },
    });
    new Gauge({
      name: 'shop_job_oldest_waiting_seconds',
      help: 'How long the oldest due job has waited (0: none)',
      registers,
      async collect() {
        this.set(await jobs(oldestWaitingJobSeconds));
      },
    });
    const pool = () => (orm.em.getConnection().getKnex().client as unknown as { pool?: KnexPool }).pool;
    new Gauge({
      name: 'shop_db_pool_in_use',
      help: 'Database connections of this process in use',
      registers,
      collect() {
        this.set(pool()?.numUsed() ?? 0);
      },
    });
    new Gauge({
      name: 'shop_db_pool_waiting',
      help: 'Requests of this process waiting for a database connection',
      registers,
      collect() {
        this.set(pool()?.numPendingAcquires() ?? 0);
      },
    });
  }

  /** Times every GraphQL operation: its type and first root field (bounded by the schema, unlike operation names). */
  graphqlPlugin(): ApolloServerPlugin {
    const histogram = this.graphqlDuration;
    return {
      async requestDidStart() {
        const started = process.hrtime.bigint();
        return {
          async willSendResponse(context) {
            const operation = context.operation;
            const first = operation?.selectionSet.selections.find((selection) => selection.kind === 'Field');
            const field = first && first.kind === 'Field' ? first.name.value : 'unknown';
            const outcome =
              context.errors?.length || (context.response.body.kind === 'single' && context.response.body.singleResult.errors?.length) ? 'error' : 'ok';
            histogram.observe({ type: operation?.operation ?? 'invalid', field, outcome }, Number(process.hrtime.bigint() - started) / 1e9);
          },
        };
      },
    };
  }
}

/**
 * GET /metrics in the Prometheus text format, only with `Authorization: Bearer <METRICS_TOKEN>`: 404 when
 * no token is configured (as if there were no such page), 401 for a wrong one.
 */
export function metricsRoute(metrics: ShopMetrics, token: string) {
  const expected = Buffer.from(`Bearer ${token}`);
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!token) return void res.status(404).json({ message: 'Not Found' });
    const sent = Buffer.from(req.headers.authorization ?? '');
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return void res.status(401).json({ message: 'Unauthenticated' });
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  };
}

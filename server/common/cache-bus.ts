import { randomUUID } from 'node:crypto';
import pg, { type Client, type Notification } from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notifyChannel } from './cache-bus.sql.js';
import { SharedCache } from './shared-cache.js';
import { runOn } from './sql.js';

/** The one PostgreSQL channel of cache drops (NOTIFY is per database: shops on other databases never hear it). */
export const CACHE_CHANNEL = 'shop_cache_drop';
/** The bus's connection as pg_stat_activity shows it. */
export const CACHE_BUS_APPLICATION = 'shop-cache-bus';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** A NOTIFY payload must stay under 8000 bytes; more names than fit drop everything ('*'). */
const MAX_PAYLOAD = 7000;

/**
 * Cache drops across instances: when this process drops a shared cache (common/shared-cache.ts: a write
 * through the unit of work, its commit, or a service's SharedCache.written), every other instance on the
 * same database drops it too, through PostgreSQL LISTEN/NOTIFY on one channel. Without it another
 * instance would answer the old rows until its cache's TTL ran out.
 *
 * One connection of its own (outside the pool) both listens and notifies; drops of one tick go out in
 * one NOTIFY. A lost connection is made again (growing pauses), and every cache is dropped when it is
 * back, here and on the other instances, since drops sent or received meanwhile were lost. The embedded
 * database (PGlite, one process) has no bus: its caches are in-process only.
 */
export class CacheBus {
  private readonly instance = randomUUID();
  private client?: Client;
  private pending = new Set<string>();
  private flushing = false;
  private stopped = false;
  private retryMs = RECONNECT_MIN_MS;
  private retryTimer?: NodeJS.Timeout;
  private connected?: Promise<void>;

  private constructor(
    private readonly em: EntityManager,
    private readonly databaseUrl: string,
  ) {}

  /** Starts listening (resolves once listening or once the first attempt failed: the shop serves anyway). */
  static async start(em: EntityManager, databaseUrl: string): Promise<CacheBus> {
    const bus = new CacheBus(em, databaseUrl);
    SharedCache.onDrop(em, (names) => bus.publish(names));
    await bus.connect();
    return bus;
  }

  /** The server process id of the listening connection while it is up (pg_stat_activity.pid). */
  get backendPid(): number | undefined {
    return (this.client as (Client & { processID?: number }) | undefined)?.processID;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    SharedCache.onDrop(this.em, undefined);
    await this.connected?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** Sends these entity names to the other instances (coalesced: one NOTIFY per tick). */
  private publish(names: Iterable<string>): void {
    for (const name of names) this.pending.add(name);
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    const names = [...this.pending];
    this.pending = new Set();
    this.flushing = false;
    const client = this.client;
    if (!client || !names.length) return;
    let payload = JSON.stringify({ from: this.instance, names });
    if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ from: this.instance, names: ['*'] });
    // A lost drop is bounded by the caches' TTL; the connection's error handler reconnects.
    await runOn(client, notifyChannel, [CACHE_CHANNEL, payload]).catch(() => undefined);
  }

  private receive = (message: Notification) => {
    if (message.channel !== CACHE_CHANNEL || !message.payload) return;
    try {
      const { from, names } = JSON.parse(message.payload) as { from: string; names: string[] };
      if (from === this.instance) return;
      if (names.includes('*')) SharedCache.dropAll(this.em);
      else SharedCache.invalidate(this.em, names, { publish: false });
    } catch {
      // Not ours: ignored.
    }
  };

  private connect(): Promise<void> {
    this.connected = (async () => {
      const client = new pg.Client({ connectionString: this.databaseUrl, application_name: CACHE_BUS_APPLICATION });
      const lost = () => {
        if (this.client !== client) return;
        this.client = undefined;
        client.end().catch(() => undefined);
        this.retry();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', this.receive);
      try {
        await client.connect();
        // Hand-written: LISTEN names its channel (no parameter) and cannot be prepared.
        await client.query(`LISTEN ${CACHE_CHANNEL}`);
      } catch (error) {
        client.removeListener('end', lost);
        await client.end().catch(() => undefined);
        if (!this.stopped) console.error(`Cache bus: cannot listen (${(error as Error).message}); retrying`);
        this.retry();
        return;
      }
      if (this.stopped) {
        await client.end().catch(() => undefined);
        return;
      }
      const reconnected = this.retryMs > RECONNECT_MIN_MS;
      this.client = client;
      this.retryMs = RECONNECT_MIN_MS;
      // Drops sent while the connection was down were missed both ways: everything is dropped once,
      // here and on the others.
      if (reconnected) {
        SharedCache.dropAll(this.em);
        this.publish(['*']);
      }
    })();
    return this.connected;
  }

  private retry(): void {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }
}

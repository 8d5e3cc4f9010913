import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';

/**
 * Short-lived answers shared by every request of one server (one ORM), dropped on write.
 *
 * Hot read paths (settings on every request, the storefront's search and category lists) would
 * otherwise repeat the same statements for each visitor. A cache names the entities its values are
 * made from; when a flush writes one of them, the cache is emptied at once and again when the
 * transaction commits (a reader between the flush and the commit may have stored the old rows). A
 * value computed while a write happened is never stored (the generation moved on). Other instances on
 * the same database drop theirs too (common/cache-bus.ts, PostgreSQL LISTEN/NOTIFY). The TTL bounds
 * what a write that bypasses the unit of work and SharedCache.written (raw SQL) can leave behind.
 *
 * Values are kept per ORM (keyed by its configuration), so two shops in one process never mix.
 */
export class SharedCache<T> {
  private static readonly all: SharedCache<unknown>[] = [];
  private readonly stores = new WeakMap<object, { generation: number; entries: Map<string, { expires: number; value: Promise<T> }> }>();
  /** Per open transaction: what it computed, valid while nothing this cache is built from was written. */
  private readonly transactions = new WeakMap<object, Map<string, { generation: number; value: Promise<T> }>>();

  constructor(
    /** Entity class names whose writes invalidate this cache. */
    readonly entities: readonly string[],
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    /**
     * Also keep a value for the rest of the transaction that computed it (see get): only for caches
     * whose entities are written through the unit of work alone (a raw SQL write inside the
     * transaction would not be seen).
     */
    private readonly perTransaction = false,
  ) {
    SharedCache.all.push(this as SharedCache<unknown>);
  }

  /**
   * The cached value of `key`, computed (once, even for concurrent callers) when missing or stale.
   * Inside a transaction it is never shared: the transaction may see its own uncommitted writes, which
   * no other request must be given. With `perTransaction` it is kept for the rest of that transaction
   * (a sale's steps read the settings several times), until a write of the entities it is made from
   * (its own flush or any other) moves the generation on; else it is computed each time.
   */
  async get(em: EntityManager, key: string, compute: () => Promise<T>): Promise<T> {
    if (em.isInTransaction()) return this.perTransaction ? this.inTransaction(em, key, compute) : compute();
    const store = this.store(em);
    const now = Date.now();
    const hit = store.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const generation = store.generation;
    const value = compute();
    this.remember(store, key, value, now);
    try {
      await value;
    } catch (error) {
      if (store.entries.get(key)?.value === value) store.entries.delete(key);
      throw error;
    }
    // Computed across a write: answer it to this caller only.
    if (store.generation !== generation && store.entries.get(key)?.value === value) store.entries.delete(key);
    return value;
  }

  /**
   * The fresh shared value of `key` if there is one (never inside a transaction), for a caller that can
   * compute a missing value more cheaply along with other work of its own; `get` then stores it.
   */
  peek(em: EntityManager, key: string): Promise<T> | undefined {
    if (em.isInTransaction()) return undefined;
    const hit = this.store(em).entries.get(key);
    return hit && hit.expires > Date.now() ? hit.value : undefined;
  }

  /**
   * The generation of this ORM's store now: a value computed from this moment on is `put` with it, and is
   * kept only if nothing it is made from was written in between.
   */
  generation(em: EntityManager): number {
    return this.store(em).generation;
  }

  /** Shares `value` under `key`, computed by the caller since `generation` (see `generation`); never inside a transaction. */
  put(em: EntityManager, key: string, value: T, generation: number): void {
    if (em.isInTransaction()) return;
    const store = this.store(em);
    if (store.generation === generation) this.remember(store, key, Promise.resolve(value), Date.now());
  }

  /** Keeps a value for the TTL from `now`, forgetting the oldest entry beyond maxEntries. */
  private remember(store: { entries: Map<string, { expires: number; value: Promise<T> }> }, key: string, value: Promise<T>, now: number): void {
    store.entries.set(key, { expires: now + this.ttlMs, value });
    if (store.entries.size > this.maxEntries) store.entries.delete(store.entries.keys().next().value!);
  }

  /**
   * The shared value of `key` read before a transaction, with the generation it belongs to, for `adopt`
   * (outside a transaction: no statement when the shared value is fresh).
   */
  async snapshot(em: EntityManager, key: string, compute: () => Promise<T>): Promise<{ generation: number; value: T }> {
    const generation = this.store(em).generation;
    return { generation, value: await this.get(em, key, compute) };
  }

  /**
   * At the start of a transaction (a `perTransaction` cache): the value its request read just before
   * stands for the transaction's own first read, as long as nothing it is made from was written since
   * (the generation is the same); the transaction's own writes move the generation on as before. A value
   * shared a moment ago is what the request already priced with, so the transaction need not read it again.
   */
  adopt(tx: EntityManager, key: string, snapshot: { generation: number; value: T }): void {
    const transaction = tx.getTransactionContext() as object | undefined;
    if (!this.perTransaction || !transaction || this.store(tx).generation !== snapshot.generation) return;
    const values = this.transactions.get(transaction) ?? new Map<string, { generation: number; value: Promise<T> }>();
    values.set(key, { generation: snapshot.generation, value: Promise.resolve(snapshot.value) });
    this.transactions.set(transaction, values);
  }

  private inTransaction(em: EntityManager, key: string, compute: () => Promise<T>): Promise<T> {
    const transaction = em.getTransactionContext() as object | undefined;
    if (!transaction) return compute();
    const generation = this.store(em).generation;
    let values = this.transactions.get(transaction);
    if (!values) {
      values = new Map();
      this.transactions.set(transaction, values);
    }
    const hit = values.get(key);
    if (hit && hit.generation === generation) return hit.value;
    const value = compute();
    values.set(key, { generation, value });
    value.catch(() => values.get(key)?.value === value && values.delete(key));
    return value;
  }

  /** Forgets every value of this ORM's store. */
  clear(em: EntityManager): void {
    const store = this.store(em);
    store.generation += 1;
    store.entries.clear();
  }

  private store(em: EntityManager) {
    const owner = em.config as object;
    let store = this.stores.get(owner);
    if (!store) {
      store = { generation: 0, entries: new Map() };
      this.stores.set(owner, store);
    }
    return store;
  }

  /** Per ORM: who carries this process's drops to the other instances (common/cache-bus.ts). */
  private static readonly publishers = new WeakMap<object, (entityNames: readonly string[]) => void>();

  /** Sets (or with undefined, removes) the receiver of this ORM's drops: the cache bus. */
  static onDrop(em: EntityManager, publish: ((entityNames: readonly string[]) => void) | undefined): void {
    if (publish) SharedCache.publishers.set(em.config as object, publish);
    else SharedCache.publishers.delete(em.config as object);
  }

  /**
   * Empties the caches built from any of these entities (by class name), here and, through the cache
   * bus, on every other instance (`publish: false`: here only, e.g. a drop that came from the bus).
   */
  static invalidate(em: EntityManager, entityNames: Iterable<string>, options: { publish?: boolean } = {}): void {
    const names = new Set(entityNames);
    const dropped = SharedCache.all.filter((cache) => cache.entities.some((name) => names.has(name)));
    for (const cache of dropped) cache.clear(em);
    // Only names some cache is built from go out (every instance runs the same code, so has the same
    // caches): a counter sale's flushes of orders, payments and status rows send no NOTIFY.
    const heard = [...names].filter((name) => dropped.some((cache) => cache.entities.includes(name)));
    if (options.publish !== false && heard.length) SharedCache.publishers.get(em.config as object)?.(heard);
  }

  /** Empties every cache of this ORM (here only): the cache bus lost drops while reconnecting. */
  static dropAll(em: EntityManager): void {
    for (const cache of SharedCache.all) cache.clear(em);
  }

  private static readonly COMMIT_WINDOW_MS = 5000;
  /** Per ORM: entity name -> time of its last write inside a transaction. */
  private static readonly pending = new WeakMap<object, Map<string, number>>();

  /**
   * Rows of these entities were just written through `em`: the caches built from them are emptied now
   * and, when a transaction is open, again at the next commits (a reader between the write and the
   * commit may have stored the old rows). The unit of work reports its flushes here by itself (the
   * subscriber below); a service that writes with SQL alone calls it.
   */
  static written(em: EntityManager, entityNames: Iterable<string>): void {
    const names = new Set(entityNames);
    if (!names.size) return;
    // Inside a transaction the other instances hear of the write at its commit (committed): before it
    // they can only read the rows as they were, so a drop sent now would cost a NOTIFY and change nothing.
    SharedCache.invalidate(em, names, { publish: !em.isInTransaction() });
    if (!em.isInTransaction()) return;
    const owner = em.config as object;
    const pending = SharedCache.pending.get(owner) ?? new Map<string, number>();
    names.forEach((name) => pending.set(name, Date.now()));
    SharedCache.pending.set(owner, pending);
  }

  /**
   * A transaction committed. Commit events come from the root transaction only, and which root a write
   * belongs to is not told, so every commit within a few seconds of a write empties the caches that
   * write concerned (a transaction commits long before).
   */
  static committed(em: EntityManager): void {
    const pending = SharedCache.pending.get(em.config as object);
    if (!pending?.size) return;
    const now = Date.now();
    for (const [name, at] of pending) if (now - at > SharedCache.COMMIT_WINDOW_MS) pending.delete(name);
    SharedCache.invalidate(em, pending.keys());
  }
}

/** Reports the unit of work's writes to the shared caches (registered in config/mikro-orm.config.ts). */
export class SharedCacheSubscriber implements EventSubscriber {
  afterFlush(args: FlushEventArgs): void {
    SharedCache.written(
      args.em as EntityManager,
      args.uow.getChangeSets().map((changeSet) => changeSet.name),
    );
  }

  afterTransactionCommit(args: TransactionEventArgs): void {
    if (args.em) SharedCache.committed(args.em as EntityManager);
  }
}

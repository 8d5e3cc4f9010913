import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Reference, type EntityName, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';

/** The id a row's many-to-one property points at (a Ref, an entity or a bare id). */
export function refId(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const entity = Reference.unwrapReference(value as object) as { id?: number };
  return entity?.id ?? null;
}

/**
 * A batch function's answer from the rows of one statement for many keys: each key's list, in the rows'
 * order (empty for a key without rows), in the keys' order as DataLoader wants it.
 */
export function groupedBy<Row, Value = Row>(
  keys: readonly number[],
  rows: readonly Row[],
  keyOf: (row: Row) => number | null,
  valueOf: (row: Row) => Value = (row) => row as unknown as Value,
): Value[][] {
  const groups = new Map<number, Value[]>(keys.map((key) => [key, []]));
  for (const row of rows) {
    const key = keyOf(row);
    if (key !== null) groups.get(key)?.push(valueOf(row));
  }
  return keys.map((key) => groups.get(key)!);
}

/**
 * Per-request DataLoaders: a field resolver asks for one record by id and every such request of the
 * same tick becomes a single `where id in (...)` query, so a list of 100 rows costs what 10 do.
 *
 * - `byId(Entity)`: one record by primary key.
 * - `many(Entity, 'parent', { where, orderBy })`: the rows whose many-to-one `parent` points at a given
 *   id (a one-to-many side: a product's stocks, a stock's inventories), one `where parent_id in (...)`
 *   query per tick. Loaders are keyed by entity, foreign key and the options' JSON, so two different
 *   filters never share a cache.
 * - `custom(key, batch)`: any other batch function (e.g. a many-to-many through its pivot); `key` names
 *   the loader for the request.
 */
export class Loaders {
  private readonly byIdLoaders = new Map<unknown, DataLoader<number, unknown>>();
  private readonly keyed = new Map<string, DataLoader<number, unknown>>();
  private readonly entityKeys = new Map<unknown, string>();

  constructor(private readonly em: EntityManager) {}

  byId<T extends object>(entity: EntityName<T>): DataLoader<number, T | null> {
    let loader = this.byIdLoaders.get(entity);
    if (!loader) {
      loader = new DataLoader<number, unknown>(async (ids) => {
        const rows = await this.em.find(entity, { id: { $in: [...ids] } } as never);
        const byId = new Map(rows.map((row) => [(row as unknown as { id: number }).id, row]));
        return ids.map((id) => byId.get(id) ?? null);
      });
      this.byIdLoaders.set(entity, loader);
    }
    return loader as DataLoader<number, T | null>;
  }

  many<T extends object>(
    entity: EntityName<T>,
    foreignKey: keyof T & string,
    options: { where?: FilterQuery<T>; orderBy?: QueryOrderMap<T> } = {},
  ): DataLoader<number, T[]> {
    const key = `many:${this.entityKey(entity)}:${foreignKey}:${JSON.stringify(options)}`;
    return this.custom<T[]>(key, async (ids) => {
      const where = { $and: [{ [foreignKey]: { $in: [...ids] } }, options.where ?? {}] } as FilterQuery<T>;
      const rows = await this.em.find(entity, where, { orderBy: (options.orderBy ?? { id: 'asc' }) as never });
      return groupedBy(ids, rows, (row) => refId((row as Record<string, unknown>)[foreignKey]));
    });
  }

  custom<V>(key: string, batch: (ids: readonly number[]) => Promise<V[]>): DataLoader<number, V> {
    let loader = this.keyed.get(key);
    if (!loader) {
      loader = new DataLoader<number, unknown>(batch as (ids: readonly number[]) => Promise<unknown[]>);
      this.keyed.set(key, loader);
    }
    return loader as DataLoader<number, V>;
  }

  /** Forgets what the loaders hold (after a write in the same request). */
  clearAll(): void {
    this.byIdLoaders.forEach((loader) => loader.clearAll());
    this.keyed.forEach((loader) => loader.clearAll());
  }

  private entityKey(entity: unknown): string {
    let key = this.entityKeys.get(entity);
    if (!key) {
      key = `${typeof entity === 'string' ? entity : ((entity as { name?: string }).name ?? 'entity')}#${this.entityKeys.size}`;
      this.entityKeys.set(entity, key);
    }
    return key;
  }
}

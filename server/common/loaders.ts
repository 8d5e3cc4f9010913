import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName } from '@mikro-orm/core';

/**
 * Per-request DataLoaders: a field resolver asks for one record by id and every such request of the
 * same tick becomes a single `where id in (...)` query, so a list of 100 rows costs what 10 do.
 */
export class Loaders {
  private readonly byIdLoaders = new Map<unknown, DataLoader<number, unknown>>();

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
}

import type { EntityName, FilterQuery, FindOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from './errors.js';
import { Service } from './service.js';

interface ReadOptions<T> {
  em?: EntityManager;
  lockMode?: FindOptions<T>['lockMode'];
}

/**
 * The back office's delete and lookup rules for one entity: an unknown id is a 404, and a batch is all
 * or nothing (one unknown id and nothing happens). Services add their own rules by overriding.
 */
export abstract class CrudService<T extends { id: number }> extends Service {
  protected abstract readonly entity: EntityName<T>;

  async remove(id: number): Promise<boolean> {
    await this.removeMany([id]);
    return true;
  }

  async removeMany(ids: number[]): Promise<number> {
    const rows = await this.findAll(ids);
    rows.forEach((row) => this.em.remove(row));
    await this.em.flush();
    return rows.length;
  }

  protected async find(id: number): Promise<T> {
    const row = await this.em.findOne(this.entity, { id } as FilterQuery<T>);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** `em` and `lockMode` let a caller read the rows inside its own transaction, locked. */
  protected async findAll(ids: number[], { em = this.em, lockMode }: ReadOptions<T> = {}): Promise<T[]> {
    const unique = [...new Set(ids)];
    const byIds = { id: { $in: unique } } as FilterQuery<{ id: number }> as FilterQuery<T>;
    const rows = unique.length ? await em.find(this.entity, byIds, lockMode ? { lockMode } : {}) : [];
    if (rows.length !== unique.length) throw new NotFoundError();
    return rows;
  }
}

/** A CrudService whose rows can be switched on and off in batches. */
export abstract class SwitchableCrudService<T extends { id: number; enabled: boolean }> extends CrudService<T> {
  async setEnabled(ids: number[], enabled: boolean): Promise<number> {
    const rows = await this.findAll(ids);
    if (enabled) this.assertCanEnable(rows);
    rows.forEach((row) => (row.enabled = enabled));
    await this.em.flush();
    return rows.length;
  }

  /** Throws when some row may not be switched on (nothing has changed yet). */
  protected assertCanEnable(_rows: T[]): void {}
}

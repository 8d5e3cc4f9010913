import { ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/core';
import { SwitchableCrudService } from '../../common/crud-service.js';
import { ConflictError } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { Warehouse } from './warehouse.entity.js';
import type { WarehouseInput } from './warehouse.inputs.js';

export const WAREHOUSE_MESSAGES = {
  holdsInventory: 'The warehouse still holds inventory and can not be deleted.',
} as const;

/** Warehouses: where stock is held. One that holds inventory can not be deleted (disable it instead). */
export class WarehouseService extends SwitchableCrudService<Warehouse> {
  protected readonly entity = Warehouse;

  list(options?: ListOptions): Promise<Page<Warehouse>> {
    return paginate(this.em, Warehouse, options, {
      sortable: ['id', 'name', 'enabled', 'createdAt', 'updatedAt'],
      searchable: ['name', 'address'],
    });
  }

  get(id: number): Promise<Warehouse> {
    return this.find(id);
  }

  /** Every warehouse by name (the product form's choice and the transfer destinations). */
  all(): Promise<Warehouse[]> {
    return this.em.find(Warehouse, {}, { orderBy: { name: 'asc', id: 'asc' } });
  }

  async create(input: WarehouseInput): Promise<Warehouse> {
    const warehouse = this.em.create(Warehouse, { name: input.name, address: input.address ?? '', enabled: input.enabled ?? true });
    await this.em.flush();
    return warehouse;
  }

  async update(id: number, input: WarehouseInput): Promise<Warehouse> {
    const warehouse = await this.find(id);
    warehouse.name = input.name ?? warehouse.name;
    if (input.address !== undefined) warehouse.address = input.address ?? '';
    warehouse.enabled = input.enabled ?? warehouse.enabled;
    await this.em.flush();
    return warehouse;
  }

  /** All or nothing: a missing id, or a warehouse holding inventory (409), stops the batch. */
  override async removeMany(ids: number[]): Promise<number> {
    try {
      return await this.removeLocked(ids);
    } catch (error) {
      // The inventories are the stock module's: the database's foreign key (restrict) says whether any
      // row still names a warehouse, and refuses the whole batch when one does.
      if (error instanceof ForeignKeyConstraintViolationException) throw new ConflictError(WAREHOUSE_MESSAGES.holdsInventory);
      throw error;
    }
  }

  private removeLocked(ids: number[]): Promise<number> {
    return this.em.transactional(async (tx) => {
      const warehouses = await this.findAll(ids, { em: tx, lockMode: LockMode.PESSIMISTIC_WRITE });
      warehouses.forEach((warehouse) => tx.remove(warehouse));
      return warehouses.length;
    });
  }
}

import { ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/core';
import { ConflictError, NotFoundError } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { Service } from '../../common/service.js';
import { Inventory } from '../product/inventory.entity.js';
import { Warehouse } from './warehouse.entity.js';
import type { WarehouseInput } from './warehouse.inputs.js';

export const WAREHOUSE_MESSAGES = {
  holdsInventory: 'The warehouse still holds inventory and can not be deleted.',
} as const;

/** Warehouses: where stock is held. One that holds inventory can not be deleted (disable it instead). */
export class WarehouseService extends Service {
  list(options?: ListOptions): Promise<Page<Warehouse>> {
    return paginate(this.em, Warehouse, options, {
      sortable: ['id', 'name', 'enabled', 'createdAt', 'updatedAt'],
      searchable: ['name', 'address'],
    });
  }

  async get(id: number): Promise<Warehouse> {
    const warehouse = await this.em.findOne(Warehouse, { id });
    if (!warehouse) throw new NotFoundError();
    return warehouse;
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
    const warehouse = await this.get(id);
    warehouse.name = input.name;
    if (input.address !== undefined) warehouse.address = input.address ?? '';
    warehouse.enabled = input.enabled ?? warehouse.enabled;
    await this.em.flush();
    return warehouse;
  }

  async remove(id: number): Promise<boolean> {
    await this.removeMany([id]);
    return true;
  }

  /** All or nothing: a missing id, or a warehouse holding inventory (409), stops the batch. */
  async removeMany(ids: number[]): Promise<number> {
    try {
      return await this.removeLocked(ids);
    } catch (error) {
      // The row lock keeps new inventories out; the foreign key (restrict) is the last word anyway.
      if (error instanceof ForeignKeyConstraintViolationException) throw new ConflictError(WAREHOUSE_MESSAGES.holdsInventory);
      throw error;
    }
  }

  private removeLocked(ids: number[]): Promise<number> {
    return this.em.transactional(async (tx) => {
      const unique = [...new Set(ids)];
      const warehouses = unique.length ? await tx.find(Warehouse, { id: { $in: unique } }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : [];
      if (warehouses.length !== unique.length) throw new NotFoundError();
      if (unique.length && (await tx.count(Inventory, { warehouse: { $in: unique } }))) throw new ConflictError(WAREHOUSE_MESSAGES.holdsInventory);
      warehouses.forEach((warehouse) => tx.remove(warehouse));
      return warehouses.length;
    });
  }

  /** Batch enable/disable (all or nothing). */
  async setEnabled(ids: number[], enabled: boolean): Promise<number> {
    const unique = [...new Set(ids)];
    const warehouses = unique.length ? await this.em.find(Warehouse, { id: { $in: unique } }) : [];
    if (warehouses.length !== unique.length) throw new NotFoundError();
    warehouses.forEach((warehouse) => (warehouse.enabled = enabled));
    await this.em.flush();
    return warehouses.length;
  }
}

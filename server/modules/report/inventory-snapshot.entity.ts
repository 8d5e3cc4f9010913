import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * An inventory's quantity at the end of a shop day (report/inventory-snapshot.job.ts). `replayed` is
 * what the history gives when replayed back from today's quantity; a snapshot made from yesterday's
 * snapshot plus the day's movements must equal it (`difference` 0), else the history misses a movement.
 */
@Entity({ tableName: 'inventory_snapshot' })
@Index({ name: 'inventory_snapshot_stock_id_index', properties: ['stockId', 'localDate'] })
export class InventorySnapshot {
  @PrimaryKey({ type: 'date' })
  localDate!: string;

  @PrimaryKey({ type: 'integer' })
  inventoryId!: number;

  @Property({ type: 'integer' })
  stockId!: number;

  @Property({ type: 'integer' })
  warehouseId!: number;

  @Property({ type: 'integer' })
  quantity!: number;

  /** quantity - (previous snapshot + the day's movements); 0 when the history accounts for every unit. */
  @Property({ type: 'integer', default: 0 })
  difference: number & Opt = 0;
}

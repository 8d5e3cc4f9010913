import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReportRange } from '../report-range.js';
import type { InventoryReport, InventoryReportRow, MovementRow, WarehouseStockRow } from '../report.types.js';

/** Rows an inventory report lists at most (the lowest stock first). */
const MAX_ROWS = 2000;
const COVER_DAYS = 30;

interface StockRow {
  inventory_id: number;
  stock_id: number;
  product_id: number | null;
  sku: string;
  name: string | null;
  warehouse_id: number;
  warehouse_name: string;
  on_hand: number;
  at_date: number;
  sold: number;
}

/**
 * Stock now and at the end of the range's last day: the night's snapshot when there is one, else today's
 * quantity less every movement the history records since then (an inventory made later had none then).
 * Read only (the stock tables belong to the inventory module).
 */
export async function inventoryFigures(
  em: EntityManager,
  range: ReportRange,
  mainLanguage: string,
  options: { lowOnly?: boolean; limit?: number } = {},
): Promise<Omit<InventoryReport, 'from' | 'to'> & { lowStockCount: number }> {
  const coverFrom = new Date(Date.now() - COVER_DAYS * 86_400_000);
  const rows: StockRow[] = await em.execute(
    `select i.id as inventory_id, i.stock_id, s.product_id, s.sku, coalesce(p.name->>?, p.name->>'en_us') as name, w.id as warehouse_id, w.name as warehouse_name,
       i.quantity as on_hand,
       case when i.created_at >= ? then 0 else coalesce(snap.quantity, i.quantity - coalesce(later.moved, 0)) end::int as at_date,
       coalesce(sold.units, 0)::int as sold
     from inventory i join stock s on s.id = i.stock_id join warehouse w on w.id = i.warehouse_id left join product p on p.id = s.product_id
     left join inventory_snapshot snap on snap.inventory_id = i.id and snap.local_date = ?::date
     left join lateral (select sum(h.quantity) as moved from inventory_history h where h.inventory_id = i.id and h.created_at >= ?) later on true
     left join lateral (select -sum(h.quantity) as units from inventory_history h
       where h.inventory_id = i.id and h.created_at >= ? and h.type in ('order', 'pos', 'order_return', 'pos_return')) sold on true
     ${options.lowOnly ? 'where i.quantity <= ?' : ''}
     order by i.quantity, i.id limit ${Math.min(options.limit ?? MAX_ROWS, MAX_ROWS)}`,
    [mainLanguage, range.end, range.to, range.end, coverFrom, ...(options.lowOnly ? [range.threshold] : [])],
  );
  const all = rows.map((r) => rowOf(r, range.threshold));
  const [low]: { count: number }[] = await em.execute('select count(*)::int as count from inventory where quantity <= ?', [range.threshold]);
  if (options.lowOnly) return { warehouses: [], rows: all, lowStock: all, movements: [], lowStockCount: Number(low.count) };
  const movements: { type: string; movements: number; units: number }[] = await em.execute(
    `select h.type, count(*)::int as movements, coalesce(sum(h.quantity), 0)::int as units from inventory_history h
     where h.created_at >= ? and h.created_at < ? group by h.type order by h.type`,
    [range.start, range.end],
  );
  const warehouses = new Map<number, WarehouseStockRow>();
  for (const row of all) {
    const w = warehouses.get(row.warehouseId) ?? { warehouseId: row.warehouseId, warehouseName: row.warehouseName, onHand: 0, quantityAtDate: 0 };
    w.onHand += row.onHand;
    w.quantityAtDate += row.quantityAtDate;
    warehouses.set(row.warehouseId, w);
  }
  return {
    warehouses: [...warehouses.values()].sort((a, b) => a.warehouseName.localeCompare(b.warehouseName)),
    rows: all,
    lowStock: all.filter((row) => row.lowStock),
    movements: movements.map((m): MovementRow => ({ type: m.type, movements: Number(m.movements), units: Number(m.units) })),
    lowStockCount: Number(low.count),
  };
}

function rowOf(r: StockRow, threshold: number): InventoryReportRow {
  const onHand = Number(r.on_hand);
  const sold = Math.max(0, Number(r.sold));
  return {
    inventoryId: Number(r.inventory_id),
    stockId: Number(r.stock_id),
    productId: r.product_id == null ? null : Number(r.product_id),
    sku: r.sku,
    name: r.name ?? '',
    warehouseId: Number(r.warehouse_id),
    warehouseName: r.warehouse_name,
    onHand,
    quantityAtDate: Number(r.at_date),
    soldLast30Days: sold,
    daysOfCover: sold > 0 ? Math.round((onHand / (sold / COVER_DAYS)) * 10) / 10 : null,
    lowStock: onHand <= threshold,
  };
}

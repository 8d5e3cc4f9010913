import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReportRange } from '../report-range.js';
import type { InventoryReport, InventoryReportRow, InventorySummary, MovementRow, WarehouseStockRow } from '../report.types.js';
import { run } from '../../../common/sql.js';
import { inventoryRowsSql, lowStockCountSql, movementsByTypeSql, stockSummarySql, type StockRow } from './inventory-report.sql.js';

/** Rows an inventory report lists at most (the lowest stock first). */
const MAX_ROWS = 2000;
const COVER_DAYS = 30;

/** Stock now and at the end of the range's last day per inventory and warehouse, and the range's movements. */
export async function inventoryFigures(
  em: EntityManager,
  range: ReportRange,
  mainLanguage: string,
  options: { lowOnly?: boolean; limit?: number } = {},
): Promise<Omit<InventoryReport, 'from' | 'to' | 'currency' | 'summary'> & { lowStockCount: number }> {
  const coverFrom = new Date(Date.now() - COVER_DAYS * 86_400_000);
  const rows = await run(em, inventoryRowsSql({ lowOnly: options.lowOnly ?? false }), [
    mainLanguage,
    range.end,
    range.to,
    range.end,
    coverFrom,
    ...(options.lowOnly ? [range.threshold] : []),
    Math.min(options.limit ?? MAX_ROWS, MAX_ROWS),
  ]);
  const all = rows.map((r) => rowOf(r, range.threshold));
  const [low] = await run(em, lowStockCountSql, [range.threshold]);
  if (options.lowOnly) return { warehouses: [], rows: all, lowStock: all, movements: [], lowStockCount: Number(low.count) };
  const movements = await run(em, movementsByTypeSql, [range.start, range.end]);
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

/** The stock at the end of the range's last day, every SKU: the report's summary (not only its first MAX_ROWS rows). */
export async function inventorySummary(em: EntityManager, range: ReportRange): Promise<InventorySummary> {
  const [row] = await run(em, stockSummarySql, [range.end, range.to, range.end, range.end, range.threshold]);
  return {
    unitsOnHand: Number(row.units),
    valueAtCost: row.value_at_cost,
    unitsWithoutCost: Number(row.units_without_cost),
    valueAtPrice: row.value_at_price,
    lowStockSkus: Number(row.low_stock_skus),
    outOfStockSkus: Number(row.out_of_stock_skus),
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

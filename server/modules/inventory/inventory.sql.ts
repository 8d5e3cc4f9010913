import { ANY_OF_INT_ARRAY, defineStatement } from '../../common/sql.js';

// The stock ledger's statements (only this module writes an inventory quantity: DESIGN 3). Each one is
// conditional or runs under row locks taken in ascending inventory id order.

export const receiveUnits = defineStatement<[quantity: number, inventoryId: number], { id: number }>(
  'inventory.receiveUnits',
  'update inventory set quantity = quantity + ?, updated_at = now() where id = ? returning id',
);

/** Nothing written (no row answered) when fewer than `quantity` units are there. */
export const takeUnits = defineStatement<[quantity: number, inventoryId: number, quantity: number], { id: number }>(
  'inventory.takeUnits',
  'update inventory set quantity = quantity - ?, updated_at = now() where id = ? and quantity >= ? returning id',
);

export const lockInventoryQuantity = defineStatement<[inventoryId: number], { quantity: number }>(
  'inventory.lockInventoryQuantity',
  'select quantity from inventory where id = ? for update',
);

export const setQuantity = defineStatement<[quantity: number, inventoryId: number]>(
  'inventory.setQuantity',
  'update inventory set quantity = ?, updated_at = now() where id = ?',
);

/** A transfer's source and destination rows, locked in id order. */
export const lockTransferRows = defineStatement<[inventoryId: number, stockId: number, warehouseId: number], { id: number }>(
  'inventory.lockTransferRows',
  'select id from inventory where id = ? or (stock_id = ? and warehouse_id = ?) order by id for update',
);

export const receiveTransfer = defineStatement<[stockId: number, warehouseId: number, quantity: number], { id: number }>(
  'inventory.receiveTransfer',
  `insert into inventory (stock_id, warehouse_id, quantity, created_at, updated_at) values (?, ?, ?, now(), now())
   on conflict (stock_id, warehouse_id) do update set quantity = inventory.quantity + excluded.quantity, updated_at = now() returning id`,
);

export const lockStocksInventories = defineStatement<[stockIds: string], { id: number; stock_id: number; warehouse_id: number; quantity: number }>(
  'inventory.lockStocksInventories',
  `select id, stock_id, warehouse_id, quantity from inventory where stock_id = ${ANY_OF_INT_ARRAY} order by id for update`,
  { prepared: true },
);

export const lockInventories = defineStatement<[inventoryIds: string], { id: number }>(
  'inventory.lockInventories',
  'select id from inventory where id = any(?::int[]) order by id for update',
);

export const lockOrdersInventories = defineStatement<[orderIds: string], { id: number }>(
  'inventory.lockOrdersInventories',
  'select id from inventory where stock_id in (select stock_id from order_line where order_id = any(?::int[]) and stock_id is not null) order by id for update',
);

/**
 * Every inventory's change and its history rows in ONE statement (orders are the busiest writer of
 * stock): the rows go in as one JSON parameter, unpacked by json_to_recordset.
 */
export const applyMovementsSql = defineStatement<[changes: string, type: string, remark: string, adminName: string, history: string]>(
  'inventory.applyMovements',
  `with moved as (
     update inventory i set quantity = i.quantity + v.delta, updated_at = now()
     from json_to_recordset(?::json) as v(id int, delta int) where i.id = v.id
   )
   insert into inventory_history (created_at, updated_at, inventory_id, product_id, type, warehouse_name, quantity, action, remark, admin_name, sku, "option")
   select now(), now(), h."inventoryId", h."productId", ?, h."warehouseName", h.quantity, h.action, ?, ?, h.sku, h."option"
   from json_to_recordset(?::json) as h("inventoryId" int, "productId" int, "warehouseName" text, quantity int, action text, sku text, "option" text)`,
  { prepared: true },
);

/**
 * A counter sale's units out of its store's warehouse, in ONE statement (the point of sale's busiest
 * write): that warehouse's inventories of the sale's stocks are locked in id order (the order every
 * writer of stock locks in, so a web checkout racing for the same rows queues), each is decremented by
 * its stock's units only if they are all there, and each decrement gets its history row. A stock that
 * answers no row was short: the caller refuses the sale and its transaction rolls the others back.
 * The stocks and the warehouse reach the plan as sub-selects (ANY_OF_INT_ARRAY): with them in sight
 * PostgreSQL found each run's own plan cheaper than the one it could keep, and planned every sale
 * (0.28 ms, pg_stat_statements).
 */
export const takeAtCounterSql = defineStatement<
  [stockIds: string, warehouseId: number, wanted: string, type: string, remark: string, adminName: string, history: string],
  { id: number; stock_id: number }
>(
  'inventory.takeAtCounter',
  `with locked as (
     select i.id, i.stock_id, i.quantity from inventory i
     where i.stock_id = ${ANY_OF_INT_ARRAY} and i.warehouse_id = (select ?::int) order by i.id for update
   ), moved as (
     update inventory i set quantity = i.quantity - w.quantity, updated_at = now()
     from locked l join json_to_recordset(?::json) as w(stock_id int, quantity int) on w.stock_id = l.stock_id
     where i.id = l.id and l.quantity >= w.quantity
     returning i.id, i.stock_id
   ), history as (
     insert into inventory_history (created_at, updated_at, inventory_id, product_id, type, warehouse_name, quantity, action, remark, admin_name, sku, "option")
     select now(), now(), m.id, h."productId", ?, h."warehouseName", h.quantity, h.action, ?, ?, h.sku, h."option"
     from moved m join json_to_recordset(?::json) as h("stockId" int, "productId" int, "warehouseName" text, quantity int, action text, sku text, "option" text)
       on h."stockId" = m.stock_id
   )
   select id, stock_id from moved`,
  { prepared: true },
);

/** The `inventory.changed` webhook's record of each inventory written: its quantity after the change. */
export const writtenInventories = defineStatement<
  [inventoryIds: string],
  { id: number; stock_id: number; sku: string; product_id: number; warehouse_id: number; warehouse_name: string; quantity: number }
>(
  'inventory.writtenInventories',
  `select i.id, i.stock_id, s.sku, s.product_id, i.warehouse_id, w.name as warehouse_name, i.quantity
   from inventory i join stock s on s.id = i.stock_id join warehouse w on w.id = i.warehouse_id
   where i.id = any(?::int[]) order by i.id`,
);

/** Read-only, for other modules (stock-readings.ts): units of each stock in some warehouses. */
export const sellableOfStocks = defineStatement<[warehouseIds: string, stockIds: string], { stock_id: number; quantity: number }>(
  'inventory.sellableOfStocks',
  `select i.stock_id, sum(i.quantity)::int as quantity from inventory i
   where i.warehouse_id = any(?::int[]) and i.stock_id = ${ANY_OF_INT_ARRAY} group by i.stock_id`,
  { prepared: true },
);

/** Read-only: the products whose inventory was written after a time. */
export const productsMovedSince = defineStatement<[since: Date], { product_id: number }>(
  'inventory.productsMovedSince',
  'select distinct s.product_id from inventory i join stock s on s.id = i.stock_id where i.updated_at > ?',
);

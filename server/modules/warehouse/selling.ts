import type { AppContext } from '../../common/context.js';
import { SharedCache } from '../../common/shared-cache.js';
import { readSettingsGroup } from '../settings/index.js';
import { Warehouse } from './warehouse.entity.js';

/**
 * Where the storefront sells from (settings group `product`, spec section 3):
 * - `warehouse_enabled` off (default): every enabled warehouse sells;
 * - `warehouse_enabled` on with `warehouse_id` set: only that warehouse sells (if it is disabled, nothing
 *   does).
 * A disabled warehouse never sells: its inventories show status `disabled` and count 0 available.
 * The cart and checkout use the same rule (sellableTotal), so what the product page offers is what
 * can be bought.
 */
export interface SellingRule {
  /** Every warehouse by id (there are few), with its enabled flag and name. */
  warehouses: ReadonlyMap<number, Pick<Warehouse, 'id' | 'name' | 'enabled'>>;
  /** Set when the setting restricts selling to one warehouse. */
  onlyWarehouseId: number | null;
}

const rules = new WeakMap<AppContext, Promise<SellingRule>>();

/**
 * The warehouses are read on every catalogue answer: shared until one is written (common/shared-cache.ts),
 * and at most 5 seconds, so a warehouse switched off on another instance stops selling here within that.
 */
const warehouseList = new SharedCache<SellingRule['warehouses']>(['Warehouse'], 5_000);

/** The rule of this request (the settings and the warehouses, both shared until written; once per request). */
export function sellingRule(ctx: AppContext): Promise<SellingRule> {
  let rule = rules.get(ctx);
  if (!rule) {
    rule = (async () => {
      const settings = await readSettingsGroup(ctx.em, 'product');
      const read = async () => new Map((await ctx.em.find(Warehouse, {})).map((w) => [w.id, { id: w.id, name: w.name, enabled: w.enabled }] as const));
      return {
        warehouses: await warehouseList.get(ctx.em, 'all', read),
        onlyWarehouseId: settings.warehouseEnabled && settings.warehouseId ? settings.warehouseId : null,
      };
    })();
    rules.set(ctx, rule);
  }
  return rule;
}

export type InventoryStatus = 'enabled' | 'disabled';

/** 'disabled' when the inventory's warehouse is disabled (or gone). */
export function inventoryStatus(rule: SellingRule, warehouseId: number): InventoryStatus {
  return rule.warehouses.get(warehouseId)?.enabled ? 'enabled' : 'disabled';
}

/** Whether the storefront sells from this warehouse. */
export function sellsFrom(rule: SellingRule, warehouseId: number): boolean {
  if (inventoryStatus(rule, warehouseId) !== 'enabled') return false;
  return rule.onlyWarehouseId === null || rule.onlyWarehouseId === warehouseId;
}

/** The warehouses the storefront sells from (none: the shop cannot sell). */
export function sellingWarehouseIds(rule: SellingRule): number[] {
  return [...rule.warehouses.keys()].filter((id) => sellsFrom(rule, id));
}

/** What the storefront can sell of one stock: the quantities of its inventories (plain rows) in selling warehouses. */
export function sellableTotal(rule: SellingRule, inventories: readonly { warehouseId: number; quantity: number }[]): number {
  return inventories.reduce((sum, inventory) => sum + (sellsFrom(rule, inventory.warehouseId) ? inventory.quantity : 0), 0);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { Reference } from '@mikro-orm/core';
import { InventoryHistory, InventoryHistoryType } from './inventory-history.entity.js';
import { Inventory } from './inventory.entity.js';
import type { Product } from '../product/index.js';
import type { Attribute, AttributeValue } from '../attribute/index.js';
import { translate, type ContentLanguage } from '../../common/translations.js';

/** '+N stock' / '-N stock' (spec section 4). */
export function actionText(delta: number): string {
  return delta < 0 ? `-${-delta} stock` : `+${delta} stock`;
}

/** The stock's option labels in attribute order, in the main language: 'Red / XL'. */
export function optionText(
  values: readonly AttributeValue[],
  attributes: ReadonlyMap<number, Attribute>,
  content: Pick<ContentLanguage, 'mainLanguage'>,
): string {
  return [...values]
    .sort((a, b) => {
      const pa = attributes.get(a.attribute.id)?.position ?? 0;
      const pb = attributes.get(b.attribute.id)?.position ?? 0;
      return pa - pb || a.attribute.id - b.attribute.id;
    })
    .map((value) => translate(value.label, content.mainLanguage, content.mainLanguage) || value.code)
    .join(' / ');
}

export interface MovementRecord {
  inventory: Inventory | number;
  product: Product | number;
  type: InventoryHistoryType;
  /** Signed change of the quantity. */
  delta: number;
  warehouseName: string;
  sku: string;
  option: string;
  remark?: string | null;
  adminName: string;
}

/** Persists (without flushing) one history row of a movement. */
export function recordMovement(em: EntityManager, record: MovementRecord): InventoryHistory {
  const inventory = typeof record.inventory === 'number' ? em.getReference(Inventory, record.inventory) : record.inventory;
  return em.create(InventoryHistory, {
    inventory: Reference.create(inventory),
    // A product id becomes a reference to the catalogue's row (em.create takes a relation's primary key).
    product: record.product,
    type: record.type,
    remark: record.remark ?? '',
    adminName: record.adminName.slice(0, 100),
    ...historyTexts(record),
  });
}

/** The columns of a history row made from the movement, cut to their lengths (shared with SQL writers). */
export function historyTexts(record: Pick<MovementRecord, 'delta' | 'warehouseName' | 'sku' | 'option'>) {
  return {
    quantity: record.delta,
    action: actionText(record.delta),
    warehouseName: record.warehouseName.slice(0, 100),
    sku: record.sku.slice(0, 120),
    option: record.option.slice(0, 500),
  };
}

export { InventoryHistoryType };

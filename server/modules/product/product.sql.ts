import { defineStatement } from '../../common/sql.js';

/** How many of a product's latest stock movements the product answers name. */
export const PRODUCT_HISTORY_LIMIT = 20;

/** Each product's latest stock movements (ids), newest first: one statement for a page of products. */
export const latestMovementIds = defineStatement<[productIds: string], { id: number; product_id: number }>(
  'product.latestMovementIds',
  `select h.id, h.product_id from unnest(?::int[]) as p(id)
   cross join lateral (select id, product_id from inventory_history where product_id = p.id order by created_at desc, id desc limit ${PRODUCT_HISTORY_LIMIT}) h`,
);

/** A category menu item by url and every enabled category below it. */
export const categorySubtree = defineStatement<[url: string, type: string, type: string], { id: number; root: boolean }>(
  'product.categoryTree',
  `with recursive tree as (
     select id, true as root from menu where url = ? and type = ? and enabled
     union all
     select m.id, false from menu m join tree t on m.parent_id = t.id where m.enabled and m.type = ?
   ) select id, root from tree`,
);

export const attributeValueOwners = defineStatement<[], { id: number; attribute_id: number }>(
  'product.attributeValueOwners',
  'select id, attribute_id from attribute_value',
);

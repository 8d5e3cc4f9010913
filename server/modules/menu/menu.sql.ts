import { defineComposedStatement } from '../../common/sql.js';

/** The products placed in category items (the storefront's answers name the visible ones only). */
export const categoriesProducts = defineComposedStatement<{ visibleOnly: boolean }, [categoryIds: number[]], { category_id: number; product_id: number }>(
  'menu.categoriesProducts',
  ({ visibleOnly }) =>
    `select pc.category_id, pc.product_id from product_category pc ${visibleOnly ? 'join product p on p.id = pc.product_id and p.visibled' : ''}
     where pc.category_id in (?) order by pc.product_id`,
  [{ visibleOnly: true }, { visibleOnly: false }],
);

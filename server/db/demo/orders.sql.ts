import { defineStatement } from '../../common/sql.js';

/** Visible stocks of visible products with at least 5 units in stock, for the demo orders' lines. */
export const demoOrderStocks = defineStatement<[], { id: number }>(
  'demo.orderStocks',
  `select s.id from stock s join product p on p.id = s.product_id
     where p.visibled and s.visibled and (select sum(quantity) from inventory i where i.stock_id = s.id) >= 5 order by p.id, s.position, s.id limit 10`,
);

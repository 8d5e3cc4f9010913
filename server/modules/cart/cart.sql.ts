import { ANY_OF_INT_ARRAY, defineStatement } from '../../common/sql.js';
import type { Translations } from '../../common/translations.js';

/** A cart as the service handles it: its id is all it needs (lines are read with their stocks). */
export interface CartRef {
  id: string;
  /** Applied coupon codes. */
  coupons: string[];
}

/** Whether a stock can go into a cart, and how much of it the selling warehouses hold. */
export interface StockAvailability {
  sellable: boolean;
  available: number;
}

const TARGET = `
with target as (
  select s.id, s.visibled and p.visibled as sellable,
    (select coalesce(sum(i.quantity), 0) from inventory i where i.stock_id = s.id and i.warehouse_id = any(?::int[]))::int as available
  from stock s join product p on p.id = s.product_id where s.id = ?
)`;

export const stockAvailability = defineStatement<[sellingWarehouseIds: string, stockId: number], StockAvailability>(
  'cart.stockAvailability',
  `${TARGET} select * from target`,
  { prepared: true },
);

/**
 * A cart add in one statement: the stock is checked and the line added to or made, within what can be
 * bought (two quick clicks add up instead of failing on the unique line per stock). Nothing is written
 * when the stock cannot be sold or the sum is too much; the answer says which.
 */
export const addToCart = defineStatement<
  [sellingWarehouseIds: string, stockId: number, cartId: string, quantity: number, quantity: number],
  StockAvailability & { added: boolean }
>(
  'cart.addToCart',
  `${TARGET}, added as (
  insert into cart_item (cart_id, stock_id, quantity, created_at, updated_at)
  select ?, t.id, ?, now(), now() from target t where t.sellable and ? <= t.available
  on conflict (cart_id, stock_id) do update set quantity = cart_item.quantity + excluded.quantity, updated_at = now()
  where cart_item.quantity + excluded.quantity <= (select available from target)
  returning id
)
select t.sellable, t.available, exists(select 1 from added) as added from target t`,
  { prepared: true },
);

export const claimGuestCart = defineStatement<[customerId: number, cartId: string]>(
  'cart.claimGuestCart',
  'update cart set customer_id = ?, updated_at = now() where id = ? and customer_id is null',
);

export const guestCartById = defineStatement<[cartId: string], CartRef>('cart.guestCart', 'select id, coupons from cart where id = ? and customer_id is null', {
  prepared: true,
});

export const memberCartOf = defineStatement<[customerId: number], CartRef>('cart.memberCart', 'select id, coupons from cart where customer_id = ?', {
  prepared: true,
});

/** A guest cart's lines into the member's cart (quantities add up). */
export const mergeCartLines = defineStatement<[intoCartId: string, fromCartId: string]>(
  'cart.mergeCartLines',
  `insert into cart_item (cart_id, stock_id, quantity, created_at, updated_at)
   select ?, stock_id, quantity, now(), now() from cart_item where cart_id = ?
   on conflict (cart_id, stock_id) do update set quantity = cart_item.quantity + excluded.quantity, updated_at = now()`,
);

export const deleteCart = defineStatement<[cartId: string]>('cart.deleteCart', 'delete from cart where id = ?');

export const setCartCoupons = defineStatement<[coupons: string, cartId: string]>(
  'cart.setCartCoupons',
  'update cart set coupons = ?::json, updated_at = now() where id = ?',
);

/** A member's first add from two tabs at once makes one cart: the second gets the first's. */
export const createCart = defineStatement<[cartId: string, customerId: number | null], CartRef>(
  'cart.createCart',
  `insert into cart (id, customer_id, created_at, updated_at) values (?, ?, now(), now())
   on conflict (customer_id) do update set updated_at = now() returning id, coupons`,
);

/**
 * Every cart answer and every checkout prices its lines, so a stock with its product, inventories and
 * option values is read in ONE statement for any number of lines (by primary and foreign key indexes),
 * without hydrating entities: the cart add and the order are the shop's busiest writes.
 */
const STOCK_SELECT = `
  s.id as stock_id, s.sku, s.price::text as price, s.special_price::text as special_price, s.visibled and p.visibled as sellable,
  p.id as product_id, p.name, p.url, p.images->>0 as image,
  (select coalesce(json_agg(json_build_object('warehouseId', i.warehouse_id, 'quantity', i.quantity) order by i.id), '[]')
     from inventory i where i.stock_id = s.id) as inventories,
  (select coalesce(json_agg(json_build_object('code', v.code, 'label', v.label) order by a.position, a.id, v.id), '[]')
     from stock_option so join attribute_value v on v.id = so.attribute_value_id join attribute a on a.id = v.attribute_id
     where so.stock_id = s.id) as option_values`;

/** A stock as the pricing statement reads it (snake_case: straight from the driver). */
export interface StockRow {
  stock_id: number;
  sku: string;
  price: string;
  special_price: string | null;
  sellable: boolean;
  product_id: number;
  name: Translations;
  url: string;
  image: string | null;
  inventories: { warehouseId: number; quantity: number }[];
  /** Option values in attribute order (attribute position, attribute id). */
  option_values: { code: string; label: Translations }[];
}

export const stocksByIds = defineStatement<[stockIds: string], StockRow>(
  'cart.stocksByIds',
  `select ${STOCK_SELECT} from stock s join product p on p.id = s.product_id where s.id = ${ANY_OF_INT_ARRAY}`,
  { prepared: true },
);

export const cartLineStocks = defineStatement<[cartId: string], StockRow & { line_id: number; line_quantity: number }>(
  'cart.cartLineStocks',
  `select ci.id as line_id, ci.quantity as line_quantity, ${STOCK_SELECT}
  from cart_item ci join stock s on s.id = ci.stock_id join product p on p.id = s.product_id
  where ci.cart_id = ? order by ci.id`,
  { prepared: true },
);

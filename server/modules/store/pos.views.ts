import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, Int, ObjectType } from 'type-graphql';
import { NotFoundError } from '../../common/errors.js';
import { translate, type Translations } from '../../common/translations.js';

@ObjectType()
export class PosSaleLineView {
  @Field(() => Int, { description: 'The order line (order_item_id of a return)' }) id!: number;
  @Field(() => Int, { nullable: true }) stockId!: number | null;
  @Field(() => Int, { nullable: true }) productId!: number | null;
  @Field(() => String) productName!: string;
  @Field(() => String) sku!: string;
  @Field(() => String) options!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Int, { description: 'Units already brought back' }) returned!: number;
  @Field(() => String) unitPrice!: string;
  @Field(() => String) lineTotal!: string;
  @Field(() => String) discount!: string;
  @Field(() => String) netTotal!: string;
}

@ObjectType()
export class PosPaymentView {
  @Field(() => String) method!: string;
  @Field(() => String) amount!: string;
  @Field(() => String) reference!: string;
}

/** A counter sale as the receipt, the return screen and POST /api/admin/pos/sale show it. */
@ObjectType()
export class PosSaleView {
  @Field(() => Int, { description: 'The order id' }) id!: number;
  @Field(() => String) orderNumber!: string;
  @Field(() => String) receiptNumber!: string;
  @Field(() => String) clientId!: string;
  @Field(() => String) status!: string;
  @Field(() => String) source!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Int) storeId!: number;
  @Field(() => String) storeName!: string;
  @Field(() => String) storeAddress!: string;
  @Field(() => String) storePhone!: string;
  @Field(() => String) receiptHeader!: string;
  @Field(() => String) receiptFooter!: string;
  @Field(() => Int) registerId!: number;
  @Field(() => String) registerName!: string;
  @Field(() => String) cashierName!: string;
  @Field(() => Int, { nullable: true }) customerId!: number | null;
  @Field(() => String) email!: string;
  @Field(() => String) currency!: string;
  @Field(() => String) currencyMark!: string;
  @Field(() => String) subtotal!: string;
  @Field(() => String, { description: 'Promotions, coupons and manual discounts' }) discountTotal!: string;
  @Field(() => String) manualDiscount!: string;
  @Field(() => String) grandTotal!: string;
  @Field(() => String) chargedTotal!: string;
  @Field(() => String, { description: 'Cash handed back' }) change!: string;
  @Field(() => [PosSaleLineView]) lines!: PosSaleLineView[];
  @Field(() => [PosPaymentView], { description: 'Money taken and (negative) refunded' }) payments!: PosPaymentView[];
}

@ObjectType()
export class PosQuoteLine {
  @Field(() => Int) stockId!: number;
  @Field(() => String) discount!: string;
  @Field(() => String) netTotal!: string;
}

/** The ticket's price before it is sold (the selling screen shows it and works out the change). */
@ObjectType()
export class PosQuote {
  @Field(() => String) subtotal!: string;
  @Field(() => String) discountTotal!: string;
  @Field(() => String) manualDiscount!: string;
  @Field(() => String) grandTotal!: string;
  @Field(() => [String], { description: 'Names of the promotions applied' }) promotions!: string[];
  @Field(() => [String], { description: 'Coupon codes that do nothing for this ticket' }) invalidCoupons!: string[];
  @Field(() => [PosQuoteLine]) lines!: PosQuoteLine[];
}

interface SaleRow {
  id: number;
  order_number: string;
  status: string;
  source: string;
  created_at: Date;
  customer_id: number | null;
  email: string;
  currency: string;
  currency_mark: string;
  subtotal: string;
  discount_total: string;
  grand_total: string;
  charged_total: string;
  receipt_number: string;
  client_id: string;
  cashier_name: string;
  change: string;
  manual_discount: string;
  store_id: number;
  register_id: number;
  store_name: Translations;
  store_address: Translations;
  phone: string;
  receipt_header: Translations;
  receipt_footer: Translations;
  register_name: string;
  lines: {
    id: number;
    stock_id: number | null;
    product_id: number | null;
    product_name: string;
    sku: string;
    options: string;
    quantity: number;
    unit_price: string;
    line_total: string;
    discount: string;
    net_total: string;
    returned: number;
  }[];
  payments: { method: string; amount: string; reference: string }[];
}

/** The whole sale in ONE statement (the receipt is printed after every sale). */
const SALE_SQL = `
select o.id, o.order_number, o.status, o.source, o.created_at, o.customer_id, o.email, o.currency, o.currency_mark,
  o.subtotal::text, o.discount_total::text, o.grand_total::text, o.charged_total::text,
  ps.receipt_number, ps.client_id, ps.cashier_name, ps.change::text, ps.manual_discount::text, ps.store_id, ps.register_id,
  s.name as store_name, s.address as store_address, s.phone, s.receipt_header, s.receipt_footer, r.name as register_name,
  (select coalesce(json_agg(json_build_object('id', l.id, 'stock_id', l.stock_id, 'product_id', l.product_id, 'product_name', l.product_name, 'sku', l.sku, 'options', l.options,
     'quantity', l.quantity, 'unit_price', l.unit_price::text, 'line_total', l.line_total::text, 'discount', l.discount::text, 'net_total', l.net_total::text,
     'returned', (select coalesce(sum(rl.quantity), 0) from pos_return_line rl where rl.order_line_id = l.id)) order by l.id), '[]')
   from order_line l where l.order_id = o.id) as lines,
  (select coalesce(json_agg(json_build_object('method', p.method, 'amount', p.amount::text, 'reference', p.reference) order by p.id), '[]')
   from pos_payment p where p.order_id = o.id) as payments
from pos_sale ps join shop_order o on o.id = ps.order_id join store s on s.id = ps.store_id join store_register r on r.id = ps.register_id
where `;

/** A counter sale by its order id, client id or receipt number; 404 when there is none. */
export async function loadSale(
  em: EntityManager,
  by: { orderId?: number; clientId?: string; receiptNumber?: string },
  content: { language: string; mainLanguage: string },
): Promise<PosSaleView> {
  const [where, value] =
    by.orderId !== undefined
      ? ['ps.order_id = ?', by.orderId]
      : by.clientId !== undefined
        ? ['ps.client_id = ?', by.clientId]
        : ['ps.receipt_number = ?', by.receiptNumber ?? ''];
  const [row]: SaleRow[] = await em.execute(SALE_SQL + where, [value]);
  if (!row) throw new NotFoundError();
  const text = (map: Translations) => translate(map, content.language, content.mainLanguage);
  return {
    id: row.id,
    orderNumber: row.order_number,
    receiptNumber: row.receipt_number,
    clientId: row.client_id,
    status: row.status,
    source: row.source,
    createdAt: new Date(row.created_at),
    storeId: row.store_id,
    storeName: text(row.store_name),
    storeAddress: text(row.store_address),
    storePhone: row.phone,
    receiptHeader: text(row.receipt_header),
    receiptFooter: text(row.receipt_footer),
    registerId: row.register_id,
    registerName: row.register_name,
    cashierName: row.cashier_name,
    customerId: row.customer_id,
    email: row.email,
    currency: row.currency,
    currencyMark: row.currency_mark,
    subtotal: row.subtotal,
    discountTotal: row.discount_total,
    manualDiscount: row.manual_discount,
    grandTotal: row.grand_total,
    chargedTotal: row.charged_total,
    change: row.change,
    lines: row.lines.map((l) => ({
      id: l.id,
      stockId: l.stock_id,
      productId: l.product_id,
      productName: l.product_name,
      sku: l.sku,
      options: l.options,
      quantity: l.quantity,
      returned: Number(l.returned),
      unitPrice: l.unit_price,
      lineTotal: l.line_total,
      discount: l.discount,
      netTotal: l.net_total,
    })),
    payments: row.payments,
  };
}

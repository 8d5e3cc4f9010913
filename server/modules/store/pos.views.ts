import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, Int, ObjectType } from 'type-graphql';
import { NotFoundError } from '../../common/errors.js';
import { run } from '../../common/sql.js';
import { translate, type ContentLanguage, type Translations } from '../../common/translations.js';
import { PosCustomer, posCustomerOf } from './pos-catalog.js';
import { saleSql, type SaleKey, type SaleRow } from './store.sql.js';

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
  @Field(() => String, { description: 'Base currency' }) amount!: string;
  @Field(() => String, { description: "The sale's currency" }) currency!: string;
  @Field(() => String, { description: "What changed hands, in the sale's currency" }) currencyAmount!: string;
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
  @Field(() => PosCustomer, { nullable: true, description: 'None: a walk-in customer' }) customer!: PosCustomer | null;
  @Field(() => String, { description: 'Where the receipt went (the customer’s e-mail unless another was given)' }) email!: string;
  @Field(() => String) currency!: string;
  @Field(() => String) currencyMark!: string;
  @Field(() => String, { description: 'Units of the sale currency per unit of the base currency (1 in the base currency)' }) currencyRate!: string;
  @Field(() => String, { description: 'Amounts are in the base currency; chargedTotal and the payments in the sale currency' }) subtotal!: string;
  @Field(() => String, { description: 'Promotions, coupons and manual discounts' }) discountTotal!: string;
  @Field(() => String) manualDiscount!: string;
  @Field(() => Int, { description: 'Reward points of the customer spent on the sale' }) pointsUsed!: number;
  @Field(() => String, { description: 'What the points took off (base currency)' }) pointsDiscount!: string;
  @Field(() => String) grandTotal!: string;
  @Field(() => String) chargedTotal!: string;
  @Field(() => String, { description: 'Cash handed back' }) change!: string;
  @Field(() => [PosSaleLineView]) lines!: PosSaleLineView[];
  @Field(() => [PosPaymentView], { description: 'Money taken and (negative) refunded' }) payments!: PosPaymentView[];
}

@ObjectType({ description: "One of the shop's currencies the counter takes" })
export class PosCurrency {
  @Field(() => String) identifier!: string;
  @Field(() => String) mark!: string;
  @Field(() => String, { description: 'Units of it per unit of the base currency' }) rate!: string;
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
  @Field(() => Int, { description: 'Reward points the ticket spends' }) pointsUsed!: number;
  @Field(() => String, { description: 'What the points take off (base currency)' }) pointsDiscount!: string;
  @Field(() => Int, { description: "The chosen customer's spendable points (0 for a walk-in)" }) availablePoints!: number;
  @Field(() => String, { description: 'Base currency' }) grandTotal!: string;
  @Field(() => String) currency!: string;
  @Field(() => String) currencyMark!: string;
  @Field(() => String) currencyRate!: string;
  @Field(() => String, { description: "The grand total in the sale's currency" }) chargedTotal!: string;
  @Field(() => String, { description: 'What the exchanged lines are worth (base currency; 0.00 without an exchange)' }) exchangeCredit!: string;
  @Field(() => String, { description: 'What the ticket does not use of the exchange credit: paid back' }) exchangeRefund!: string;
  @Field(() => String, { description: 'What the payments must cover: the charged total less the exchange credit it uses' }) toPay!: string;
  @Field(() => [String], { description: 'Names of the promotions applied' }) promotions!: string[];
  @Field(() => [String], { description: 'Coupon codes that do nothing for this ticket' }) invalidCoupons!: string[];
  @Field(() => [PosQuoteLine]) lines!: PosQuoteLine[];
}

/** The languages a sale is shown in: the request's, and the main one its texts fall back to. */
export type SaleLanguage = Pick<ContentLanguage, 'language' | 'mainLanguage'>;

/** A counter sale by its order id, client id or receipt number; 404 when there is none. */
export async function loadSale(
  em: EntityManager,
  by: { orderId?: number; clientId?: string; receiptNumber?: string },
  content: SaleLanguage,
): Promise<PosSaleView> {
  const key: SaleKey = by.orderId !== undefined ? 'orderId' : by.clientId !== undefined ? 'clientId' : 'receiptNumber';
  const [row] = await run(em, saleSql(key), [by.orderId ?? by.clientId ?? by.receiptNumber ?? '']);
  if (!row) throw new NotFoundError();
  return saleView(row, content);
}

/** A sale's row (saleSql's, or the sale's own write's) as the receipt shows it, in the request's language. */
export function saleView(row: SaleRow, content: SaleLanguage): PosSaleView {
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
    customer: row.customer && posCustomerOf(row.customer),
    email: row.email,
    currency: row.currency,
    currencyMark: row.currency_mark,
    currencyRate: row.currency_rate,
    subtotal: row.subtotal,
    discountTotal: row.discount_total,
    manualDiscount: row.manual_discount,
    pointsUsed: row.points_used,
    pointsDiscount: row.points_discount,
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
    payments: row.payments.map((p) => ({
      method: p.method,
      amount: p.amount,
      currency: p.currency || row.currency,
      currencyAmount: p.currency_amount,
      reference: p.reference,
    })),
  };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../common/context.js';
import { ConflictError } from '../../common/errors.js';
import { translate } from '../../common/translations.js';
import type { PricedLine } from '../cart/cart-lines.js';
import { Customer } from '../customer/customer.entity.js';
import { PaymentMethod } from '../payment/payment-method.entity.js';
import { sellingRule } from '../product/helpers/selling.js';
import { Product } from '../product/product.entity.js';
import { Stock } from '../product/stock.entity.js';
import { ShippingMethod } from '../shipping/shipping-method.entity.js';
import { Order, OrderLine, OrderStatusChange, type OrderActor, type OrderAddressSnapshot } from './order.entity.js';
import { queueOrderMail } from './order-mail.js';
import { ORDER_MESSAGES, OrderStatus } from './order-status.js';
import { computeTotals } from './pricing.js';
import { takeStock, type StockDemand } from './stock-allocation.js';

export interface OrderDraft {
  lines: readonly PricedLine[];
  customer: Customer | null;
  email: string;
  /** The name mails greet. */
  name: string;
  shippingAddress: OrderAddressSnapshot;
  billingAddress: OrderAddressSnapshot;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  currency?: string | null;
  remark?: string | null;
  source: 'storefront' | 'admin';
  actor: OrderActor;
  adminName?: string;
  /** Emptied in the same transaction. */
  cartId?: string | null;
}

/** The demand of each line on the inventories (for taking and for giving back). */
export function stockDemands(lines: readonly { stockId: number; productId: number; quantity: number; sku: string; options: string }[]): StockDemand[] {
  return lines.map((l) => ({ stockId: l.stockId, productId: l.productId, quantity: l.quantity, sku: l.sku, options: l.options }));
}

/** Order numbers: date and a database sequence, unique across any number of server instances. */
async function nextOrderNumber(em: EntityManager): Promise<string> {
  const [row]: { n: string }[] = await em.execute("select to_char(now(), 'YYMMDD') || nextval('order_number_seq') as n");
  return row.n;
}

/**
 * Places an order in one transaction (storefront checkout and phone orders alike): totals computed on
 * the server, stock taken under row locks with history rows, the order with its lines (snapshots of
 * names, skus, options and prices, and where each unit came from), its first status row, the cart
 * emptied and the confirmation mail queued. Any failure (out of stock: 409) rolls all of it back.
 */
export async function placeOrder(ctx: AppContext, draft: OrderDraft): Promise<Order> {
  if (!draft.lines.length) throw new ConflictError(ORDER_MESSAGES.emptyCart);
  for (const line of draft.lines) {
    if (!line.sellable || line.quantity > line.availableInventories) throw new ConflictError(ORDER_MESSAGES.outOfStock(line.sku));
  }
  const content = ctx.content!;
  const totals = await computeTotals(ctx, {
    lines: draft.lines,
    shippingMethod: draft.shippingMethod,
    country: draft.shippingAddress.country,
    currency: draft.currency,
    customerId: draft.customer?.id ?? null,
  });
  const rule = await sellingRule(ctx);
  const order = await ctx.em.transactional(async (em) => {
    const orderNumber = await nextOrderNumber(em);
    const demands = stockDemands(draft.lines.map((l) => ({ ...l, options: l.optionsMain })));
    const allocations = await takeStock(em, rule, demands, `Order ${orderNumber}`, draft.adminName ?? '');
    const order = em.create(Order, {
      orderNumber,
      customer: draft.customer ? em.getReference(Customer, draft.customer.id) : null,
      email: draft.email,
      language: content.language,
      currency: totals.currency.identifier,
      currencyRate: totals.currency.rate,
      currencyMark: totals.currency.mark,
      subtotal: totals.subtotal,
      shippingFee: totals.shippingFee,
      discountTotal: totals.discountTotal,
      grandTotal: totals.grandTotal,
      chargedTotal: totals.chargedTotal,
      shippingMethod: em.getReference(ShippingMethod, draft.shippingMethod.id),
      shippingMethodName: translate(draft.shippingMethod.name, content.language, content.mainLanguage).slice(0, 255),
      paymentMethod: em.getReference(PaymentMethod, draft.paymentMethod.id),
      paymentMethodName: translate(draft.paymentMethod.name, content.language, content.mainLanguage).slice(0, 255),
      paymentKind: draft.paymentMethod.kind,
      shippingAddress: draft.shippingAddress,
      billingAddress: draft.billingAddress,
      remark: draft.remark ?? '',
      source: draft.source,
    });
    const lines = draft.lines.map((line) =>
      em.create(OrderLine, {
        order,
        stock: em.getReference(Stock, line.stockId),
        product: em.getReference(Product, line.productId),
        productName: line.productName.slice(0, 255),
        productUrl: line.productUrl,
        sku: line.sku,
        options: line.options.slice(0, 500),
        image: line.image,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        lineTotal: line.lineTotal,
        allocations: allocations.get(line.stockId) ?? [],
      }),
    );
    em.create(OrderStatusChange, { order, fromStatus: null, toStatus: OrderStatus.pending, actor: draft.actor, adminName: draft.adminName ?? '' });
    if (draft.cartId) await em.execute('delete from cart_item where cart_id = ?', [draft.cartId]);
    await queueOrderMail(em, ctx.runtime.config, 'orderPlaced', order, {
      name: draft.name,
      lines,
      paymentInstructions: translate(draft.paymentMethod.instructions, content.language, content.mainLanguage),
    });
    return order;
  });
  return order;
}

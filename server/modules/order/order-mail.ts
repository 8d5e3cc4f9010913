import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/env.js';
import { convertAmount } from '../../../core/decimal.js';
import { formatMoney } from '../../../core/money-format.js';
import { countryName } from '../../common/countries.js';
import { queueMail, type MailRequest } from '../../mail/mail.service.js';
import { mailLocale } from '../../mail/mail-templates.js';
import type { Order, OrderAddressSnapshot, OrderLine } from './order.entity.js';

/** `counterSaleReceipt`: a counter sale's receipt, sent in place of `orderPlaced` (nothing ships). */
export type OrderMail = 'orderPlaced' | 'orderPaid' | 'orderShipped' | 'orderComment' | 'counterSaleReceipt';

/** What a mail tells of its order: an Order entity, or the plain record of an order being placed. */
export type OrderForMail = Pick<
  Order,
  | 'id'
  | 'orderNumber'
  | 'email'
  | 'language'
  | 'currency'
  | 'currencyRate'
  | 'currencyMark'
  | 'accessKey'
  | 'subtotal'
  | 'discountTotal'
  | 'shippingFee'
  | 'shippingMethodName'
  | 'chargedTotal'
  | 'paymentMethodName'
  | 'shippingAddress'
> &
  ({ customer?: unknown } | { customerId: number | null });

/**
 * An amount as the screens write it (core/money-format.ts), in the mail's language: `HK$27,654.00`, the
 * order's currency with the mark the order recorded (its code's symbol when it had none).
 */
const money = (order: OrderForMail, amount: string) =>
  formatMoney(mailLocale(order.language), amount, { identifier: order.currency, mark: order.currencyMark });
const isMemberOrder = (order: OrderForMail) => Boolean('customerId' in order ? order.customerId : order.customer);

/** The address as the mail shows it, the country by its name in the mail's language. */
function addressText(address: OrderAddressSnapshot, language: string): string {
  return [`${address.firstName} ${address.lastName}`, address.address, countryName(address.country, mailLocale(language)), address.contactNumber].join('\n');
}

type OrderMailExtra = {
  name: string;
  lines?: readonly Pick<OrderLine, 'quantity' | 'productName' | 'options' | 'lineTotal'>[];
  paymentInstructions?: string;
  note?: string;
  comment?: { id: number; authorName: string; text: string };
  /** A counter sale's store (name and address as the sale recorded them) and its receipt number. */
  counterSale?: { store: string; storeAddress: string; receiptNumber: string };
};

/**
 * Queues one of the order's mails to its email, in the order's language, inside the caller's
 * transaction (a rolled-back order sends nothing).
 */
export async function queueOrderMail(
  em: EntityManager,
  config: Pick<AppConfig, 'publicUrl'>,
  mail: OrderMail,
  order: OrderForMail,
  extra: OrderMailExtra,
): Promise<void> {
  await queueMail(em, orderMail(config, mail, order, extra));
}

/**
 * One of the order's mails: amounts in the order currency with its mark, and a link to the account's
 * order page (members) or the success page with the order number and access key (guests).
 */
export function orderMail(config: Pick<AppConfig, 'publicUrl'>, mail: OrderMail, order: OrderForMail, extra: OrderMailExtra): MailRequest {
  const rate = order.currencyRate;
  const charged = (amount: string) => money(order, convertAmount(amount, rate));
  // A guest reaches the order with its number and access key (the success page checks both).
  const path = isMemberOrder(order)
    ? `/account/orders/${order.id}`
    : `/order/success?order_number=${encodeURIComponent(order.orderNumber)}&access_key=${encodeURIComponent(order.accessKey)}`;
  return {
    to: order.email,
    template: mail,
    language: order.language,
    uniqueKey: extra.comment ? `${mail}:comment:${extra.comment.id}` : `${mail}:${order.orderNumber}`,
    data: {
      name: extra.name,
      orderNumber: order.orderNumber,
      lines: (extra.lines ?? []).map((l) => `${l.quantity} x ${l.productName}${l.options ? ` (${l.options})` : ''}  ${charged(l.lineTotal)}`).join('\n'),
      subtotal: charged(order.subtotal),
      discount: charged(order.discountTotal),
      shippingFee: charged(order.shippingFee),
      shippingMethod: order.shippingMethodName,
      total: money(order, order.chargedTotal),
      paymentMethod: order.paymentMethodName,
      paymentInstructions: extra.paymentInstructions ? { html: extra.paymentInstructions } : '',
      shippingAddress: addressText(order.shippingAddress, order.language),
      note: extra.note ?? '',
      authorName: extra.comment?.authorName ?? '',
      comment: extra.comment?.text ?? '',
      store: extra.counterSale?.store ?? '',
      storeAddress: extra.counterSale?.storeAddress ?? '',
      receiptNumber: extra.counterSale?.receiptNumber ?? '',
      link: { url: new URL(path, config.publicUrl).toString() },
    },
  };
}

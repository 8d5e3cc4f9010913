import { addMoney, fromCents, multiplyMoney, toCents } from '../../../../ui/money';

/** A line of the ticket as the cashier built it (prices are the server's; the sale is priced again there). */
export interface TicketLine {
  stockId: number;
  sku: string;
  name: string;
  options: string;
  price: string;
  quantity: number;
  /** Manual discount of the line (amount), '' for none. */
  discount: string;
}

export interface TicketPayment {
  method: string;
  amount: string;
  reference: string;
}

/** Lines of an earlier receipt taken back in this sale (an exchange): what they were paid pays for the ticket. */
export interface TicketExchange {
  orderId: number;
  receiptNumber: string;
  lines: { orderItemId: number; quantity: number; restock: boolean; name: string }[];
  /** How what the ticket does not use of the credit goes back; '' the way the earlier sale was paid. */
  refundMethod: string;
}

export interface Ticket {
  /** The sale's id from the screen: kept until the server confirms, so a retry makes no second order. */
  clientId: string;
  lines: TicketLine[];
  customer: { id: number; name: string; email: string } | null;
  coupons: string[];
  discount: string;
  approvalCode: string;
  /** Reward points of the customer to spend, '' for none. */
  points: string;
  /** One of the shop's currencies; '' for the base currency. The payments are in it. */
  currency: string;
  payments: TicketPayment[];
  receiptEmail: string;
  exchange: TicketExchange | null;
}

/** A customer the counter found or made, as the ticket keeps it. */
export const ticketCustomer = (c: { id: number; firstName: string; lastName: string; email: string }): NonNullable<Ticket['customer']> => ({
  id: c.id,
  name: `${c.firstName} ${c.lastName}`.trim(),
  email: c.email,
});

export const newClientId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const emptyTicket = (): Ticket => ({
  clientId: newClientId(),
  lines: [],
  customer: null,
  coupons: [],
  discount: '',
  approvalCode: '',
  points: '',
  currency: '',
  payments: [],
  receiptEmail: '',
  exchange: null,
});

export type TicketAction =
  | { type: 'add'; line: Omit<TicketLine, 'quantity' | 'discount'> }
  | { type: 'quantity'; stockId: number; quantity: number }
  | { type: 'lineDiscount'; stockId: number; discount: string }
  | { type: 'remove'; stockId: number }
  | { type: 'customer'; customer: Ticket['customer'] }
  | { type: 'coupons'; coupons: string[] }
  | { type: 'discount'; discount: string }
  | { type: 'approvalCode'; approvalCode: string }
  | { type: 'points'; points: string }
  | { type: 'currency'; currency: string }
  | { type: 'pay'; payment: TicketPayment }
  | { type: 'removePayment'; index: number }
  | { type: 'receiptEmail'; email: string }
  | { type: 'exchange'; exchange: TicketExchange | null }
  | { type: 'clear' };

/** The ticket's changes; scanning the same item again adds one to its line. */
export function ticketReducer(ticket: Ticket, action: TicketAction): Ticket {
  switch (action.type) {
    case 'add': {
      const found = ticket.lines.find((l) => l.stockId === action.line.stockId);
      const lines = found
        ? ticket.lines.map((l) => (l === found ? { ...l, quantity: l.quantity + 1 } : l))
        : [...ticket.lines, { ...action.line, quantity: 1, discount: '' }];
      return { ...ticket, lines };
    }
    case 'quantity':
      return {
        ...ticket,
        lines:
          action.quantity > 0
            ? ticket.lines.map((l) => (l.stockId === action.stockId ? { ...l, quantity: action.quantity } : l))
            : ticket.lines.filter((l) => l.stockId !== action.stockId),
      };
    case 'lineDiscount':
      return { ...ticket, lines: ticket.lines.map((l) => (l.stockId === action.stockId ? { ...l, discount: action.discount } : l)) };
    case 'remove':
      return { ...ticket, lines: ticket.lines.filter((l) => l.stockId !== action.stockId) };
    case 'customer':
      // Points belong to a customer: another customer (or a walk-in) starts without.
      return { ...ticket, customer: action.customer, points: '', receiptEmail: action.customer?.email ?? ticket.receiptEmail };
    case 'coupons':
      return { ...ticket, coupons: action.coupons };
    case 'discount':
      return { ...ticket, discount: action.discount };
    case 'approvalCode':
      return { ...ticket, approvalCode: action.approvalCode };
    case 'points':
      return { ...ticket, points: action.points };
    case 'currency':
      // Payments taken in one currency do not count in another.
      return { ...ticket, currency: action.currency, payments: [] };
    case 'pay':
      return { ...ticket, payments: [...ticket.payments, action.payment] };
    case 'removePayment':
      return { ...ticket, payments: ticket.payments.filter((_, i) => i !== action.index) };
    case 'receiptEmail':
      return { ...ticket, receiptEmail: action.email };
    case 'exchange':
      // An exchange is paid in the base currency, and the credit changes what is due.
      return { ...ticket, exchange: action.exchange, currency: action.exchange ? '' : ticket.currency, payments: [] };
    case 'clear':
      return emptyTicket();
  }
}

/** Subtotal at list prices (the quote from the server says what promotions take off). */
export const ticketSubtotal = (ticket: Pick<Ticket, 'lines'>): string => addMoney('0', ...ticket.lines.map((l) => multiplyMoney(l.price, l.quantity)));

export const hasManualDiscount = (ticket: Pick<Ticket, 'lines' | 'discount'>): boolean =>
  toCents(ticket.discount || '0') > 0n || ticket.lines.some((l) => toCents(l.discount || '0') > 0n);

export const paidTotal = (ticket: Pick<Ticket, 'payments'>): string => addMoney('0', ...ticket.payments.map((p) => p.amount || '0'));

/** What is left to pay (never below 0) and the change a cash overpayment gives. */
export function balance(total: string, ticket: Pick<Ticket, 'payments'>): { due: string; change: string } {
  const left = toCents(total) - toCents(paidTotal(ticket));
  return { due: fromCents(left > 0n ? left : 0n), change: fromCents(left < 0n ? -left : 0n) };
}

/** Round sums of notes a customer hands over, in the ticket's currency's units: 10, 50, 100, 500, 1,000. */
const NOTE_STEPS = [1000n, 5000n, 10000n, 50000n, 100000n];

/**
 * The cash amounts a customer is likely to hand over for `due`: the exact sum, then the next round sums
 * of notes above it (HK$ 1780.00: 1780.00, 1800.00, 2000.00), at most four, for one tap at the counter.
 */
export function cashSuggestions(due: string): string[] {
  const cents = toCents(due);
  if (cents <= 0n) return [];
  const rounded = NOTE_STEPS.map((step) => ((cents + step - 1n) / step) * step);
  return [...new Set([cents, ...rounded])].slice(0, 4).map(fromCents);
}

/** The points asked for as a whole number (null for none; the server refuses what is not a whole number from 0). */
function pointsOf(ticket: Pick<Ticket, 'points' | 'customer'>): number | null {
  if (!ticket.customer || !ticket.points.trim()) return null;
  const points = Number(ticket.points);
  return Number.isFinite(points) ? points : -1;
}

/** The ticket as the server's PosTicketInput. */
export function ticketInput(ticket: Ticket, storeId: number, registerId: number) {
  return {
    storeId,
    registerId,
    customerId: ticket.customer?.id ?? null,
    lines: ticket.lines.map((l) => ({ stockId: l.stockId, quantity: l.quantity, discount: l.discount || null })),
    coupons: ticket.coupons,
    discount: ticket.discount || null,
    approvalCode: ticket.approvalCode || null,
    points: pointsOf(ticket),
    currency: ticket.currency || null,
    exchange: ticket.exchange
      ? {
          orderId: ticket.exchange.orderId,
          lines: ticket.exchange.lines.map(({ orderItemId, quantity, restock }) => ({ orderItemId, quantity, restock })),
          refundMethod: ticket.exchange.refundMethod || null,
        }
      : null,
  };
}

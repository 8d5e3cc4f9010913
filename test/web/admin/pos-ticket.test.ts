import {
  balance,
  cashSuggestions,
  emptyTicket,
  hasManualDiscount,
  ticketInput,
  ticketReducer,
  ticketSubtotal,
  type Ticket,
} from '../../../web/src/admin/resources/store/pos/ticket';

const tea = { stockId: 1, sku: 'TEA-1', name: 'Tea cup', options: '', price: '30.00' };
const saucer = { stockId: 2, sku: 'SAU-1', name: 'Saucer', options: '', price: '19.95' };

const run = (...actions: Parameters<typeof ticketReducer>[1][]): Ticket => actions.reduce(ticketReducer, emptyTicket());

describe('the selling screen ticket (issue 18)', () => {
  it('adds a scanned item again as one more unit, and drops a line set to 0', () => {
    const ticket = run({ type: 'add', line: tea }, { type: 'add', line: saucer }, { type: 'add', line: tea });
    expect(ticket.lines.map((l) => [l.sku, l.quantity])).toEqual([
      ['TEA-1', 2],
      ['SAU-1', 1],
    ]);
    expect(ticketSubtotal(ticket)).toBe('79.95');
    expect(ticketReducer(ticket, { type: 'quantity', stockId: 1, quantity: 0 }).lines.map((l) => l.sku)).toEqual(['SAU-1']);
  });

  it('works out what is due and the change of a cash overpayment in cents', () => {
    const ticket = run({ type: 'add', line: saucer }, { type: 'pay', payment: { method: 'card', amount: '10', reference: 'T1' } });
    expect(balance('19.95', ticket)).toEqual({ due: '9.95', change: '0.00' });
    const paid = ticketReducer(ticket, { type: 'pay', payment: { method: 'cash', amount: '20', reference: '' } });
    expect(balance('19.95', paid)).toEqual({ due: '0.00', change: '10.05' });
  });

  it('suggests the exact sum and the next round sums of notes a customer hands over, at most four', () => {
    expect(cashSuggestions('1780.00')).toEqual(['1780.00', '1800.00', '2000.00']);
    expect(cashSuggestions('37.50')).toEqual(['37.50', '40.00', '50.00', '100.00']);
    expect(cashSuggestions('500.00')).toEqual(['500.00', '1000.00']);
    expect(cashSuggestions('0.00')).toEqual([]);
  });

  it('keeps its client id until cleared, and sends manual discounts only when given', () => {
    const ticket = run({ type: 'add', line: tea }, { type: 'lineDiscount', stockId: 1, discount: '5' });
    expect(hasManualDiscount(ticket)).toBe(true);
    expect(ticketInput(ticket, 3, 4)).toMatchObject({
      storeId: 3,
      registerId: 4,
      customerId: null,
      discount: null,
      lines: [{ stockId: 1, quantity: 1, discount: '5' }],
    });
    const cleared = ticketReducer(ticket, { type: 'clear' });
    expect(cleared.lines).toEqual([]);
    expect(cleared.clientId).not.toBe(ticket.clientId);
  });

  it('sends points only for a chosen customer, drops them with the customer, and a new currency drops the payments taken', () => {
    const customer = { id: 9, name: 'May Wong', email: 'may@example.com' };
    const walkIn = run({ type: 'add', line: tea }, { type: 'points', points: '300' });
    expect(ticketInput(walkIn, 3, 4)).toMatchObject({ points: null, currency: null });
    const member = ticketReducer(ticketReducer(walkIn, { type: 'customer', customer }), { type: 'points', points: '300' });
    expect(ticketInput(member, 3, 4)).toMatchObject({ customerId: 9, points: 300 });
    expect(ticketInput(ticketReducer(member, { type: 'points', points: 'lots' }), 3, 4).points).toBe(-1);
    expect(ticketReducer(member, { type: 'customer', customer: null }).points).toBe('');
    const paid = ticketReducer(member, { type: 'pay', payment: { method: 'cash', amount: '100', reference: '' } });
    const dollars = ticketReducer(paid, { type: 'currency', currency: 'USD' });
    expect(dollars.payments).toEqual([]);
    expect(ticketInput(dollars, 3, 4).currency).toBe('USD');
  });

  it('takes an exchange in the base currency, drops the payments taken, and sends its lines without their names', () => {
    const exchange = { orderId: 7, receiptNumber: 'R1-000001', lines: [{ orderItemId: 70, quantity: 1, restock: true, name: 'Mug' }], refundMethod: '' };
    const paid = run(
      { type: 'add', line: tea },
      { type: 'currency', currency: 'USD' },
      { type: 'pay', payment: { method: 'cash', amount: '5', reference: '' } },
    );
    const swapped = ticketReducer(paid, { type: 'exchange', exchange });
    expect(swapped).toMatchObject({ currency: '', payments: [], exchange });
    expect(ticketInput(swapped, 3, 4).exchange).toEqual({ orderId: 7, lines: [{ orderItemId: 70, quantity: 1, restock: true }], refundMethod: null });
    expect(ticketInput(ticketReducer(swapped, { type: 'exchange', exchange: null }), 3, 4).exchange).toBeNull();
    expect(ticketReducer(swapped, { type: 'clear' }).exchange).toBeNull();
  });
});

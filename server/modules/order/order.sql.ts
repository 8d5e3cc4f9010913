import { defineStatement } from '../../common/sql.js';

/** The next order's id and number (date and a sequence: unique across any number of server instances). */
export const takeOrderKeys = defineStatement<[], { id: string; n: string }>(
  'order.nextOrderKeys',
  "select nextval(pg_get_serial_sequence('shop_order', 'id')) as id, to_char(now(), 'YYMMDD') || nextval('order_number_seq') as n",
);

/** The first intent made for an order is kept (two tabs paying at once share it). */
export const setPaymentIntent = defineStatement<[intentId: string, orderId: number]>(
  'order.setPaymentIntent',
  'update shop_order set payment_intent_id = ?, updated_at = now() where id = ? and payment_intent_id is null',
);

/** A payment event is handled once: a repeated delivery answers no row. */
export const recordPaymentEvent = defineStatement<[eventId: string, type: string], { id: string }>(
  'order.recordPaymentEvent',
  'insert into payment_event (id, type, received_at) values (?, ?, now()) on conflict (id) do nothing returning id',
);

export const linkPaymentEvent = defineStatement<[orderId: number, eventId: string]>(
  'order.linkPaymentEvent',
  'update payment_event set order_id = ? where id = ?',
);

import { randomUUID } from 'node:crypto';
import { TestShop, unique } from '../support/shop.js';
import { sellingWarehouse } from './order-fixtures.js';

export interface TestStore {
  id: number;
  name: string;
  warehouseId: number;
  registerId: number;
  prefix: string;
}

/** A store with its own warehouse and one register (prefix unique to the test), made through the admin route. */
export async function makeStore(shop: TestShop, token: string, body: Record<string, unknown> = {}): Promise<TestStore> {
  const warehouseId = await sellingWarehouse(shop, unique('Store wh '));
  const prefix = unique('P')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-12)
    .toUpperCase();
  const answer = await shop.rest(
    'POST',
    '/api/admin/store',
    {
      name: unique('Store '),
      address: '1 Queen’s Road Central',
      phone: '+852 2111 0000',
      warehouse_id: warehouseId,
      registers: [{ name: 'Till 1', prefix }],
      ...body,
    },
    token,
  );
  if (answer.status !== 201) throw new Error(`create store: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: answer.body.id, name: answer.body.name, warehouseId, registerId: answer.body.registers[0].id, prefix };
}

/** Opens the store's register with a float; answers the session (X report). */
export async function openRegister(shop: TestShop, token: string, store: TestStore, float = '500.00'): Promise<Record<string, any>> {
  const answer = await shop.rest('POST', `/api/admin/store/${store.id}/session`, { register_id: store.registerId, float }, token);
  if (answer.status !== 201) throw new Error(`open register: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** POST /api/admin/pos/sale with a fresh client id unless the body has one. */
export function sell(shop: TestShop, token: string, store: TestStore, body: Record<string, unknown>) {
  return shop.rest('POST', '/api/admin/pos/sale', { client_id: randomUUID(), store_id: store.id, register_id: store.registerId, ...body }, token);
}

/** POST /api/admin/pos/return of `quantity` units (1) of one line of a sale (its first), with its refund method if given. */
export function returnUnits(
  shop: TestShop,
  token: string,
  sale: { id: number; lines: { id: number }[] },
  { quantity = 1, line = sale.lines[0].id, restock, refundMethod }: { quantity?: number; line?: number; restock?: boolean; refundMethod?: string } = {},
) {
  const lines = [{ order_item_id: line, quantity, ...(restock === undefined ? {} : { restock }) }];
  return shop.rest('POST', '/api/admin/pos/return', { order_id: sale.id, lines, ...(refundMethod ? { refund_method: refundMethod } : {}) }, token);
}

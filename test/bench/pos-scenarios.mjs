// The point-of-sale figure of issue 18: a counter sale (two items, paid in cash with change) at
// concurrency 10, target p95 under 50 ms. Ten sales at once are ten registers (one register serves one
// customer at a time; its receipt sequence is taken under its row lock), so the demo's Central store gets
// ten registers with open sessions, each connection sells at one of them (its next sale when the last one
// is answered), over STOCKS stocks of its warehouse (topped up first so that the run never sells out).
// Each request is a new sale with its own client id: a repeated id would only answer the first sale again.

import { randomUUID } from 'node:crypto';

async function gql(ctx, query, variables, token) {
  const answer = await ctx.request('POST', '/graphql', { body: { query, variables }, token });
  if (answer.status !== 200 || answer.body?.errors)
    throw new Error(`${query.slice(0, 40)}...: ${answer.status} ${JSON.stringify(answer.body?.errors ?? answer.body).slice(0, 300)}`);
  return answer.body.data;
}

const REGISTERS = 10;
const STORE_QUERY = 'query($id: Int!) { store(id: $id) { id enabled warehouseId registers { id name prefix enabled openSessionId } } }';

/** An enabled store (the demo's Central) with REGISTERS registers, each with an open session. */
async function counter(ctx, admin) {
  const stores = await ctx.request('GET', '/api/admin/store?per_page=100', { token: admin });
  const row = (stores.body?.data ?? []).find((s) => s.enabled);
  if (!row) throw new Error('no enabled store (SEED_DEMO=1 makes two)');
  let { store } = await gql(ctx, STORE_QUERY, { id: row.id }, admin);
  if (store.registers.length < REGISTERS) {
    const added = Array.from({ length: REGISTERS - store.registers.length }, (_, i) => ({ name: `Bench ${Date.now()}-${i}` }));
    const registers = [...store.registers.map((r) => ({ id: r.id, name: r.name, prefix: r.prefix, enabled: true })), ...added];
    const saved = await ctx.request('PUT', `/api/admin/store/${store.id}`, { body: { registers }, token: admin });
    if (saved.status !== 200) throw new Error(`registers: ${saved.status} ${JSON.stringify(saved.body).slice(0, 200)}`);
    ({ store } = await gql(ctx, STORE_QUERY, { id: row.id }, admin));
  }
  for (const register of store.registers.filter((r) => !r.openSessionId)) {
    await ctx.request('POST', `/api/admin/store/${store.id}/session`, { body: { register_id: register.id, float: '1000' }, token: admin });
  }
  return { storeId: store.id, registerIds: store.registers.map((r) => r.id), warehouseId: store.warehouseId };
}

/**
 * How many different stocks the run sells. A counter sells many different items, and two registers
 * rarely ring up the same item at the same instant; the demo's store holds only 8, over which ten
 * concurrent two-item sales always met on the same inventory rows and queued behind each other's row
 * locks (a figure of the bench's catalogue, not of the shop). With 40, the ten sales in flight hold 20
 * different stocks (see `sale` below).
 */
const STOCKS = 40;

/** Tops one inventory up for the run. */
async function topUp(ctx, admin, inventoryId) {
  const answer = await ctx.request('POST', '/api/admin/inventory/plus', {
    body: { inventory_id: inventoryId, quantity: 100000, remark: 'bench' },
    token: admin,
  });
  if (answer.status !== 200) throw new Error(`top up: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
}

/**
 * STOCKS stocks in the store's warehouse, topped up for the run: those it holds, then others received in
 * another warehouse and transferred to the store (the store's shelves filled from the warehouse).
 */
async function storeStocks(ctx, admin, storeId, warehouseId) {
  const found = await gql(ctx, 'query($storeId: Int!) { posProducts(storeId: $storeId) { stockId productId available } }', { storeId }, admin);
  const held = new Set(found.posProducts.filter((p) => p.available > 0).map((p) => p.stockId));
  const products = [...new Set(found.posProducts.map((p) => p.productId))];
  const listed = await ctx.request('GET', '/api/admin/product?per_page=100', { token: admin });
  for (const p of listed.body?.data ?? []) if (!products.includes(p.id)) products.push(p.id);
  const stocks = [];
  for (const productId of products) {
    if (stocks.length >= STOCKS) break;
    const { product } = await gql(ctx, 'query($id: Int!) { product(id: $id) { stocks { id inventories { id warehouseId } } } }', { id: productId }, admin);
    for (const stock of product.stocks) {
      if (stocks.length >= STOCKS) break;
      const here = stock.inventories.find((i) => i.warehouseId === warehouseId);
      if (here && held.has(stock.id)) {
        await topUp(ctx, admin, here.id);
      } else {
        const source = stock.inventories.find((i) => i.warehouseId !== warehouseId);
        if (!source) continue;
        await topUp(ctx, admin, source.id);
        const body = { inventory_id: source.id, quantity: 100000, remark: 'bench', from: source.warehouseId, to: warehouseId };
        const moved = await ctx.request('POST', '/api/admin/inventory/transfer', { body, token: admin });
        if (moved.status !== 200) throw new Error(`transfer: ${moved.status} ${JSON.stringify(moved.body).slice(0, 200)}`);
      }
      stocks.push(stock.id);
    }
  }
  if (stocks.length < 2) throw new Error('fewer than two stocks for the store');
  return stocks;
}

export const posScenarios = [
  {
    name: 'POST /api/admin/pos/sale (counter sale: two items, cash)',
    method: 'POST',
    path: '/api/admin/pos/sale',
    auth: 'admin',
    targetP95Ms: 50,
    async setup(ctx) {
      const admin = await ctx.token('admin');
      const { storeId, registerIds, warehouseId } = await counter(ctx, admin);
      const stocks = await storeStocks(ctx, admin, storeId, warehouseId);
      // Connection c is register c: it sends its next sale when its last one is answered, as a register serves
      // one customer at a time. Its n-th sale is sale k = c + REGISTERS * n of the run and takes stocks 2k and
      // 2k+1 (mod STOCKS): the registers' sales in flight together share no stock.
      const sale = (connection, n) => {
        const k = connection + REGISTERS * n;
        return {
          client_id: randomUUID(),
          store_id: storeId,
          register_id: registerIds[connection % registerIds.length],
          lines: [stocks[(2 * k) % stocks.length], stocks[(2 * k + 1) % stocks.length]].map((stockId) => ({ stock_id: stockId, quantity: 1 })),
          payments: [{ method: 'cash', amount: '5000' }],
        };
      };
      // Every call makes a new sale with its own client id (a repeated id would only answer the first sale).
      const connectionBodies = (connection) => {
        let n = 0;
        return () => sale(connection, n++);
      };
      return { body: sale(0, 0), connectionBodies };
    },
  },
];

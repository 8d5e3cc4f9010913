// The point-of-sale figure of issue 18: a counter sale (two items, paid in cash with change) at
// concurrency 10, target p95 under 50 ms. Each request is a new sale (its own client id: a repeated id
// would only answer the first sale again), at the demo shop's Central register, whose warehouse is
// topped up first so that the run never sells out.

import { randomUUID } from 'node:crypto';

async function gql(ctx, query, variables, token) {
  const answer = await ctx.request('POST', '/graphql', { body: { query, variables }, token });
  if (answer.status !== 200 || answer.body?.errors)
    throw new Error(`${query.slice(0, 40)}...: ${answer.status} ${JSON.stringify(answer.body?.errors ?? answer.body).slice(0, 300)}`);
  return answer.body.data;
}

/** A store with an enabled register and an open session (the demo's Central store). */
async function counter(ctx, admin) {
  const stores = await ctx.request('GET', '/api/admin/store?per_page=100', { token: admin });
  for (const row of stores.body?.data ?? []) {
    const { store } = await gql(
      ctx,
      'query($id: Int!) { store(id: $id) { id enabled warehouseId registers { id enabled openSessionId } } }',
      { id: row.id },
      admin,
    );
    const register = store.registers.find((r) => r.enabled);
    if (!store.enabled || !register) continue;
    if (!register.openSessionId)
      await ctx.request('POST', `/api/admin/store/${store.id}/session`, { body: { register_id: register.id, float: '1000' }, token: admin });
    return { storeId: store.id, registerId: register.id, warehouseId: store.warehouseId };
  }
  throw new Error('no enabled store with a register (SEED_DEMO=1 makes two)');
}

/** Two stocks the store's warehouse holds, topped up for the run. */
async function twoStocks(ctx, admin, storeId, warehouseId) {
  const found = await gql(ctx, 'query($storeId: Int!) { posProducts(storeId: $storeId) { stockId productId available } }', { storeId }, admin);
  const held = found.posProducts.filter((p) => p.available > 0).slice(0, 2);
  if (held.length < 2) throw new Error("the store's warehouse holds fewer than two stocks");
  for (const p of held) {
    const { product } = await gql(ctx, 'query($id: Int!) { product(id: $id) { stocks { id inventories { id warehouseId } } } }', { id: p.productId }, admin);
    const inventory = product.stocks.find((s) => s.id === p.stockId).inventories.find((i) => i.warehouseId === warehouseId);
    await ctx.request('POST', '/api/admin/inventory/plus', { body: { inventory_id: inventory.id, quantity: 100000, remark: 'bench' }, token: admin });
  }
  return held.map((p) => p.stockId);
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
      const { storeId, registerId, warehouseId } = await counter(ctx, admin);
      const stocks = await twoStocks(ctx, admin, storeId, warehouseId);
      const sale = () => ({
        client_id: randomUUID(),
        store_id: storeId,
        register_id: registerId,
        lines: stocks.map((stockId) => ({ stock_id: stockId, quantity: 1 })),
        payments: [{ method: 'cash', amount: '5000' }],
      });
      // The runner takes `bodies[n % length]` per request: every read makes a new sale with its own id.
      const bodies = new Proxy([], { get: (target, key) => (key === 'length' ? 1_000_000 : /^\d+$/.test(String(key)) ? sale() : target[key]) });
      return { body: sale(), bodies };
    },
  },
];

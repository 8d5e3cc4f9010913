// The promotions figure of issue 14: the checkout review (POST /api/checkout/quote) of one cart with no
// stored promotion, then with 1,000 stored promotions of which 3 apply to the cart. Target: the second
// costs at most 1.3x the first (run.mjs prints the ratio beside the target). The 997 others are
// automatic and enabled (the worst case: every one is read and checked), each for a product not in the cart.

const STORED = 1000;
const APPLICABLE = 3;

async function benchCart(ctx) {
  const list = await ctx.request('GET', '/api/admin/product?keyword=HL-&per_page=10&language=en_us', { token: await ctx.token('admin') });
  const ids = (list.body?.data ?? []).map((p) => p.id);
  const seen = [];
  for (const id of ids) {
    const page = await ctx.request('POST', '/graphql', {
      body: { query: 'query($id: Int!) { product(id: $id) { visibled stocks { id visibled } } }', variables: { id } },
      token: await ctx.token('admin'),
    });
    const stock = page.body?.data?.product?.stocks?.find((s) => s.visibled);
    if (!page.body?.data?.product?.visibled || !stock) {
      seen.push(`${id}: not visible`);
      continue;
    }
    const added = await ctx.request('POST', '/api/cart/item', { body: { stock_id: stock.id, quantity: 1 } });
    if (added.status === 200) return { cartId: added.body.cart_id, productId: id };
    seen.push(`${id}: ${added.status} ${JSON.stringify(added.body).slice(0, 80)}`);
  }
  throw new Error(`no product of the demo catalogue could be put in a cart (${list.status}; ${seen.join('; ')})`);
}

async function quoteBody(ctx, cartId) {
  const methods = await ctx.request('POST', '/graphql', { body: { query: '{ shippingMethods(country: "HKG") { id } }' } });
  return { cart_id: cartId, shipping_method_id: methods.body?.data?.shippingMethods?.[0]?.id ?? null, country: 'HKG' };
}

let cart;

export const promotionScenarios = [
  {
    name: 'POST /api/checkout/quote, no stored promotion',
    method: 'POST',
    path: '/api/checkout/quote',
    ratioBase: 'promotions',
    async setup(ctx) {
      cart ??= await benchCart(ctx);
      return { body: await quoteBody(ctx, cart.cartId) };
    },
  },
  {
    name: `POST /api/checkout/quote, ${STORED} stored promotions (${APPLICABLE} apply)`,
    method: 'POST',
    path: '/api/checkout/quote',
    ratioOf: 'promotions',
    ratioTarget: 1.3,
    async setup(ctx) {
      cart ??= await benchCart(ctx);
      const admin = await ctx.token('admin');
      for (let i = 0; i < STORED; i++) {
        const applies = i < APPLICABLE;
        const answer = await ctx.request('POST', '/api/admin/promotion', {
          token: admin,
          body: {
            name: `Bench promotion ${i}`,
            kind: 'automatic',
            priority: i % 7,
            conditions: [{ type: 'products', value: { ids: [applies ? cart.productId : 1_000_000 + i] } }, ...(i % 3 === 0 ? [{ type: 'min_quantity', value: { quantity: 1 } }] : [])],
            actions: [applies ? { type: 'line_percent', value: { percent: 5 } } : { type: 'order_amount', value: { amount: '1' } }],
          },
        });
        if (answer.status !== 201) throw new Error(`create promotion: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
      return { body: await quoteBody(ctx, cart.cartId) };
    },
  },
];

// The order scenario of `npm run bench` (issue #6): orders placed per second at concurrency 10, each
// request one GraphQL document that adds a stock to a member's cart and checks out with an offline
// method (mutations of one document run in order; a member's cart needs no cart id). Shoppers and
// stocks rotate per request, so concurrent requests do not share a cart.

const SHOPPERS = 60;
const STOCKS = 40;

const ORDER_MUTATION = `mutation BenchOrder($stockId: Int!, $shippingMethodId: Int!, $paymentMethodId: Int!, $address: AddressInput!) {
  addCartItem(input: { stockId: $stockId, quantity: 1 }) { itemCount }
  placeOrder(input: { shippingMethodId: $shippingMethodId, paymentMethodId: $paymentMethodId, shippingAddress: $address }) { orderNumber }
}`;

const ADDRESS = { firstName: 'Bench', lastName: 'Buyer', country: 'HKG', contactNumber: '+852 5555 0000', address: '1 Bench Road, Central' };

async function gql(ctx, query, variables, token) {
  const answer = await ctx.request('POST', '/graphql', { body: { query, variables }, token });
  if (answer.status !== 200 || answer.body?.errors)
    throw new Error(`${query.slice(0, 40)}...: ${answer.status} ${JSON.stringify(answer.body?.errors ?? answer.body).slice(0, 300)}`);
  return answer.body.data;
}

/** An enabled shipping method and cash on delivery, made when the database has none. */
async function offlineMethods(ctx, admin) {
  const shipping =
    (await gql(ctx, '{ shippingMethods(country: "HKG") { id } }')).shippingMethods[0]?.id ??
    (
      await gql(
        ctx,
        'mutation($input: ShippingMethodInput!) { createShippingMethod(input: $input) { id } }',
        { input: { name: 'Bench delivery', fee: '30', enabled: true } },
        admin,
      )
    ).createShippingMethod.id;
  const payment =
    (await gql(ctx, '{ paymentMethods { id kind } }')).paymentMethods.find((m) => m.kind !== 'stripe')?.id ??
    (
      await gql(
        ctx,
        'mutation($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { id } }',
        { input: { kind: 'cash_on_delivery', name: 'Bench cash', enabled: true } },
        admin,
      )
    ).createPaymentMethod.id;
  return { shipping, payment };
}

/** Visible stocks of the catalogue, topped up so that the run never sells out. */
async function stocksToSell(ctx, admin) {
  const keyword = process.env.BENCH_LARGE === '1' ? 'BENCH-07' : 'HL-';
  const list = await ctx.request('GET', `/api/admin/product?keyword=${encodeURIComponent(keyword)}&per_page=20&language=en_us`, { token: admin });
  const stockIds = [];
  for (const item of list.body?.data ?? []) {
    const { product } = await gql(ctx, 'query($id: Int!) { product(id: $id) { visibled stocks { id visibled inventories { id } } } }', { id: item.id }, admin);
    if (!product.visibled) continue;
    for (const stock of product.stocks.filter((s) => s.visibled)) {
      for (const inventory of stock.inventories) {
        await ctx.request('POST', '/api/admin/inventory/plus', { body: { inventory_id: inventory.id, quantity: 100000, remark: 'bench' }, token: admin });
      }
      stockIds.push(stock.id);
      if (stockIds.length === STOCKS) return stockIds;
    }
  }
  if (!stockIds.length) throw new Error(`no visible stock among products matching ${keyword}`);
  return stockIds;
}

export const orderScenarios = [
  {
    name: 'POST /graphql addCartItem + placeOrder (order, cash on delivery)',
    method: 'POST',
    path: '/graphql',
    graphql: true,
    async setup(ctx) {
      const admin = await ctx.token('admin');
      const methods = await offlineMethods(ctx, admin);
      const stocks = await stocksToSell(ctx, admin);
      const variants = [];
      for (let i = 0; i < SHOPPERS; i++) {
        const email = `bench-buyer-${Date.now()}-${i}@example.com`;
        const registered = await ctx.request('POST', '/api/register', {
          body: { first_name: 'Bench', last_name: `Buyer ${i}`, email, password: 'bench-password-1', password_confirmation: 'bench-password-1' },
        });
        if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
        variants.push({
          headers: { authorization: `Bearer ${registered.body.token}` },
          body: {
            query: ORDER_MUTATION,
            variables: { stockId: stocks[i % stocks.length], shippingMethodId: methods.shipping, paymentMethodId: methods.payment, address: ADDRESS },
          },
        });
      }
      return { variants, body: variants[0].body, headers: variants[0].headers };
    },
  },
];

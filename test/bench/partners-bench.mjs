// Issue 23's figures, printed after the load table by `npm run bench` (BENCH_ONLY=partners for these only):
// - authenticating with an API key vs a login token: p50 of the same small admin query, sequential (target: difference < 0.2 ms);
// - cost analysis of the admin app's largest operation (target < 1 ms);
// - webhook deliveries per second to a loopback receiver with 10 in flight (the shop runs JOB_WORKERS=10; target >= 200/s).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parse } from 'graphql';
import { percentile } from './lib/load.mjs';
import { table } from './lib/table.mjs';

async function p50Of(times, run) {
  for (let i = 0; i < 50; i += 1) await run(); // warm-up
  const samples = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return percentile(
    samples.sort((a, b) => a - b),
    50,
  );
}

/** The admin operation the web app's cost test finds most costly (the customer list at 100 rows). */
async function costAnalysis(root) {
  await import('reflect-metadata');
  const { getSchema } = await import(path.join(root, 'dist/server/schema.js'));
  const { queryCost } = await import(path.join(root, 'dist/server/common/query-cost.js'));
  const schema = await getSchema();
  const text = fs.readFileSync(path.join(root, 'web/src/admin/resources/customer/customer.graphql'), 'utf8');
  const document = parse(text);
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition' && d.name?.value === 'Customers');
  const single = { ...document, definitions: [operation, ...document.definitions.filter((d) => d.kind === 'FragmentDefinition')] };
  const variables = { options: { perPage: 100 } };
  let cost = 0;
  for (let i = 0; i < 200; i += 1) cost = queryCost(schema, single, variables);
  const rounds = 2000;
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) queryCost(schema, single, variables);
  return { cost, ms: (performance.now() - started) / rounds };
}

async function deliveries(ctx, adminToken, count = 400) {
  let received = 0;
  let done;
  const finished = new Promise((resolve) => (done = resolve));
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.end('ok');
      received += 1;
      if (received === count + 1) done();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/hook`;
  const gql = (query, variables) => ctx.request('POST', '/graphql', { body: { query, variables }, token: adminToken });
  const hook = await gql('mutation($input: WebhookInput!) { createWebhook(input: $input) { id } }', { input: { url, events: ['product.updated'] } });
  const webhookId = hook.body?.data?.createWebhook?.id;
  if (!webhookId) throw new Error(`no webhook: ${JSON.stringify(hook.body)} (is WEBHOOK_ALLOW_LOOPBACK=1?)`);
  try {
    const products = await ctx.request('GET', '/api/admin/product?per_page=10', { token: adminToken });
    const productId = products.body.data[0].id;
    await ctx.request('PUT', `/api/admin/product/${productId}`, { token: adminToken, body: { meta_title: `Bench ${Date.now()}` } });
    let deliveryId;
    for (let i = 0; i < 200 && !deliveryId; i += 1) {
      const log = await ctx.request('GET', `/api/admin/webhook/${webhookId}/deliveries`, { token: adminToken });
      deliveryId = log.body?.data?.[0]?.delivery_id;
      if (!deliveryId) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!deliveryId) throw new Error('the first delivery did not arrive');
    const started = performance.now();
    await Promise.all(
      Array.from({ length: count }, () => ctx.request('POST', `/api/admin/webhook/delivery/${deliveryId}/retry`, { token: adminToken, body: {} })),
    );
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 60_000))]);
    const seconds = (performance.now() - started) / 1000;
    return { perSecond: (received - 1) / seconds, delivered: received - 1, count };
  } finally {
    await gql('mutation($id: Int!) { deleteWebhook(id: $id) }', { id: webhookId });
    server.close();
  }
}

export async function partnersFigures(ctx, root) {
  const adminToken = await ctx.token('admin');
  const created = await ctx.request('POST', '/graphql', {
    token: adminToken,
    body: {
      query: 'mutation($input: ApiKeyInput!) { createApiKey(input: $input) { id secret } }',
      variables: { input: { name: `Bench ${Date.now()}`, roleId: 1 } },
    },
  });
  const secret = created.body?.data?.createApiKey?.secret;
  const rows = [];
  if (!secret) {
    rows.push(['API key vs login token (p50, sequential)', 'unavailable', '< 0.2 ms', JSON.stringify(created.body).slice(0, 80)]);
  } else {
    const query = { query: '{ brands(options: { perPage: 10 }) { totalItems } }' };
    const withToken = await p50Of(1000, () => ctx.request('POST', '/graphql', { body: query, token: adminToken }));
    const withKey = await p50Of(1000, () => ctx.request('POST', '/graphql', { body: query, headers: { 'x-api-key': secret } }));
    const difference = withKey - withToken;
    rows.push([
      'API key vs login token (p50 of 1000 sequential)',
      `${withKey.toFixed(2)} vs ${withToken.toFixed(2)} ms (${difference >= 0 ? '+' : ''}${difference.toFixed(2)})`,
      '< 0.2 ms difference',
      Math.abs(difference) < 0.2 ? 'met' : 'NOT MET',
    ]);
    await ctx.request('POST', '/graphql', { token: adminToken, body: { query: `mutation { revokeApiKey(id: ${created.body.data.createApiKey.id}) }` } });
  }
  const analysis = await costAnalysis(root);
  rows.push([
    'cost analysis, admin Customers at 100 rows',
    `${analysis.ms.toFixed(3)} ms (cost ${analysis.cost})`,
    '< 1 ms',
    analysis.ms < 1 ? 'met' : 'NOT MET',
  ]);
  try {
    const sent = await deliveries(ctx, adminToken);
    rows.push([
      `webhook deliveries to loopback, 10 in flight`,
      `${sent.perSecond.toFixed(0)}/s (${sent.delivered} of ${sent.count})`,
      '>= 200/s',
      sent.perSecond >= 200 ? 'met' : 'NOT MET',
    ]);
  } catch (error) {
    rows.push(['webhook deliveries to loopback, 10 in flight', 'unavailable', '>= 200/s', error.message.slice(0, 80)]);
  }
  console.log('\nPartners (issue 23)\n');
  console.log(table(['figure', 'measured', 'target', ''], rows, ['l', 'r', 'l', 'l']));
}

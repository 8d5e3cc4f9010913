// Issue 23's figures, printed after the load table by `npm run bench` (BENCH_ONLY=partners for these only):
// - authenticating with an API key vs a login token: p50 of the same small admin query, the two
//   alternating in one loop (target: the key's p50 minus the token's < 0.2 ms: a key costs a partner
//   less than 0.2 ms more than a staff login; a key that is faster meets it);
// - cost analysis of the admin app's largest operation (target < 1 ms);
// - webhook deliveries per second to a loopback receiver with 10 in flight (the shop runs JOB_WORKERS=10; target >= 200/s):
//   a backlog of 400 queued at once (written straight to PostgreSQL, DATABASE_URL), and, for comparison,
//   the same 400 queued through 400 concurrent "Send again" requests, timed from the first request.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parse } from 'graphql';
import pg from 'pg';
import { alternating, percentile } from './lib/load.mjs';
import { table } from './lib/table.mjs';

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

/** A loopback receiver counting deliveries: `until(n)` resolves when n have arrived (or after 60 s). */
async function countingReceiver() {
  let received = 0;
  const waiting = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.end('ok');
      received += 1;
      for (const w of waiting.filter((w) => received >= w.n)) w.resolve();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    received: () => received,
    until: (n) => Promise.race([new Promise((resolve) => waiting.push({ n, resolve })), new Promise((resolve) => setTimeout(resolve, 60_000))]),
    close: () => server.close(),
  };
}

/** `count` more jobs of the delivery's first job, in one statement: the backlog appears at once, at commit. */
async function queueBacklog(databaseUrl, deliveryId, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `insert into job (type, payload, state, run_at, attempts, max_attempts, created_at, updated_at)
       select j.type, j.payload, 'pending', now(), 0, j.max_attempts, now(), now()
       from (select * from job where type = 'webhook.deliver' and payload->>'deliveryId' = $1 order by id limit 1) j, generate_series(1, $2)`,
      [deliveryId, count],
    );
    if (rowCount !== count) throw new Error(`queued ${rowCount} of ${count}`);
  } finally {
    await client.end();
  }
}

/**
 * Deliveries per second, 10 in flight: a subscription on a loopback receiver gets one delivery from a
 * product change; then `count` more of it are queued, at once (`backlog`, straight to PostgreSQL) or
 * through `count` concurrent "Send again" requests (`retries`: the clock includes those requests).
 */
async function deliveries(ctx, adminToken, count = 400) {
  const hook = await countingReceiver();
  const gql = (query, variables) => ctx.request('POST', '/graphql', { body: { query, variables }, token: adminToken });
  const created = await gql('mutation($input: WebhookInput!) { createWebhook(input: $input) { id } }', {
    input: { url: hook.url, events: ['product.updated'] },
  });
  const webhookId = created.body?.data?.createWebhook?.id;
  if (!webhookId) throw new Error(`no webhook: ${JSON.stringify(created.body)} (is WEBHOOK_ALLOW_LOOPBACK=1?)`);
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
    const timed = async (queue) => {
      const before = hook.received();
      const started = performance.now();
      await queue();
      await hook.until(before + count);
      const delivered = hook.received() - before;
      return { perSecond: delivered / ((performance.now() - started) / 1000), delivered, count };
    };
    const databaseUrl = process.env.DATABASE_URL?.trim();
    const backlog = databaseUrl ? await timed(() => queueBacklog(databaseUrl, deliveryId, count)) : undefined;
    const retries = await timed(() =>
      Promise.all(Array.from({ length: count }, () => ctx.request('POST', `/api/admin/webhook/delivery/${deliveryId}/retry`, { token: adminToken, body: {} }))),
    );
    return { backlog, retries };
  } finally {
    await gql('mutation($id: Int!) { deleteWebhook(id: $id) }', { id: webhookId });
    hook.close();
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
    const [withKey, withToken] = (
      await alternating(1000, [
        () => ctx.request('POST', '/graphql', { body: query, headers: { 'x-api-key': secret } }),
        () => ctx.request('POST', '/graphql', { body: query, token: adminToken }),
      ])
    ).map((series) => percentile(series, 50));
    const difference = withKey - withToken;
    rows.push([
      'API key vs login token (p50 of 1000 each, alternating)',
      `${withKey.toFixed(2)} vs ${withToken.toFixed(2)} ms (${difference >= 0 ? '+' : ''}${difference.toFixed(2)})`,
      'key - token < 0.2 ms',
      difference < 0.2 ? 'met' : 'NOT MET',
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
  const rate = (sent) => `${sent.perSecond.toFixed(0)}/s (${sent.delivered} of ${sent.count})`;
  try {
    const { backlog, retries } = await deliveries(ctx, adminToken);
    rows.push(
      backlog
        ? ['webhook deliveries to loopback, 10 in flight (backlog of 400)', rate(backlog), '>= 200/s', backlog.perSecond >= 200 ? 'met' : 'NOT MET']
        : ['webhook deliveries to loopback, 10 in flight (backlog of 400)', 'unavailable', '>= 200/s', 'needs DATABASE_URL'],
      ['the same, queued by 400 concurrent Send again requests', rate(retries), '(their answers included)', ''],
    );
  } catch (error) {
    rows.push(['webhook deliveries to loopback, 10 in flight', 'unavailable', '>= 200/s', error.message.slice(0, 80)]);
  }
  console.log('\nPartners (issue 23)\n');
  console.log(table(['figure', 'measured', 'target', ''], rows, ['l', 'r', 'l', 'l']));
}

// Issue 17's figures, printed after the load table by `npm run bench` (BENCH_ONLY=broadcast for these only):
// - a broadcast to 20,000 recipients is queued (recipients frozen, one job each) in under 10 s, from
//   scheduling it to its status `sending`;
// - it then sends at the configured rate (settings config.mails_per_minute): mails done in a window
//   beside the rate set for the run.
// The 20,000 customers are written straight to PostgreSQL (DATABASE_URL), tagged for this run only.
import pg from 'pg';
import { table } from './lib/table.mjs';

const RECIPIENTS = 20_000;
const TARGET_QUEUED_MS = 10_000;
const RATE_PER_MINUTE = 1_200;
const RATE_WINDOW_MS = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function createCustomers(databaseUrl, tag) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into customer (first_name, last_name, email, is_subscribe, enabled, emails, mobiles, tags, created_at, updated_at)
       select 'Bench', 'Reader ' || n, $1 || '-' || n || '@example.com', true, true, '[]', '[]', jsonb_build_array($1::text), now(), now()
       from generate_series(1, $2) as n`,
      [tag, RECIPIENTS],
    );
  } finally {
    await client.end();
  }
}

export async function broadcastFigures(ctx) {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) throw new Error('needs DATABASE_URL (the 20,000 customers are written straight to PostgreSQL)');
  const token = await ctx.token('admin');
  const call = async (method, path, body) => {
    const answer = await ctx.request(method, path, { body, token });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const tag = `bench-broadcast-${Date.now()}`;
  await createCustomers(databaseUrl, tag);
  await call('PUT', '/api/admin/setting/config', { mails_per_minute: RATE_PER_MINUTE });
  const group = await call('POST', '/api/admin/receiver_group', { name: tag, filters: { tags: [tag], subscribed: true } });
  const message = await call('POST', '/api/admin/message', { subject: 'Bench {first_name}', body: '<p>Hello {first_name} {last_name}</p>' });

  const started = performance.now();
  const created = await call('POST', '/api/admin/broadcast', { message_id: message.id, receiver_groups: [group.name], status: 'scheduled' });
  let broadcast = created;
  while (broadcast.status === 'scheduled' && performance.now() - started < 60_000) {
    await sleep(50);
    broadcast = await call('GET', `/api/admin/broadcast/${created.id}`);
  }
  const queuedMs = performance.now() - started;

  const first = await call('GET', `/api/admin/broadcast/${created.id}`);
  await sleep(RATE_WINDOW_MS);
  const second = await call('GET', `/api/admin/broadcast/${created.id}`);
  const done = (b) => b.sent + b.failed + b.skipped;
  const perMinute = ((done(second) - done(first)) / RATE_WINDOW_MS) * 60_000;
  // Leave the database as it was meant to be: the rest of the recipients are not sent.
  await call('POST', `/api/admin/broadcast/${created.id}/cancel`);

  console.log(`\nBroadcasts (issue 17): ${group.count} recipients\n`);
  console.log(
    table(
      ['figure', 'value', 'target', ''],
      [
        [
          'queued (scheduled -> sending, recipients frozen, one job each)',
          `${(queuedMs / 1000).toFixed(2)} s`,
          `< ${TARGET_QUEUED_MS / 1000} s`,
          queuedMs < TARGET_QUEUED_MS ? 'met' : 'NOT MET',
        ],
        ['recipients frozen', String(broadcast.recipients), String(RECIPIENTS), broadcast.recipients === RECIPIENTS ? 'met' : 'NOT MET'],
        [
          `sending rate over ${RATE_WINDOW_MS / 1000} s (mails a minute)`,
          perMinute.toFixed(0),
          `${RATE_PER_MINUTE} (setting)`,
          perMinute <= RATE_PER_MINUTE * 1.05 ? 'at or under the setting' : 'OVER the setting',
        ],
      ],
      ['l', 'r', 'r', 'l'],
    ),
  );
}

// The large order history of the report benchmarks (issue 19): 1,000,000 orders over the last two years
// (one line each, 1 to 3 units; a tenth in USD at their own rate; 1 in 50 canceled before payment, 1 in 40
// refunded ten days after payment, the last three days' orders partly still to ship), with the sales
// ledger rows the order module would have written (placed, paid, canceled, refunded, dated in Hong Kong
// time) and their daily roll-up, all by bulk SQL in batches of 100,000 orders.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/shop_bench node test/bench/generate-orders.mjs
//
// The database must exist (createdb); when the ledger's tables are missing the built server's migrations run.
// Orders already there in full are kept (--force deletes the bench orders, numbers B..., and builds
// them again). Also run by `npm run bench` when BENCH_LARGE=1 (see run.mjs).
//
// Settings (environment): DATABASE_URL (required), BENCH_ORDERS (default 1000000).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

const BATCH = 100_000;
const DAYS = 730;
export const BENCH_ORDER_PREFIX = 'B';

async function timed(label, work) {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Runs the migrations of the built server on the database (when the ledger's tables are missing). */
async function migrate(databaseUrl) {
  const built = path.join(root, 'dist', 'server', 'db', 'database.js');
  if (!fs.existsSync(built)) throw new Error('the database has no sales ledger and dist/ is missing: run `npm run build:server` first');
  const { openDatabase } = await import(pathToFileURL(built).href);
  const db = await openDatabase({ databaseUrl, dataDir: path.join(root, 'data'), dbPoolSize: 1, logSql: false });
  await db.close();
}

/** One batch: orders g in [from, to], their lines, ledger rows and the roll-up of those rows. */
async function batch(client, from, to) {
  const before = Number((await client.query('select coalesce(max(id), 0) as id from shop_order')).rows[0].id);
  await client.query(
    `insert into shop_order (created_at, updated_at, order_number, access_key, email, status, language, currency, currency_rate, currency_mark,
       subtotal, shipping_fee, discount_total, grand_total, charged_total, shipping_method_name, payment_method_name, payment_kind,
       shipping_address, billing_address, paid_at, source)
     select ts, ts, '${BENCH_ORDER_PREFIX}' || lpad(g::text, 12, '0'), gen_random_uuid(), 'bench' || (g % 50000) || '@example.com',
       case when g % 50 = 0 then 'canceled' when g % 40 = 0 then 'refunded' when ts > now() - interval '3 days' and g % 3 = 0 then 'paid'
            when g % 997 = 0 then 'payment_review' else 'completed' end,
       'en_us', case when g % 10 = 0 then 'USD' else 'HKD' end, case when g % 10 = 0 then 0.128 else 1 end, case when g % 10 = 0 then 'US$' else 'HK$' end,
       unit * qty, 30, 0, unit * qty + 30, round((unit * qty + 30) * case when g % 10 = 0 then 0.128 else 1 end, 2),
       'Bench delivery', 'Bench cash', case when g % 7 = 0 then 'bank_transfer' else 'cash_on_delivery' end,
       '{"firstName":"Bench","lastName":"Buyer","country":"HKG","contactNumber":"+852 5555 0000","address":"1 Bench Road"}',
       '{"firstName":"Bench","lastName":"Buyer","country":"HKG","contactNumber":"+852 5555 0000","address":"1 Bench Road"}',
       case when g % 50 = 0 or g % 997 = 0 then null else ts + interval '5 minutes' end, 'storefront'
     from (select g, now() - (((g::bigint * 7919) % ${DAYS * 1440})::text || ' minutes')::interval as ts, (10 + (g % 97) * 7.5)::numeric(12, 2) as unit, 1 + g % 3 as qty
           from generate_series($1::int, $2::int) g) x
     order by ts`,
    [from, to],
  );
  await client.query(
    `insert into order_line (created_at, updated_at, order_id, product_name, sku, quantity, unit_price, line_total, net_total, options, allocations)
     select o.created_at, o.created_at, o.id, 'Bench product ' || (o.id % 500), 'BENCH-LINE-' || (o.id % 500), (o.subtotal / (10 + (right(o.order_number, 12)::int % 97) * 7.5))::int,
       10 + (right(o.order_number, 12)::int % 97) * 7.5, o.subtotal, o.subtotal, '', '[]'
     from shop_order o where o.id > $1`,
    [before],
  );
  // The ledger rows the order module writes for each event, as the migration's backfill makes them.
  await client.query(
    `with o as (select o.*, (select sum(l.quantity) from order_line l where l.order_id = o.id)::int as units from shop_order o where o.id > $1),
     events as (
       select 'placed' as kind, o.id, o.created_at as at, 1 as sign from o
       union all select 'paid', o.id, o.paid_at, 1 from o where o.paid_at is not null
       union all select 'canceled', o.id, o.created_at + interval '1 hour', 0 from o where o.status = 'canceled'
       union all select 'refunded', o.id, o.paid_at + interval '10 days', 0 from o where o.status = 'refunded' and o.paid_at + interval '10 days' < now()
     )
     insert into sales_ledger (kind, order_id, customer_id, channel, payment_method, currency, currency_rate, occurred_at, local_date,
       orders, units, units_refunded, gross, discount, shipping, tax, refund, net, discounts)
     select e.kind, o.id, null, 'web', o.payment_kind, o.currency, o.currency_rate, e.at, (e.at at time zone 'Asia/Hong_Kong')::date,
       e.sign, o.units * e.sign, case when e.kind = 'refunded' then o.units else 0 end,
       o.subtotal * e.sign, 0, case when e.kind = 'refunded' then -o.shipping_fee else o.shipping_fee * e.sign end, 0,
       case when e.kind = 'refunded' then o.subtotal else 0 end,
       case when e.kind = 'refunded' then -o.subtotal else o.subtotal * e.sign end, '[]'
     from events e join o on o.id = e.id order by e.at`,
    [before],
  );
  await client.query(
    `insert into sales_daily (local_date, channel, store_id, payment_method, placed_orders, canceled_orders, orders, units, units_refunded, gross, discount, shipping, tax, refund, net)
     select local_date, channel, 0, payment_method, count(*) filter (where kind = 'placed'), count(*) filter (where kind = 'canceled'),
       ${['orders', 'units', 'units_refunded', 'gross', 'discount', 'shipping', 'tax', 'refund', 'net'].map((c) => `coalesce(sum(${c}) filter (where kind <> 'placed'), 0)`).join(', ')}
     from sales_ledger where order_id > $1 group by local_date, channel, payment_method
     on conflict (local_date, channel, store_id, payment_method, register_id) do update set
       ${['placed_orders', 'canceled_orders', 'orders', 'units', 'units_refunded', 'gross', 'discount', 'shipping', 'tax', 'refund', 'net'].map((c) => `${c} = sales_daily.${c} + excluded.${c}`).join(', ')}`,
    [before],
  );
}

/** Builds the order history on DATABASE_URL unless it is there already. Answers { orders, seconds, skipped }. */
export async function generateOrders({ databaseUrl = process.env.DATABASE_URL, orders = Number(process.env.BENCH_ORDERS || 1_000_000), force = false } = {}) {
  if (!databaseUrl) throw new Error('DATABASE_URL is required (a PostgreSQL database made with createdb)');
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const hasSchema = (await client.query(`select to_regclass('public.sales_daily') is not null as ok`)).rows[0].ok;
    if (!hasSchema) {
      await client.end();
      console.log('Running the migrations...');
      await migrate(databaseUrl);
      return generateOrders({ databaseUrl, orders, force });
    }
    const existing = Number((await client.query(`select count(*) as n from shop_order where order_number like $1`, [`${BENCH_ORDER_PREFIX}0%`])).rows[0].n);
    if (existing >= orders && !force) {
      console.log(`The large order history is there already (${existing} bench orders); --force builds it again.`);
      return { orders: existing, seconds: 0, skipped: true };
    }
    console.log(`Generating ${orders} orders over ${DAYS} days...`);
    await timed('deleting any previous bench orders and their ledger rows', async () => {
      await client.query(`delete from sales_daily`);
      await client.query(`delete from sales_ledger where order_id in (select id from shop_order where order_number like $1)`, [`${BENCH_ORDER_PREFIX}0%`]);
      await client.query(`delete from shop_order where order_number like $1`, [`${BENCH_ORDER_PREFIX}0%`]);
      // The roll-up of whatever other orders the database holds, from their ledger rows.
      await client.query(
        `insert into sales_daily (local_date, channel, store_id, register_id, payment_method, placed_orders, canceled_orders, orders, units, units_refunded, gross, discount, shipping, tax, refund, net)
         select local_date, channel, coalesce(store_id, 0), coalesce(register_id, 0), payment_method, count(*) filter (where kind = 'placed'), count(*) filter (where kind = 'canceled'),
           ${['orders', 'units', 'units_refunded', 'gross', 'discount', 'shipping', 'tax', 'refund', 'net'].map((c) => `coalesce(sum(${c}) filter (where kind <> 'placed'), 0)`).join(', ')}
         from sales_ledger group by 1, 2, 3, 4, 5`,
      );
    });
    for (let from = 1; from <= orders; from += BATCH) {
      const to = Math.min(orders, from + BATCH - 1);
      await timed(`orders ${from}-${to}`, () => batch(client, from, to));
    }
    // Vacuum too: the visibility map lets the dashboard's counts read the status index alone.
    await timed('vacuum analyze', () => client.query('vacuum analyze shop_order, order_line, sales_ledger, sales_daily'));
    return { orders, seconds: (performance.now() - started) / 1000, skipped: false };
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  generateOrders({ force: process.argv.includes('--force') })
    .then((result) => console.log(`${result.orders} orders${result.skipped ? ' (kept)' : ` in ${result.seconds.toFixed(1)} s`}`))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}

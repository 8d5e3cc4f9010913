import { Migration } from '@mikro-orm/migrations';

export class Migration20261124231508_sales_ledger extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "inventory_snapshot" ("local_date" date not null, "inventory_id" int not null, "stock_id" int not null, "warehouse_id" int not null, "quantity" int not null, "difference" int not null default 0, constraint "inventory_snapshot_pkey" primary key ("local_date", "inventory_id"));`,
    );
    this.addSql(`create index "inventory_snapshot_stock_id_index" on "inventory_snapshot" ("stock_id", "local_date");`);

    this.addSql(
      `create table "sales_daily" ("local_date" date not null, "channel" varchar(10) not null, "store_id" int not null, "payment_method" varchar(30) not null, "placed_orders" int not null default 0, "canceled_orders" int not null default 0, "orders" int not null default 0, "units" int not null default 0, "units_refunded" int not null default 0, "gross" numeric(16,2) not null default '0', "discount" numeric(16,2) not null default '0', "shipping" numeric(16,2) not null default '0', "tax" numeric(16,2) not null default '0', "refund" numeric(16,2) not null default '0', "net" numeric(16,2) not null default '0', constraint "sales_daily_pkey" primary key ("local_date", "channel", "store_id", "payment_method"));`,
    );

    this.addSql(
      `create table "sales_ledger" ("id" bigserial primary key, "kind" varchar(20) not null, "order_id" int not null, "order_line_id" int null, "customer_id" int null, "channel" varchar(10) not null default 'web', "store_id" int null, "payment_method" varchar(30) not null default '', "currency" varchar(10) not null, "currency_rate" numeric(18,8) not null, "occurred_at" timestamptz not null, "local_date" date not null, "orders" int not null default 0, "units" int not null default 0, "units_refunded" int not null default 0, "gross" numeric(14,2) not null default '0', "discount" numeric(14,2) not null default '0', "shipping" numeric(14,2) not null default '0', "tax" numeric(14,2) not null default '0', "refund" numeric(14,2) not null default '0', "net" numeric(14,2) not null default '0', "discounts" jsonb not null default '[]', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "sales_ledger_customer_id_local_date_index" on "sales_ledger" ("customer_id", "local_date");`);
    this.addSql(`create index "sales_ledger_order_id_index" on "sales_ledger" ("order_id");`);
    this.addSql(`create index "sales_ledger_local_date_index" on "sales_ledger" ("local_date", "kind");`);
    this.addSql(`create index "sales_ledger_discounted_index" on "sales_ledger" ("local_date") where "discounts" <> '[]'::jsonb;`);
    this.addSql(`create index "inventory_quantity_index" on "inventory" ("quantity");`);
    // Backfill (issue 19): the money events of the orders placed before the ledger, at their own instants
    // (placed at created_at, paid at paid_at, canceled and refunded at their status rows), dated in the
    // shop's time zone; then the daily roll-up from those rows. Amounts as the orders stored them.
    this.addSql(`with tz as (
  select coalesce((select "values"->>'timezone' from setting where "group" = 'basic'), 'Asia/Hong_Kong') as zone
), o as (
  select o.*, (select coalesce(sum(l.quantity), 0) from order_line l where l.order_id = o.id)::int as units,
    case when o.source = 'pos' then 'pos' else 'web' end as channel
  from shop_order o
), events as (
  select 'placed' as kind, o.id as order_id, o.created_at as at, 1 as sign from o
  union all select 'paid', o.id, o.paid_at, 1 from o where o.paid_at is not null
  union all select 'canceled', o.id, c.created_at, case when o.paid_at is not null then -1 else 0 end
    from o join order_status_change c on c.order_id = o.id and c.to_status = 'canceled'
  union all select 'refunded', o.id, c.created_at, 0 from o join order_status_change c on c.order_id = o.id and c.to_status = 'refunded'
)
insert into sales_ledger (kind, order_id, customer_id, channel, payment_method, currency, currency_rate, occurred_at, local_date,
  orders, units, units_refunded, gross, discount, shipping, tax, refund, net, discounts)
select e.kind, o.id, o.customer_id, o.channel, left(o.payment_kind, 30), o.currency, o.currency_rate, e.at, (e.at at time zone tz.zone)::date,
  e.sign, o.units * e.sign,
  case when e.kind = 'refunded' then o.units else 0 end,
  o.subtotal * e.sign, o.discount_total * e.sign,
  case when e.kind = 'refunded' then -o.shipping_fee else o.shipping_fee * e.sign end,
  0,
  case when e.kind = 'refunded' then o.subtotal - o.discount_total else 0 end,
  case when e.kind = 'refunded' then o.discount_total - o.subtotal else (o.subtotal - o.discount_total) * e.sign end,
  '[]'
from events e join o on o.id = e.order_id cross join tz
order by e.at, e.order_id;`);
    this.addSql(`insert into sales_daily (local_date, channel, store_id, payment_method, placed_orders, canceled_orders,
  orders, units, units_refunded, gross, discount, shipping, tax, refund, net)
select local_date, channel, coalesce(store_id, 0), payment_method, count(*) filter (where kind = 'placed'), count(*) filter (where kind = 'canceled'),
  ${['orders', 'units', 'units_refunded', 'gross', 'discount', 'shipping', 'tax', 'refund', 'net'].map((c) => `coalesce(sum(${c}) filter (where kind <> 'placed'), 0)`).join(', ')}
from sales_ledger group by local_date, channel, coalesce(store_id, 0), payment_method;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "inventory_quantity_index";`);
    this.addSql(`drop table if exists "inventory_snapshot" cascade;`);

    this.addSql(`drop table if exists "sales_daily" cascade;`);

    this.addSql(`drop table if exists "sales_ledger" cascade;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261125081203_sales_daily_register extends Migration {
  override async up(): Promise<void> {
    // Counter sales (issue 18) roll up into their register's own row of the day: with one row per day,
    // store and payment method, ten registers' sales queued on that row's lock until each commit. The
    // ledger rows say their register too, so the roll-up stays the ledger grouped by its key. Earlier rows
    // keep register 0 (their ledger rows have none): the sums the reports read do not change.
    this.addSql(`alter table "sales_daily" drop constraint "sales_daily_pkey";`);
    this.addSql(`alter table "sales_daily" add column "register_id" int not null default 0;`);
    this.addSql(
      `alter table "sales_daily" add constraint "sales_daily_pkey" primary key ("local_date", "channel", "store_id", "payment_method", "register_id");`,
    );
    this.addSql(`alter table "sales_ledger" add column "register_id" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sales_ledger" drop column "register_id";`);
    // The registers' rows of a day are summed back into one per day, channel, store and method.
    this.addSql(`create temporary table "sales_daily_summed" as
select local_date, channel, store_id, payment_method, sum(placed_orders)::int as placed_orders, sum(canceled_orders)::int as canceled_orders,
  sum(orders)::int as orders, sum(units)::int as units, sum(units_refunded)::int as units_refunded, sum(gross) as gross, sum(discount) as discount,
  sum(shipping) as shipping, sum(tax) as tax, sum(refund) as refund, sum(net) as net
from "sales_daily" group by 1, 2, 3, 4;`);
    this.addSql(`delete from "sales_daily";`);
    this.addSql(`alter table "sales_daily" drop constraint "sales_daily_pkey";`);
    this.addSql(`alter table "sales_daily" drop column "register_id";`);
    this.addSql(`insert into "sales_daily" select * from "sales_daily_summed";`);
    this.addSql(`drop table "sales_daily_summed";`);
    this.addSql(`alter table "sales_daily" add constraint "sales_daily_pkey" primary key ("local_date", "channel", "store_id", "payment_method");`);
  }
}

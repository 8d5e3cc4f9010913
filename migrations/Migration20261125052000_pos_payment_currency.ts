import { Migration } from '@mikro-orm/migrations';

export class Migration20261125052000_pos_payment_currency extends Migration {
  override async up(): Promise<void> {
    // A counter sale may be paid in another of the shop's currencies (issue 18): the payment keeps what was
    // handed over in that currency beside its base-currency amount (drawer figures and the ledger stay in
    // base currency). Existing payments were all in their order's (base) currency, so their currency amount is their amount.
    this.addSql(`alter table "pos_payment" add column "currency" varchar(10) not null default '', add column "currency_amount" numeric(12,2) null;`);
    this.addSql(`update "pos_payment" p set "currency_amount" = p."amount", "currency" = o."currency" from "shop_order" o where o."id" = p."order_id";`);
    this.addSql(`alter table "pos_payment" alter column "currency_amount" set not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "pos_payment" drop column "currency", drop column "currency_amount";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261122024311_shipping_payment extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "payment_method" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "kind" text check ("kind" in ('stripe', 'cash_on_delivery', 'bank_transfer')) not null, "enabled" boolean not null default true, "sort_order" int not null default 0, "name" jsonb not null, "instructions" jsonb not null, "publishable_key" varchar(255) null, "secret_key" text null, "webhook_secret" text null);`,
    );
    this.addSql(`create index "payment_method_sort_order_index" on "payment_method" ("sort_order", "id");`);
    this.addSql(`create unique index "payment_method_one_stripe" on "payment_method" ("kind") where "kind" = 'stripe';`);

    this.addSql(
      `create table "shipping_method" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "enabled" boolean not null default true, "sort_order" int not null default 0, "name" jsonb not null, "description" jsonb not null, "fee" numeric(12,2) not null, "free_above" numeric(12,2) null, "country_fees" jsonb not null);`,
    );
    this.addSql(`create index "shipping_method_sort_order_index" on "shipping_method" ("sort_order", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payment_method" cascade;`);

    this.addSql(`drop table if exists "shipping_method" cascade;`);
  }
}

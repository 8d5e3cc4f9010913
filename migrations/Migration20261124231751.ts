import { Migration } from '@mikro-orm/migrations';

export class Migration20261124231751 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "order_discount" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "order_id" int not null, "order_line_id" int null, "promotion_id" int null, "source" varchar(20) not null, "label" varchar(255) not null default '', "code" varchar(64) null, "amount" numeric(12,2) not null);`,
    );
    this.addSql(`create index "order_discount_order_id_index" on "order_discount" ("order_id");`);
    this.addSql(`create index "order_discount_order_line_id_index" on "order_discount" ("order_line_id");`);
    this.addSql(`create index "order_discount_promotion_id_index" on "order_discount" ("promotion_id");`);

    this.addSql(
      `create table "promotion" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" jsonb not null, "description" jsonb not null, "enabled" boolean not null default true, "kind" varchar(20) not null, "code" varchar(64) null, "starts_at" timestamptz null, "ends_at" timestamptz null, "priority" int not null default 0, "exclusive" boolean not null default false, "usage_limit" int null, "usage_limit_per_customer" int null, "taken" int not null default 0, "conditions" jsonb not null, "actions" jsonb not null, constraint promotion_used_check check (taken >= 0));`,
    );
    this.addSql(`create unique index "promotion_code_lower_unique" on "promotion" (lower("code"));`);

    this.addSql(
      `create table "promotion_code" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "promotion_id" int not null, "code" varchar(64) not null, "order_id" int null);`,
    );
    this.addSql(`create index "promotion_code_promotion_id_index" on "promotion_code" ("promotion_id");`);
    this.addSql(`create unique index "promotion_code_code_lower_unique" on "promotion_code" (lower("code"));`);

    this.addSql(
      `create table "promotion_usage" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "promotion_id" int not null, "order_id" int not null, "customer_id" int null, "email" varchar(255) not null, "code" varchar(64) null, "promotion_code_id" int null, "released_at" timestamptz null);`,
    );
    this.addSql(`create index "promotion_usage_order_id_index" on "promotion_usage" ("order_id");`);
    this.addSql(`create index "promotion_usage_promotion_id_customer_id_index" on "promotion_usage" ("promotion_id", "customer_id");`);

    this.addSql(
      `alter table "promotion_code" add constraint "promotion_code_promotion_id_foreign" foreign key ("promotion_id") references "promotion" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "cart" add column "coupons" jsonb not null default '[]';`);

    this.addSql(
      `alter table "shop_order" add column "shipping_discount" numeric(12,2) not null default '0', add column "points_discount" numeric(12,2) not null default '0';`,
    );

    // Orders placed before promotions paid their line totals.
    this.addSql(`alter table "order_line" add column "discount" numeric(12,2) not null default '0', add column "net_total" numeric(12,2) null;`);
    this.addSql(`update "order_line" set "net_total" = "line_total";`);
    this.addSql(`alter table "order_line" alter column "net_total" set not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "promotion_code" drop constraint "promotion_code_promotion_id_foreign";`);

    this.addSql(`drop table if exists "order_discount" cascade;`);

    this.addSql(`drop table if exists "promotion" cascade;`);

    this.addSql(`drop table if exists "promotion_code" cascade;`);

    this.addSql(`drop table if exists "promotion_usage" cascade;`);

    this.addSql(`alter table "cart" drop column "coupons";`);

    this.addSql(`alter table "order_line" drop column "discount", drop column "net_total";`);

    this.addSql(`alter table "shop_order" drop column "shipping_discount", drop column "points_discount";`);
  }
}

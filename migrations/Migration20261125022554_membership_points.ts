import { Migration } from '@mikro-orm/migrations';

export class Migration20261125022554_membership_points extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "membership_change" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "customer_id" int not null, "from_tier_id" int null, "to_tier_id" int null, "expires_at" timestamptz null, "admin_name" varchar(255) not null default '', "remark" varchar(500) not null default '');`,
    );
    this.addSql(`create index "membership_change_customer_id_index" on "membership_change" ("customer_id");`);

    this.addSql(
      `create table "membership_tier" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" jsonb not null, "description" jsonb not null, "level" int not null default 1, "spending_threshold" numeric(12,2) null, "period_months" int not null default 12, "duration_months" int not null default 12, "discount_percent" numeric(5,2) not null default '0.00', "points_multiplier" numeric(6,2) not null default '1.00', "enabled" boolean not null default true);`,
    );
    this.addSql(`create index "membership_tier_level_index" on "membership_tier" ("level");`);

    this.addSql(
      `create table "reward_point" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "customer_id" int not null, "order_id" int null, "type" varchar(20) not null, "remark" varchar(500) not null default '', "points" int not null, "used_points" int not null default 0, "expiry_date" date null);`,
    );
    this.addSql(`create index "reward_point_order_id_index" on "reward_point" ("order_id");`);
    this.addSql(`create index "reward_point_customer_id_expiry_date_index" on "reward_point" ("customer_id", "expiry_date");`);

    this.addSql(
      `create table "reward_point_use" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "debit_id" int not null, "batch_id" int not null, "points" int not null);`,
    );
    this.addSql(`create index "reward_point_use_debit_id_index" on "reward_point_use" ("debit_id");`);
    this.addSql(`create index "reward_point_use_batch_id_index" on "reward_point_use" ("batch_id");`);

    this.addSql(`alter table "customer" add column "membership_tier_id" int null, add column "membership_expires_at" timestamptz null;`);
    this.addSql(
      `alter table "customer" add constraint "customer_membership_tier_id_foreign" foreign key ("membership_tier_id") references "membership_tier" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "customer_membership_tier_id_index" on "customer" ("membership_tier_id");`);

    this.addSql(
      `alter table "shop_order" add column "points_used" int not null default 0, add column "bonus_points" jsonb not null default '[]', add column "tier_discount" numeric(12,2) not null default '0';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "customer" drop constraint "customer_membership_tier_id_foreign";`);

    this.addSql(`drop table if exists "membership_change" cascade;`);

    this.addSql(`drop table if exists "membership_tier" cascade;`);

    this.addSql(`drop table if exists "reward_point" cascade;`);

    this.addSql(`drop table if exists "reward_point_use" cascade;`);

    this.addSql(`drop index "customer_membership_tier_id_index";`);
    this.addSql(`alter table "customer" drop column "membership_tier_id", drop column "membership_expires_at";`);

    this.addSql(`alter table "shop_order" drop column "points_used", drop column "bonus_points", drop column "tier_discount";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261122025702_orders extends Migration {
  override async up(): Promise<void> {
    // Order numbers (order-placement.ts): a sequence is unique across server instances without a lock.
    this.addSql(`create sequence if not exists "order_number_seq" start 100001;`);

    this.addSql(
      `create table "payment_event" ("id" varchar(255) not null, "type" varchar(100) not null, "order_id" int null, "received_at" timestamptz not null default now(), constraint "payment_event_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "cart" ("id" uuid not null, "customer_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "cart_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "cart" add constraint "cart_customer_id_unique" unique ("customer_id");`);
    this.addSql(`create index "cart_updated_at_index" on "cart" ("updated_at");`);

    this.addSql(
      `create table "shop_order" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "order_number" varchar(20) not null, "access_key" uuid not null, "customer_id" int null, "email" varchar(255) not null, "status" text check ("status" in ('pending', 'paid', 'shipped', 'completed', 'refunded', 'canceled', 'payment_review', 'payment_reject')) not null default 'pending', "stock_held" boolean not null default true, "language" varchar(10) not null, "currency" varchar(10) not null, "currency_rate" numeric(18,8) not null, "currency_mark" varchar(10) not null default '', "subtotal" numeric(12,2) not null, "shipping_fee" numeric(12,2) not null, "discount_total" numeric(12,2) not null default '0', "grand_total" numeric(12,2) not null, "charged_total" numeric(12,2) not null, "shipping_method_id" int null, "shipping_method_name" varchar(255) not null, "payment_method_id" int null, "payment_method_name" varchar(255) not null, "payment_kind" varchar(30) not null, "shipping_address" jsonb not null, "billing_address" jsonb not null, "remark" text not null default '', "payment_intent_id" varchar(255) null, "paid_at" timestamptz null, "source" varchar(20) not null default 'storefront');`,
    );
    this.addSql(`alter table "shop_order" add constraint "shop_order_order_number_unique" unique ("order_number");`);
    this.addSql(`create index "shop_order_customer_id_index" on "shop_order" ("customer_id");`);
    this.addSql(`create index "shop_order_shipping_method_id_index" on "shop_order" ("shipping_method_id");`);
    this.addSql(`create index "shop_order_payment_method_id_index" on "shop_order" ("payment_method_id");`);
    this.addSql(`alter table "shop_order" add constraint "shop_order_payment_intent_id_unique" unique ("payment_intent_id");`);
    this.addSql(`create index "shop_order_created_at_index" on "shop_order" ("created_at");`);
    this.addSql(`create index "shop_order_status_created_at_index" on "shop_order" ("status", "created_at");`);

    this.addSql(
      `create table "order_status_change" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "order_id" int not null, "from_status" text check ("from_status" in ('pending', 'paid', 'shipped', 'completed', 'refunded', 'canceled', 'payment_review', 'payment_reject')) null, "to_status" text check ("to_status" in ('pending', 'paid', 'shipped', 'completed', 'refunded', 'canceled', 'payment_review', 'payment_reject')) not null, "actor" varchar(20) not null, "admin_name" varchar(100) not null default '', "note" text not null default '');`,
    );
    this.addSql(`create index "order_status_change_order_id_index" on "order_status_change" ("order_id");`);

    this.addSql(
      `create table "order_comment" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "order_id" int not null, "author" varchar(20) not null, "author_name" varchar(200) not null, "comment" text not null, "internal" boolean not null default false);`,
    );
    this.addSql(`create index "order_comment_order_id_index" on "order_comment" ("order_id");`);

    this.addSql(
      `create table "order_line" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "order_id" int not null, "stock_id" int null, "product_id" int null, "product_name" varchar(255) not null, "product_url" varchar(255) not null default '', "sku" varchar(120) not null, "options" varchar(500) not null default '', "image" varchar(500) null, "quantity" int not null, "unit_price" numeric(12,2) not null, "line_total" numeric(12,2) not null, "allocations" jsonb not null);`,
    );
    this.addSql(`create index "order_line_order_id_index" on "order_line" ("order_id");`);

    this.addSql(
      `create table "cart_item" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "cart_id" uuid not null, "stock_id" int not null, "quantity" int not null, constraint cart_item_quantity_check check (quantity >= 1));`,
    );
    this.addSql(`create index "cart_item_stock_id_index" on "cart_item" ("stock_id");`);
    this.addSql(`alter table "cart_item" add constraint "cart_item_cart_id_stock_id_unique" unique ("cart_id", "stock_id");`);

    this.addSql(
      `alter table "cart" add constraint "cart_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "shop_order" add constraint "shop_order_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "shop_order" add constraint "shop_order_shipping_method_id_foreign" foreign key ("shipping_method_id") references "shipping_method" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "shop_order" add constraint "shop_order_payment_method_id_foreign" foreign key ("payment_method_id") references "payment_method" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "order_status_change" add constraint "order_status_change_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "order_comment" add constraint "order_comment_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "order_line" add constraint "order_line_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "order_line" add constraint "order_line_stock_id_foreign" foreign key ("stock_id") references "stock" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "order_line" add constraint "order_line_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "cart_item" add constraint "cart_item_cart_id_foreign" foreign key ("cart_id") references "cart" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "cart_item" add constraint "cart_item_stock_id_foreign" foreign key ("stock_id") references "stock" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "inventory_history" drop constraint if exists "inventory_history_type_check";`);

    this.addSql(
      `alter table "inventory_history" add constraint "inventory_history_type_check" check("type" in ('plus', 'minus', 'transfer', 'update', 'order', 'order_return'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop sequence if exists "order_number_seq";`);

    this.addSql(`alter table "cart_item" drop constraint "cart_item_cart_id_foreign";`);

    this.addSql(`alter table "order_status_change" drop constraint "order_status_change_order_id_foreign";`);

    this.addSql(`alter table "order_comment" drop constraint "order_comment_order_id_foreign";`);

    this.addSql(`alter table "order_line" drop constraint "order_line_order_id_foreign";`);

    this.addSql(`drop table if exists "payment_event" cascade;`);

    this.addSql(`drop table if exists "cart" cascade;`);

    this.addSql(`drop table if exists "shop_order" cascade;`);

    this.addSql(`drop table if exists "order_status_change" cascade;`);

    this.addSql(`drop table if exists "order_comment" cascade;`);

    this.addSql(`drop table if exists "order_line" cascade;`);

    this.addSql(`drop table if exists "cart_item" cascade;`);

    this.addSql(`alter table "inventory_history" drop constraint if exists "inventory_history_type_check";`);

    this.addSql(`alter table "inventory_history" add constraint "inventory_history_type_check" check("type" in ('plus', 'minus', 'transfer', 'update'));`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261125021106_stores extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "pos_return_line" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "order_id" int not null, "order_line_id" int not null, "quantity" int not null, "restock" boolean not null, "amount" numeric(12,2) not null, "refund_method" varchar(30) not null, "admin_name" varchar(100) not null default '');`,
    );
    this.addSql(`create index "pos_return_line_order_id_index" on "pos_return_line" ("order_id");`);

    this.addSql(
      `create table "store" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "enabled" boolean not null default true, "name" jsonb not null, "address" jsonb not null, "opening_hours" jsonb not null, "receipt_header" jsonb not null, "receipt_footer" jsonb not null, "phone" varchar(50) not null default '', "email" varchar(255) not null default '', "image" varchar(500) null, "warehouse_id" int not null, "approval_code_hash" varchar(255) not null default '');`,
    );
    this.addSql(`create index "store_warehouse_id_index" on "store" ("warehouse_id");`);

    this.addSql(
      `create table "store_register" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "store_id" int not null, "name" varchar(100) not null, "prefix" varchar(20) not null, "enabled" boolean not null default true, "receipt_sequence" int not null default 0);`,
    );
    this.addSql(`create index "store_register_store_id_index" on "store_register" ("store_id");`);
    this.addSql(`alter table "store_register" add constraint "store_register_prefix_unique" unique ("prefix");`);

    this.addSql(
      `create table "register_session" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "store_id" int not null, "register_id" int not null, "float" numeric(12,2) not null, "opened_by" varchar(100) not null default '', "closed_at" timestamptz null, "closed_by" varchar(100) not null default '', "counted_cash" numeric(12,2) null, "expected_cash" numeric(12,2) null);`,
    );
    this.addSql(`create index "register_session_store_id_index" on "register_session" ("store_id");`);
    this.addSql(`create unique index "register_session_one_open" on "register_session" ("register_id") where "closed_at" is null;`);

    this.addSql(
      `create table "register_cash_movement" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "session_id" int not null, "amount" numeric(12,2) not null, "reason" varchar(255) not null, "admin_name" varchar(100) not null default '');`,
    );
    this.addSql(`create index "register_cash_movement_session_id_index" on "register_cash_movement" ("session_id");`);

    this.addSql(
      `create table "pos_payment" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "session_id" int not null, "order_id" int not null, "method" varchar(30) not null, "amount" numeric(12,2) not null, "reference" varchar(100) not null default '');`,
    );
    this.addSql(`create index "pos_payment_session_id_index" on "pos_payment" ("session_id");`);
    this.addSql(`create index "pos_payment_order_id_index" on "pos_payment" ("order_id");`);

    this.addSql(
      `create table "pos_sale" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "order_id" int not null, "client_id" varchar(64) not null, "store_id" int not null, "register_id" int not null, "session_id" int not null, "cashier_name" varchar(100) not null, "receipt_number" varchar(40) not null, "change" numeric(12,2) not null default '0', "manual_discount" numeric(12,2) not null default '0');`,
    );
    this.addSql(`alter table "pos_sale" add constraint "pos_sale_order_id_unique" unique ("order_id");`);
    this.addSql(`alter table "pos_sale" add constraint "pos_sale_client_id_unique" unique ("client_id");`);
    this.addSql(`create index "pos_sale_store_id_index" on "pos_sale" ("store_id");`);
    this.addSql(`create index "pos_sale_session_id_index" on "pos_sale" ("session_id");`);
    this.addSql(`alter table "pos_sale" add constraint "pos_sale_receipt_number_unique" unique ("receipt_number");`);

    this.addSql(
      `alter table "pos_return_line" add constraint "pos_return_line_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "store" add constraint "store_warehouse_id_foreign" foreign key ("warehouse_id") references "warehouse" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "store_register" add constraint "store_register_store_id_foreign" foreign key ("store_id") references "store" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "register_session" add constraint "register_session_store_id_foreign" foreign key ("store_id") references "store" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "register_session" add constraint "register_session_register_id_foreign" foreign key ("register_id") references "store_register" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "register_cash_movement" add constraint "register_cash_movement_session_id_foreign" foreign key ("session_id") references "register_session" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "pos_payment" add constraint "pos_payment_session_id_foreign" foreign key ("session_id") references "register_session" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "pos_payment" add constraint "pos_payment_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "pos_sale" add constraint "pos_sale_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "pos_sale" add constraint "pos_sale_store_id_foreign" foreign key ("store_id") references "store" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "pos_sale" add constraint "pos_sale_register_id_foreign" foreign key ("register_id") references "store_register" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "pos_sale" add constraint "pos_sale_session_id_foreign" foreign key ("session_id") references "register_session" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(`alter table "inventory_history" drop constraint if exists "inventory_history_type_check";`);

    this.addSql(
      `alter table "inventory_history" add constraint "inventory_history_type_check" check("type" in ('plus', 'minus', 'transfer', 'update', 'order', 'order_return', 'pos', 'pos_return'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "store_register" drop constraint "store_register_store_id_foreign";`);

    this.addSql(`alter table "register_session" drop constraint "register_session_store_id_foreign";`);

    this.addSql(`alter table "pos_sale" drop constraint "pos_sale_store_id_foreign";`);

    this.addSql(`alter table "register_session" drop constraint "register_session_register_id_foreign";`);

    this.addSql(`alter table "pos_sale" drop constraint "pos_sale_register_id_foreign";`);

    this.addSql(`alter table "register_cash_movement" drop constraint "register_cash_movement_session_id_foreign";`);

    this.addSql(`alter table "pos_payment" drop constraint "pos_payment_session_id_foreign";`);

    this.addSql(`alter table "pos_sale" drop constraint "pos_sale_session_id_foreign";`);

    this.addSql(`drop table if exists "pos_return_line" cascade;`);

    this.addSql(`drop table if exists "store" cascade;`);

    this.addSql(`drop table if exists "store_register" cascade;`);

    this.addSql(`drop table if exists "register_session" cascade;`);

    this.addSql(`drop table if exists "register_cash_movement" cascade;`);

    this.addSql(`drop table if exists "pos_payment" cascade;`);

    this.addSql(`drop table if exists "pos_sale" cascade;`);

    this.addSql(`alter table "inventory_history" drop constraint if exists "inventory_history_type_check";`);

    this.addSql(
      `alter table "inventory_history" add constraint "inventory_history_type_check" check("type" in ('plus', 'minus', 'transfer', 'update', 'order', 'order_return', 'pos'));`,
    );
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261122002615 extends Migration {
  override async up(): Promise<void> {
    // Catalogue: attributes, brands, warehouses, menus, products, stocks, inventories and their history.
    // pg_trgm serves the storefront search (GIN trigram index on product.search_text, every language,
    // Chinese included). PGlite loads the extension in server/db/embedded.ts.
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(
      `create table "attribute" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "key" varchar(50) not null, "title" jsonb not null, "position" int not null default 0);`,
    );
    this.addSql(`alter table "attribute" add constraint "attribute_key_unique" unique ("key");`);

    this.addSql(
      `create table "attribute_value" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "attribute_id" int not null, "code" varchar(50) not null, "label" jsonb not null, "position" int not null default 0);`,
    );
    this.addSql(`create index "attribute_value_attribute_id_position_index" on "attribute_value" ("attribute_id", "position");`);
    this.addSql(`alter table "attribute_value" add constraint "attribute_value_attribute_id_code_unique" unique ("attribute_id", "code");`);

    this.addSql(
      `create table "brand" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "enabled" boolean not null default true, "title" jsonb not null, "url" varchar(255) not null, "short_description" jsonb not null, "description" jsonb not null, "image" varchar(500) null);`,
    );
    this.addSql(`alter table "brand" add constraint "brand_url_unique" unique ("url");`);

    this.addSql(
      `create table "menu" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "parent_id" int null, "enabled" boolean not null default true, "title" jsonb not null, "short_description" jsonb not null, "meta_title" jsonb not null, "meta_description" jsonb not null, "type" text check ("type" in ('category', 'page', 'link', 'blog_article', 'blog_category', 'form')) not null, "url" varchar(500) not null, "sort_order" int not null default 0, "open_in_current_tab" boolean not null default true, "display_in_mobile" boolean not null default true, "display_in_desktop" boolean not null default true, "image" varchar(500) null, "level" int not null default 1);`,
    );
    this.addSql(`create index "menu_url_index" on "menu" ("url");`);
    this.addSql(`create unique index "menu_type_url_unique" on "menu" ("type", "url") where "type" <> 'link';`);
    this.addSql(`create index "menu_parent_id_sort_order_index" on "menu" ("parent_id", "sort_order");`);

    this.addSql(
      `create table "product" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "sku" varchar(100) not null, "url" varchar(255) not null, "name" jsonb not null, "description" jsonb not null, "meta_title" jsonb not null, "meta_description" jsonb not null, "is_new" boolean not null default false, "is_featured" boolean not null default false, "is_hot" boolean not null default false, "visibled" boolean not null default true, "images" jsonb not null, "brand_id" int null, "search_text" text not null default '');`,
    );
    this.addSql(`alter table "product" add constraint "product_sku_unique" unique ("sku");`);
    this.addSql(`alter table "product" add constraint "product_url_unique" unique ("url");`);
    this.addSql(`create index "product_brand_id_index" on "product" ("brand_id");`);
    this.addSql(`create index "product_created_at_index" on "product" ("created_at");`);
    this.addSql(`create index "product_search_text_trgm_index" on "product" using gin ("search_text" gin_trgm_ops);`);

    this.addSql(
      `create table "product_category" ("product_id" int not null, "category_id" int not null, constraint "product_category_pkey" primary key ("product_id", "category_id"));`,
    );
    this.addSql(`create index "product_category_category_id_product_id_index" on "product_category" ("category_id", "product_id");`);

    this.addSql(
      `create table "stock" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "product_id" int not null, "sku" varchar(120) not null, "price" numeric(12,2) not null, "special_price" numeric(12,2) null, "visibled" boolean not null default true, "position" int not null default 0);`,
    );
    this.addSql(`create index "stock_product_id_index" on "stock" ("product_id");`);
    this.addSql(`alter table "stock" add constraint "stock_sku_unique" unique ("sku");`);

    this.addSql(
      `create table "stock_option" ("stock_id" int not null, "attribute_value_id" int not null, constraint "stock_option_pkey" primary key ("stock_id", "attribute_value_id"));`,
    );
    this.addSql(`create index "stock_option_attribute_value_id_stock_id_index" on "stock_option" ("attribute_value_id", "stock_id");`);

    this.addSql(
      `create table "warehouse" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(100) not null, "address" varchar(500) not null default '', "enabled" boolean not null default true);`,
    );

    this.addSql(
      `create table "inventory" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "stock_id" int not null, "warehouse_id" int not null, "quantity" int not null default 0, constraint inventory_quantity_check check (quantity >= 0));`,
    );
    this.addSql(`create index "inventory_warehouse_id_index" on "inventory" ("warehouse_id");`);
    this.addSql(`alter table "inventory" add constraint "inventory_stock_id_warehouse_id_unique" unique ("stock_id", "warehouse_id");`);

    this.addSql(
      `create table "inventory_history" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "inventory_id" int null, "product_id" int null, "type" text check ("type" in ('plus', 'minus', 'transfer', 'update')) not null, "warehouse_name" varchar(100) not null, "quantity" int not null, "action" varchar(100) not null, "remark" text not null default '', "admin_name" varchar(100) not null default '', "sku" varchar(120) not null default '', "option" varchar(500) not null default '');`,
    );
    this.addSql(`create index "inventory_history_product_id_created_at_index" on "inventory_history" ("product_id", "created_at");`);
    this.addSql(`create index "inventory_history_inventory_id_created_at_index" on "inventory_history" ("inventory_id", "created_at");`);

    this.addSql(
      `alter table "attribute_value" add constraint "attribute_value_attribute_id_foreign" foreign key ("attribute_id") references "attribute" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "menu" add constraint "menu_parent_id_foreign" foreign key ("parent_id") references "menu" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product" add constraint "product_brand_id_foreign" foreign key ("brand_id") references "brand" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "product_category" add constraint "product_category_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "product_category" add constraint "product_category_category_id_foreign" foreign key ("category_id") references "menu" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "stock" add constraint "stock_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "stock_option" add constraint "stock_option_stock_id_foreign" foreign key ("stock_id") references "stock" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "stock_option" add constraint "stock_option_attribute_value_id_foreign" foreign key ("attribute_value_id") references "attribute_value" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "inventory" add constraint "inventory_stock_id_foreign" foreign key ("stock_id") references "stock" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "inventory" add constraint "inventory_warehouse_id_foreign" foreign key ("warehouse_id") references "warehouse" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "inventory_history" add constraint "inventory_history_inventory_id_foreign" foreign key ("inventory_id") references "inventory" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "inventory_history" add constraint "inventory_history_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "attribute_value" drop constraint "attribute_value_attribute_id_foreign";`);

    this.addSql(`alter table "stock_option" drop constraint "stock_option_attribute_value_id_foreign";`);

    this.addSql(`alter table "product" drop constraint "product_brand_id_foreign";`);

    this.addSql(`alter table "menu" drop constraint "menu_parent_id_foreign";`);

    this.addSql(`alter table "product_category" drop constraint "product_category_category_id_foreign";`);

    this.addSql(`alter table "product_category" drop constraint "product_category_product_id_foreign";`);

    this.addSql(`alter table "stock" drop constraint "stock_product_id_foreign";`);

    this.addSql(`alter table "inventory_history" drop constraint "inventory_history_product_id_foreign";`);

    this.addSql(`alter table "stock_option" drop constraint "stock_option_stock_id_foreign";`);

    this.addSql(`alter table "inventory" drop constraint "inventory_stock_id_foreign";`);

    this.addSql(`alter table "inventory" drop constraint "inventory_warehouse_id_foreign";`);

    this.addSql(`alter table "inventory_history" drop constraint "inventory_history_inventory_id_foreign";`);

    this.addSql(`drop table if exists "attribute" cascade;`);

    this.addSql(`drop table if exists "attribute_value" cascade;`);

    this.addSql(`drop table if exists "brand" cascade;`);

    this.addSql(`drop table if exists "menu" cascade;`);

    this.addSql(`drop table if exists "product" cascade;`);

    this.addSql(`drop table if exists "product_category" cascade;`);

    this.addSql(`drop table if exists "stock" cascade;`);

    this.addSql(`drop table if exists "stock_option" cascade;`);

    this.addSql(`drop table if exists "warehouse" cascade;`);

    this.addSql(`drop table if exists "inventory" cascade;`);

    this.addSql(`drop table if exists "inventory_history" cascade;`);
  }
}

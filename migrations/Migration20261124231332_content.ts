import { Migration } from '@mikro-orm/migrations';

export class Migration20261124231332_content extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "block" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "enabled" boolean not null default true, "identifier" varchar(100) not null, "title" jsonb not null, "content" jsonb not null);`,
    );
    this.addSql(`alter table "block" add constraint "block_identifier_unique" unique ("identifier");`);

    this.addSql(
      `create table "page" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "enabled" boolean not null default true, "url" varchar(255) not null, "title" jsonb not null, "content" jsonb not null, "meta_title" jsonb not null, "meta_description" jsonb not null, "publish_from" timestamptz null, "publish_until" timestamptz null);`,
    );
    this.addSql(`alter table "page" add constraint "page_url_unique" unique ("url");`);

    this.addSql(
      `create table "url_redirect" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "kind" varchar(40) not null, "from_url" varchar(255) not null, "to_url" varchar(255) not null);`,
    );
    this.addSql(`alter table "url_redirect" add constraint "url_redirect_kind_from_url_unique" unique ("kind", "from_url");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "block" cascade;`);

    this.addSql(`drop table if exists "page" cascade;`);

    this.addSql(`drop table if exists "url_redirect" cascade;`);
  }
}

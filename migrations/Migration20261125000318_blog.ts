import { Migration } from '@mikro-orm/migrations';

export class Migration20261125000318_blog extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "blog_article" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "enabled" boolean not null default true, "url" varchar(255) not null, "title" jsonb not null, "summary" jsonb not null, "content" jsonb not null, "meta_title" jsonb not null, "meta_description" jsonb not null, "image" varchar(500) null, "author" varchar(255) not null default '', "category_ids" jsonb not null, "tags" jsonb not null, "published_at" timestamptz null);`,
    );
    this.addSql(`alter table "blog_article" add constraint "blog_article_url_unique" unique ("url");`);
    this.addSql(`create index "blog_article_published_at_index" on "blog_article" ("published_at");`);

    this.addSql(
      `create table "blog_category" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "enabled" boolean not null default true, "url" varchar(255) not null, "parent_id" int null, "title" jsonb not null, "description" jsonb not null, "meta_title" jsonb not null, "meta_description" jsonb not null);`,
    );
    this.addSql(`alter table "blog_category" add constraint "blog_category_url_unique" unique ("url");`);

    this.addSql(
      `alter table "blog_category" add constraint "blog_category_parent_id_foreign" foreign key ("parent_id") references "blog_category" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "blog_category" drop constraint "blog_category_parent_id_foreign";`);

    this.addSql(`drop table if exists "blog_article" cascade;`);

    this.addSql(`drop table if exists "blog_category" cascade;`);
  }
}

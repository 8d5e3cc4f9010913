import { Migration } from '@mikro-orm/migrations';

/** The storefront's announcement bar (server/modules/announcement). */
export class Migration20261206185141_announcements extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "announcement" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "enabled" boolean not null default true, "text" jsonb not null, "link" varchar(1000) null, "starts_at" timestamptz null, "ends_at" timestamptz null, "position" int not null default 0);`,
    );
    this.addSql(`create index "announcement_enabled_position_index" on "announcement" ("enabled", "position");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "announcement" cascade;`);
  }
}

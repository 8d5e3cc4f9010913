import { Migration } from '@mikro-orm/migrations';

export class Migration20261125001744_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "webhook" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "url" varchar(2000) not null, "events" jsonb not null, "enabled" boolean not null default true, "disabled_reason" varchar(500) null, "signing_secret" varchar(100) not null, "created_by_id" int null);`,
    );

    this.addSql(
      `create table "webhook_delivery" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "webhook_id" int not null, "delivery_id" varchar(36) not null, "event" varchar(100) not null, "attempt" int not null, "status_code" int null, "duration_ms" int not null default 0, "response_excerpt" text not null default '', "delivered_at" timestamptz not null, "next_attempt_at" timestamptz null, "body" text not null);`,
    );
    this.addSql(`create index "webhook_delivery_delivery_id_index" on "webhook_delivery" ("delivery_id");`);
    this.addSql(`create index "webhook_delivery_webhook_id_created_at_index" on "webhook_delivery" ("webhook_id", "created_at");`);

    this.addSql(
      `alter table "webhook" add constraint "webhook_created_by_id_foreign" foreign key ("created_by_id") references "admin_account" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_webhook_id_foreign" foreign key ("webhook_id") references "webhook" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_webhook_id_foreign";`);

    this.addSql(`drop table if exists "webhook" cascade;`);

    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
  }
}

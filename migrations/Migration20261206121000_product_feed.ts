import { Migration } from '@mikro-orm/migrations';

export class Migration20261206121000_product_feed extends Migration {
  override async up(): Promise<void> {
    // The product feed's push (issue 45): one row, its address, credential and how the pushes went.
    this.addSql(
      `create table "product_feed_push" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "url" varchar(2000) null, "token" varchar(1000) null, "pushed_up_to" timestamptz null, "last_attempt_at" timestamptz null, "last_success_at" timestamptz null, "last_error_at" timestamptz null, "last_error" varchar(1000) null, "last_pushed_count" int not null default 0, "failed_attempts" int not null default 0);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_feed_push";`);
  }
}

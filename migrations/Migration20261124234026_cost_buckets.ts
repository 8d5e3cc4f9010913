import { Migration } from '@mikro-orm/migrations';

export class Migration20261124234026_cost_buckets extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "cost_bucket" ("key" varchar(300) not null, "available" double precision not null, "refused" boolean not null default false, "updated_at" timestamptz not null, constraint "cost_bucket_pkey" primary key ("key"));`,
    );
    this.addSql(`create index "cost_bucket_updated_at_index" on "cost_bucket" ("updated_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cost_bucket" cascade;`);
  }
}

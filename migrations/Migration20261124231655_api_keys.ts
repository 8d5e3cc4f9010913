import { Migration } from '@mikro-orm/migrations';

export class Migration20261124231655_api_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "api_key" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(100) not null, "role_id" int not null, "expires_at" timestamptz null, "created_by_id" int null, "enabled" boolean not null default true, "secret_hash" varchar(64) not null, "last_four" varchar(4) not null, "previous_secret_hash" varchar(64) null, "previous_valid_until" timestamptz null, "last_used_at" timestamptz null, "last_used_ip" varchar(64) null, "cost_bucket" int null, "cost_restore_rate" int null, "revoked_at" timestamptz null);`,
    );
    this.addSql(`alter table "api_key" add constraint "api_key_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(`create index "api_key_previous_secret_hash_index" on "api_key" ("previous_secret_hash");`);

    this.addSql(
      `alter table "api_key" add constraint "api_key_role_id_foreign" foreign key ("role_id") references "role" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "api_key" add constraint "api_key_created_by_id_foreign" foreign key ("created_by_id") references "admin_account" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_key" cascade;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000231 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "app_secret" ("name" varchar(50) not null, "value" text not null, constraint "app_secret_pkey" primary key ("name"));`);

    this.addSql(
      `create table "customer" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(255) not null, "password_hash" varchar(255) null, "phone" varchar(50) null, "gender" text check ("gender" in ('female', 'male')) null, "enabled" boolean not null default true, "is_subscribe" boolean not null default true);`,
    );
    this.addSql(`alter table "customer" add constraint "customer_email_unique" unique ("email");`);

    this.addSql(
      `create table "revoked_token" ("jti" varchar(64) not null, "expires_at" timestamptz not null, constraint "revoked_token_pkey" primary key ("jti"));`,
    );
    this.addSql(`create index "revoked_token_expires_at_index" on "revoked_token" ("expires_at");`);

    this.addSql(
      `create table "role" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(100) not null, "permissions" jsonb not null);`,
    );

    this.addSql(
      `create table "admin_account" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(100) not null, "email" varchar(255) not null, "password_hash" varchar(255) not null, "enabled" boolean not null default true, "role_id" int not null);`,
    );
    this.addSql(`alter table "admin_account" add constraint "admin_account_email_unique" unique ("email");`);

    this.addSql(
      `create table "setting" ("group" varchar(50) not null, "values" jsonb not null, "updated_at" timestamptz not null default now(), constraint "setting_pkey" primary key ("group"));`,
    );

    this.addSql(
      `create table "throttle" ("key" varchar(300) not null, "window_start" timestamptz not null, "hits" int not null, constraint "throttle_pkey" primary key ("key"));`,
    );

    this.addSql(
      `alter table "admin_account" add constraint "admin_account_role_id_foreign" foreign key ("role_id") references "role" ("id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "admin_account" drop constraint "admin_account_role_id_foreign";`);

    this.addSql(`drop table if exists "app_secret" cascade;`);

    this.addSql(`drop table if exists "customer" cascade;`);

    this.addSql(`drop table if exists "revoked_token" cascade;`);

    this.addSql(`drop table if exists "role" cascade;`);

    this.addSql(`drop table if exists "admin_account" cascade;`);

    this.addSql(`drop table if exists "setting" cascade;`);

    this.addSql(`drop table if exists "throttle" cascade;`);
  }
}

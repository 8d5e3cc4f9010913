import { Migration } from '@mikro-orm/migrations';

export class Migration20261125020854 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "broadcast_message" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "subject" jsonb not null, "body" jsonb not null);`,
    );

    this.addSql(
      `create table "broadcast" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "message_id" int not null, "receiver_groups" jsonb not null, "send_at" timestamptz null, "status" text check ("status" in ('draft', 'scheduled', 'sending', 'sent', 'canceled')) not null default 'draft', "recipients" int not null default 0, "sent" int not null default 0, "failed" int not null default 0, "skipped" int not null default 0, "started_at" timestamptz null, "finished_at" timestamptz null);`,
    );

    this.addSql(
      `create table "broadcast_recipient" ("id" serial primary key, "broadcast_id" int not null, "customer_id" int null, "lead_id" int null, "email" varchar(255) not null, "first_name" varchar(100) not null default '', "last_name" varchar(100) not null default '', "language" varchar(10) null, "status" text check ("status" in ('pending', 'sent', 'failed', 'skipped', 'canceled')) not null default 'pending', "done_at" timestamptz null);`,
    );
    this.addSql(`create index "broadcast_recipient_broadcast_id_status_index" on "broadcast_recipient" ("broadcast_id", "status");`);
    this.addSql(`alter table "broadcast_recipient" add constraint "broadcast_recipient_broadcast_id_email_unique" unique ("broadcast_id", "email");`);

    this.addSql(
      `create table "consent_record" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "email" varchar(255) not null, "customer_id" int null, "subscribed" boolean not null, "source" text check ("source" in ('signup_form', 'registration', 'checkout', 'admin', 'import', 'unsubscribe_link')) not null, "admin_id" int null);`,
    );
    this.addSql(`create index "consent_record_customer_id_index" on "consent_record" ("customer_id");`);
    this.addSql(`create index "consent_record_email_created_at_index" on "consent_record" ("email", "created_at");`);

    this.addSql(
      `create table "receiver_group" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(100) not null, "filters" jsonb not null, "customer_ids" jsonb not null, "lead_ids" jsonb not null);`,
    );
    this.addSql(`alter table "receiver_group" add constraint "receiver_group_name_unique" unique ("name");`);

    this.addSql(
      `alter table "broadcast" add constraint "broadcast_message_id_foreign" foreign key ("message_id") references "broadcast_message" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "broadcast_recipient" add constraint "broadcast_recipient_broadcast_id_foreign" foreign key ("broadcast_id") references "broadcast" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "customer" add column "language" varchar(10) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "broadcast" drop constraint "broadcast_message_id_foreign";`);

    this.addSql(`alter table "broadcast_recipient" drop constraint "broadcast_recipient_broadcast_id_foreign";`);

    this.addSql(`drop table if exists "broadcast_message" cascade;`);

    this.addSql(`drop table if exists "broadcast" cascade;`);

    this.addSql(`drop table if exists "broadcast_recipient" cascade;`);

    this.addSql(`drop table if exists "consent_record" cascade;`);

    this.addSql(`drop table if exists "receiver_group" cascade;`);

    this.addSql(`alter table "customer" drop column "language";`);
  }
}

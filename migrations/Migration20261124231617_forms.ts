import { Migration } from '@mikro-orm/migrations';

export class Migration20261124231617_forms extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "form" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "enabled" boolean not null default true, "url" varchar(255) not null, "title" jsonb not null, "description" jsonb not null, "success_message" jsonb not null, "allow_guest" boolean not null default false, "limit_submit" boolean not null default false, "notify_emails" jsonb not null, "create_lead" boolean not null default false, "lead_status_id" int null, "lead_source" text check ("lead_source" in ('existing_customer', 'employee', 'partner', 'email', 'campaign', 'public_relations')) null, "version" int not null default 1);`,
    );
    this.addSql(`alter table "form" add constraint "form_url_unique" unique ("url");`);

    this.addSql(
      `create table "form_version" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "form_id" int not null, "version" int not null, "fields" jsonb not null);`,
    );
    this.addSql(`alter table "form_version" add constraint "form_version_form_id_version_unique" unique ("form_id", "version");`);

    this.addSql(
      `create table "form_field" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "form_id" int not null, "key" varchar(100) not null, "label" jsonb not null, "placeholder" jsonb not null, "help" jsonb not null, "type" text check ("type" in ('text', 'textarea', 'email', 'phone', 'number', 'date', 'select', 'radio', 'checkboxes', 'country', 'consent')) not null, "required" boolean not null default false, "order" int not null default 0);`,
    );
    this.addSql(`alter table "form_field" add constraint "form_field_form_id_key_unique" unique ("form_id", "key");`);

    this.addSql(
      `create table "form_field_option" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "field_id" int not null, "key" varchar(100) not null, "label" jsonb not null, "order" int not null default 0);`,
    );
    this.addSql(`create index "form_field_option_field_id_index" on "form_field_option" ("field_id");`);

    this.addSql(
      `create table "form_submission" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "form_id" int not null, "form_version" int not null, "customer_id" int null, "language" varchar(20) not null, "answers" jsonb not null, "search_text" text not null, "client_address" varchar(64) not null, "idempotency_key" varchar(100) not null, "limit_key" varchar(50) null);`,
    );
    this.addSql(`create index "form_submission_customer_id_index" on "form_submission" ("customer_id");`);
    this.addSql(`alter table "form_submission" add constraint "form_submission_limit_key_unique" unique ("limit_key");`);
    this.addSql(`create index "form_submission_form_id_created_at_index" on "form_submission" ("form_id", "created_at");`);
    this.addSql(`alter table "form_submission" add constraint "form_submission_form_id_idempotency_key_unique" unique ("form_id", "idempotency_key");`);

    this.addSql(
      `alter table "form" add constraint "form_lead_status_id_foreign" foreign key ("lead_status_id") references "lead_status" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "form_version" add constraint "form_version_form_id_foreign" foreign key ("form_id") references "form" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "form_field" add constraint "form_field_form_id_foreign" foreign key ("form_id") references "form" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "form_field_option" add constraint "form_field_option_field_id_foreign" foreign key ("field_id") references "form_field" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "form_submission" add constraint "form_submission_form_id_foreign" foreign key ("form_id") references "form" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "form_submission" add constraint "form_submission_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "form_version" drop constraint "form_version_form_id_foreign";`);

    this.addSql(`alter table "form_field" drop constraint "form_field_form_id_foreign";`);

    this.addSql(`alter table "form_submission" drop constraint "form_submission_form_id_foreign";`);

    this.addSql(`alter table "form_field_option" drop constraint "form_field_option_field_id_foreign";`);

    this.addSql(`drop table if exists "form" cascade;`);

    this.addSql(`drop table if exists "form_version" cascade;`);

    this.addSql(`drop table if exists "form_field" cascade;`);

    this.addSql(`drop table if exists "form_field_option" cascade;`);

    this.addSql(`drop table if exists "form_submission" cascade;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261125023426_leads extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "funnel" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" jsonb not null);`,
    );

    this.addSql(
      `create table "funnel_stage" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "funnel_id" int not null, "name" jsonb not null, "colour" varchar(20) not null default '#607d8b', "probability" int not null default 0, "won" boolean not null default false, "lost" boolean not null default false, "position" int not null default 0);`,
    );
    this.addSql(`create index "funnel_stage_funnel_id_index" on "funnel_stage" ("funnel_id");`);

    this.addSql(
      `create table "lead" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "first_name" varchar(100) not null, "last_name" varchar(100) not null default '', "company" varchar(255) null, "job_title" varchar(255) null, "emails" jsonb not null, "phones" jsonb not null, "lead_source" text check ("lead_source" in ('existing_customer', 'employee', 'partner', 'email', 'campaign', 'public_relations')) null, "lead_source_description" text null, "status_id" int null, "admin_id" int null, "funnel_id" int null, "stage_id" int null, "position" int not null default 0, "expected_value" numeric(12,2) null, "follow_up_at" timestamptz null, "description" text null, "tags" jsonb not null, "customer_id" int null, "converted_at" timestamptz null, "version" int not null default 1);`,
    );
    this.addSql(`create index "lead_status_id_index" on "lead" ("status_id");`);
    this.addSql(`create index "lead_admin_id_index" on "lead" ("admin_id");`);
    this.addSql(`create index "lead_funnel_id_index" on "lead" ("funnel_id");`);
    this.addSql(`create index "lead_stage_id_index" on "lead" ("stage_id");`);
    this.addSql(`create index "lead_follow_up_at_index" on "lead" ("follow_up_at");`);
    this.addSql(`create index "lead_customer_id_index" on "lead" ("customer_id");`);
    // Duplicate warnings look leads up by any of their e-mails or phones (jsonb ?| array).
    this.addSql(`create index "lead_emails_gin" on "lead" using gin ("emails");`);
    this.addSql(`create index "lead_phones_gin" on "lead" using gin ("phones");`);

    this.addSql(
      `create table "lead_status_change" ("id" serial primary key, "lead_id" int not null, "from_status_id" int null, "to_status_id" int null, "from_stage_id" int null, "to_stage_id" int null, "admin_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "lead_status_change_lead_id_index" on "lead_status_change" ("lead_id");`);
    this.addSql(`create index "lead_status_change_to_stage_id_created_at_index" on "lead_status_change" ("to_stage_id", "created_at");`);

    this.addSql(
      `create table "lead_activity" ("id" serial primary key, "lead_id" int not null, "kind" text check ("kind" in ('call', 'meeting', 'email', 'note')) not null, "body" text not null, "author_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "lead_activity_lead_id_index" on "lead_activity" ("lead_id");`);

    this.addSql(
      `alter table "funnel_stage" add constraint "funnel_stage_funnel_id_foreign" foreign key ("funnel_id") references "funnel" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "lead" add constraint "lead_status_id_foreign" foreign key ("status_id") references "lead_status" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_admin_id_foreign" foreign key ("admin_id") references "admin_account" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_funnel_id_foreign" foreign key ("funnel_id") references "funnel" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_stage_id_foreign" foreign key ("stage_id") references "funnel_stage" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "lead_status_change" add constraint "lead_status_change_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "lead_status_change" add constraint "lead_status_change_from_status_id_foreign" foreign key ("from_status_id") references "lead_status" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "lead_status_change" add constraint "lead_status_change_to_status_id_foreign" foreign key ("to_status_id") references "lead_status" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "lead_status_change" add constraint "lead_status_change_from_stage_id_foreign" foreign key ("from_stage_id") references "funnel_stage" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "lead_status_change" add constraint "lead_status_change_to_stage_id_foreign" foreign key ("to_stage_id") references "funnel_stage" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "lead_status_change" add constraint "lead_status_change_admin_id_foreign" foreign key ("admin_id") references "admin_account" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "lead_activity" add constraint "lead_activity_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "lead_activity" add constraint "lead_activity_author_id_foreign" foreign key ("author_id") references "admin_account" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "funnel_stage" drop constraint "funnel_stage_funnel_id_foreign";`);

    this.addSql(`alter table "lead" drop constraint "lead_funnel_id_foreign";`);

    this.addSql(`alter table "lead" drop constraint "lead_stage_id_foreign";`);

    this.addSql(`alter table "lead_status_change" drop constraint "lead_status_change_from_stage_id_foreign";`);

    this.addSql(`alter table "lead_status_change" drop constraint "lead_status_change_to_stage_id_foreign";`);

    this.addSql(`alter table "lead_status_change" drop constraint "lead_status_change_lead_id_foreign";`);

    this.addSql(`alter table "lead_activity" drop constraint "lead_activity_lead_id_foreign";`);

    this.addSql(`drop table if exists "funnel" cascade;`);

    this.addSql(`drop table if exists "funnel_stage" cascade;`);

    this.addSql(`drop table if exists "lead" cascade;`);

    this.addSql(`drop table if exists "lead_status_change" cascade;`);

    this.addSql(`drop table if exists "lead_activity" cascade;`);
  }
}

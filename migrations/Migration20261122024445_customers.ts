import { Migration } from '@mikro-orm/migrations';

export class Migration20261122024445_customers extends Migration {
  override async up(): Promise<void> {
    // Lead statuses and the CRM fields of customers (modules/lead-status, modules/customer-admin). The CRM
    // columns stay nullable: shoppers sign up without a status or source; the admin form requires them.
    this.addSql(
      `create table "lead_status" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" varchar(255) not null, "trigger" text check ("trigger" in ('none', 'email_to_assigned', 'email_to_lead', 'email_to_assigned_and_lead')) not null default 'none', "trigger_subject" jsonb not null, "trigger_template" jsonb not null);`,
    );

    this.addSql(
      `alter table "customer" add column "emails" jsonb not null default '[]', add column "mobiles" jsonb not null default '[]', add column "job_title" varchar(255) null, add column "department" varchar(255) null, add column "office_phone" varchar(50) null, add column "fax" varchar(50) null, add column "website" varchar(500) null, add column "admin_id" int null, add column "status_id" int null, add column "status_description" text null, add column "lead_source" text check ("lead_source" in ('existing_customer', 'employee', 'partner', 'email', 'campaign', 'public_relations')) null, add column "lead_source_description" text null, add column "description" text null, add column "tags" jsonb not null default '[]';`,
    );
    // Existing customers get empty lists; later rows always carry a value (the entity has no default).
    this.addSql(`alter table "customer" alter column "emails" drop default, alter column "mobiles" drop default, alter column "tags" drop default;`);
    this.addSql(
      `alter table "customer" add constraint "customer_admin_id_foreign" foreign key ("admin_id") references "admin_account" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "customer" add constraint "customer_status_id_foreign" foreign key ("status_id") references "lead_status" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`create index "customer_admin_id_index" on "customer" ("admin_id");`);
    this.addSql(`create index "customer_status_id_index" on "customer" ("status_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "customer" drop constraint "customer_status_id_foreign";`);

    this.addSql(`drop table if exists "lead_status" cascade;`);

    this.addSql(`alter table "customer" drop constraint "customer_admin_id_foreign";`);

    this.addSql(`drop index "customer_admin_id_index";`);
    this.addSql(`drop index "customer_status_id_index";`);
    this.addSql(
      `alter table "customer" drop column "emails", drop column "mobiles", drop column "job_title", drop column "department", drop column "office_phone", drop column "fax", drop column "website", drop column "admin_id", drop column "status_id", drop column "status_description", drop column "lead_source", drop column "lead_source_description", drop column "description", drop column "tags";`,
    );
  }
}

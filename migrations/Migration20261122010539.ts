import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010539 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "address" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "customer_id" int not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "country" varchar(3) not null, "contact_number" varchar(50) not null, "address" varchar(500) not null, "default_billing" boolean not null default false, "default_shipping" boolean not null default false);`,
    );
    this.addSql(`create index "address_customer_id_index" on "address" ("customer_id");`);

    this.addSql(
      `create table "password_reset" ("id" serial primary key, "customer_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "password_reset" add constraint "password_reset_customer_id_unique" unique ("customer_id");`);

    this.addSql(
      `alter table "address" add constraint "address_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "password_reset" add constraint "password_reset_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "customer" add column "facebook_id" varchar(64) null;`);
    this.addSql(`alter table "customer" add constraint "customer_facebook_id_unique" unique ("facebook_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "address" cascade;`);

    this.addSql(`drop table if exists "password_reset" cascade;`);

    this.addSql(`alter table "customer" drop constraint "customer_facebook_id_unique";`);
    this.addSql(`alter table "customer" drop column "facebook_id";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261125021217_sliders extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "slider" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "enabled" boolean not null default true, "identifier" varchar(100) not null, "title" jsonb not null);`,
    );
    this.addSql(`alter table "slider" add constraint "slider_identifier_unique" unique ("identifier");`);

    this.addSql(
      `create table "slide" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "slider_id" int not null, "image" varchar(500) not null, "mobile_image" varchar(500) null, "title" jsonb not null, "caption" jsonb not null, "button_text" jsonb not null, "link" varchar(1000) null, "order" int not null default 0, "enabled" boolean not null default true, "starts_at" timestamptz null, "ends_at" timestamptz null);`,
    );
    this.addSql(`create index "slide_slider_id_order_index" on "slide" ("slider_id", "order");`);

    this.addSql(
      `alter table "slide" add constraint "slide_slider_id_foreign" foreign key ("slider_id") references "slider" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "slide" drop constraint "slide_slider_id_foreign";`);

    this.addSql(`drop table if exists "slider" cascade;`);

    this.addSql(`drop table if exists "slide" cascade;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Agentic checkout (issue 45): the agents' checkout sessions, their idempotency keys, and the settings row. */
export class Migration20261206120000_agentic_checkout extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "acp_checkout_session" ("id" varchar(64) not null primary key, "api_key_id" int not null, "status" varchar(30) not null default 'not_ready_for_payment', "currency" varchar(10) not null, "items" jsonb not null default '[]', "buyer" jsonb null, "fulfillment_details" jsonb null, "selected_fulfillment_options" jsonb not null default '[]', "discount_codes" jsonb not null default '[]', "order_notes" text not null default '', "locale" varchar(35) null, "payment_intent_id" varchar(255) null, "order_id" int null references "shop_order" ("id") on delete set null, "order_permalink" varchar(600) null, "sold_view" jsonb null, "payment_error" varchar(30) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "expires_at" timestamptz not null);`,
    );
    this.addSql(`create index "acp_checkout_session_api_key_id_created_at_index" on "acp_checkout_session" ("api_key_id", "created_at");`);
    this.addSql(`create index "acp_checkout_session_order_id_index" on "acp_checkout_session" ("order_id");`);
    // One row per (key, endpoint, Idempotency-Key): a null status is a request still running.
    this.addSql(
      `create table "acp_idempotency_key" ("api_key_id" int not null, "endpoint" varchar(300) not null, "idempotency_key" varchar(255) not null, "fingerprint" char(64) not null, "status_code" int null, "response" jsonb null, "created_at" timestamptz not null default now(), constraint "acp_idempotency_key_pkey" primary key ("api_key_id", "endpoint", "idempotency_key"));`,
    );
    this.addSql(`create index "acp_idempotency_key_created_at_index" on "acp_idempotency_key" ("created_at");`);
    this.addSql(
      `create table "agentic_checkout_config" ("id" int not null primary key, "enabled" boolean not null default false, "webhook_id" int null references "webhook" ("id") on delete set null, "updated_at" timestamptz not null default now());`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "agentic_checkout_config";`);
    this.addSql(`drop table if exists "acp_idempotency_key";`);
    this.addSql(`drop table if exists "acp_checkout_session";`);
  }
}

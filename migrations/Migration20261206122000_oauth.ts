import { Migration } from '@mikro-orm/migrations';

export class Migration20261206122000_oauth extends Migration {
  override async up(): Promise<void> {
    // The OAuth authorization server's state (modules/oauth): clients, grants, codes, tokens, interactions,
    // shared by every instance. Looked up by kind and id, by grant (revocation) and by interaction uid.
    this.addSql(`create table "oauth_record" (
      "kind" varchar(40) not null,
      "id" varchar(255) not null,
      "payload" jsonb not null,
      "grant_id" varchar(255) null,
      "uid" varchar(255) null,
      "user_code" varchar(255) null,
      "expires_at" timestamptz null,
      "consumed_at" timestamptz null,
      constraint "oauth_record_pkey" primary key ("kind", "id"));`);
    this.addSql(`create index "oauth_record_grant_id_index" on "oauth_record" ("grant_id");`);
    this.addSql(`create index "oauth_record_uid_index" on "oauth_record" ("uid");`);
    this.addSql(`create index "oauth_record_expires_at_index" on "oauth_record" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "oauth_record" cascade;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261124212750_sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "admin_account" add column "session_version" int not null default 0, add column "session_jti" varchar(36) null;`);

    this.addSql(`alter table "customer" add column "session_version" int not null default 0, add column "session_jti" varchar(36) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "admin_account" drop column "session_version", drop column "session_jti";`);

    this.addSql(`alter table "customer" drop column "session_version", drop column "session_jti";`);
  }
}

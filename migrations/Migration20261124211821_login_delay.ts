import { Migration } from '@mikro-orm/migrations';

export class Migration20261124211821_login_delay extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "throttle" add column "blocked_until" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "throttle" drop column "blocked_until";`);
  }
}

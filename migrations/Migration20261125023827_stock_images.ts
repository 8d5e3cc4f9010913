import { Migration } from '@mikro-orm/migrations';

export class Migration20261125023827_stock_images extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "stock" add column "images" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "stock" drop column "images";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261125024234_page_blocks extends Migration {
  override async up(): Promise<void> {
    // Existing pages place no block; the entity gives new rows their [] (no default left in the schema).
    this.addSql(`alter table "page" add column "block_identifiers" jsonb not null default '[]';`);
    this.addSql(`alter table "page" alter column "block_identifiers" drop default;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "page" drop column "block_identifiers";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261206070000_stock_cost_price extends Migration {
  override async up(): Promise<void> {
    // What the merchant paid for one unit (the inventory report's stock value at cost); null: not known.
    this.addSql(`alter table "stock" add column "cost_price" numeric(12,2) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "stock" drop column "cost_price";`);
  }
}

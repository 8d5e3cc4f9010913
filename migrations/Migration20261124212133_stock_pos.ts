import { Migration } from '@mikro-orm/migrations';

export class Migration20261124212133_stock_pos extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "inventory_history" drop constraint if exists "inventory_history_type_check";`);

    this.addSql(
      `alter table "inventory_history" add constraint "inventory_history_type_check" check("type" in ('plus', 'minus', 'transfer', 'update', 'order', 'order_return', 'pos'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "inventory_history" drop constraint if exists "inventory_history_type_check";`);

    this.addSql(
      `alter table "inventory_history" add constraint "inventory_history_type_check" check("type" in ('plus', 'minus', 'transfer', 'update', 'order', 'order_return'));`,
    );
  }
}

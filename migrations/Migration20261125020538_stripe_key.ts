import { Migration } from '@mikro-orm/migrations';

export class Migration20261125020538_stripe_key extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "shop_order" add column "stripe_key" varchar(64) null;`);
    this.addSql(`alter table "shop_order" add constraint "shop_order_stripe_key_unique" unique ("stripe_key");`);
    // Card orders placed before the key existed get one (two random UUIDs' hex digits), so /stripe can open them.
    this.addSql(`update "shop_order" set "stripe_key" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') where "payment_kind" = 'stripe';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "shop_order" drop constraint "shop_order_stripe_key_unique";`);
    this.addSql(`alter table "shop_order" drop column "stripe_key";`);
  }
}

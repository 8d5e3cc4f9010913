import { Migration } from '@mikro-orm/migrations';

/**
 * Agentic checkout's tables as their entities describe them, so `npm run migration:create` finds nothing
 * to do: the foreign keys of a session's order and of the config's webhook carry the ORM's names (the
 * first migration wrote them inline, and PostgreSQL named them `_fkey`), and the config's one row has
 * id 1 by default.
 */
export class Migration20261206230047_agentic_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "acp_checkout_session" rename constraint "acp_checkout_session_order_id_fkey" to "acp_checkout_session_order_id_foreign";`);
    this.addSql(
      `alter table "agentic_checkout_config" rename constraint "agentic_checkout_config_webhook_id_fkey" to "agentic_checkout_config_webhook_id_foreign";`,
    );
    this.addSql(`alter table "agentic_checkout_config" alter column "id" set default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "agentic_checkout_config" alter column "id" drop default;`);
    this.addSql(
      `alter table "agentic_checkout_config" rename constraint "agentic_checkout_config_webhook_id_foreign" to "agentic_checkout_config_webhook_id_fkey";`,
    );
    this.addSql(`alter table "acp_checkout_session" rename constraint "acp_checkout_session_order_id_foreign" to "acp_checkout_session_order_id_fkey";`);
  }
}

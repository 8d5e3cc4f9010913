import { Migration } from '@mikro-orm/migrations';

export class Migration20261125094713_planned_rows extends Migration {
  override async up(): Promise<void> {
    // Issue 13: the planner's row estimate of a query, inside another statement. The storefront search
    // reads its ranked candidates and the estimated total of a common word in one statement
    // (product-search.sql.ts) instead of a second round trip for EXPLAIN. The query is the caller's own text (never user input); its values come as
    // parameters ($1[1], $1[2]... of `params`), which the planner sees as constants. Only EXPLAIN runs:
    // nothing of the query is executed. Volatile because PostgreSQL allows EXPLAIN in no other function.
    this.addSql(`create or replace function "shop_planned_rows"(query text, variadic params text[]) returns bigint language plpgsql volatile as $$
      declare
        plan json;
      begin
        execute 'explain (format json) ' || query into plan using params;
        return round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric)::bigint;
      end
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists "shop_planned_rows"(text, text[]);`);
  }
}

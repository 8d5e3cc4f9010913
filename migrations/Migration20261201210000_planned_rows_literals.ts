import { Migration } from '@mikro-orm/migrations';

export class Migration20261201210000_planned_rows_literals extends Migration {
  override async up(): Promise<void> {
    // One way of estimating a long list's total (common/pagination.sql.ts plannedRows): the lists' capped
    // counts now read it in their own statement too, and their queries take values of any type (ids,
    // flags, texts). So the values are written into the query as quoted literals (format's %L, where the
    // query had its placeholders), as the query's own statement is planned with them, instead of text
    // parameters ($1[n]) that only text columns could be compared with. The query is the caller's own
    // text, never user input; only EXPLAIN runs. Volatile because PostgreSQL allows EXPLAIN in no other function.
    this.addSql(`create or replace function "shop_planned_rows"(query text, variadic params text[]) returns bigint language plpgsql volatile as $$
      declare
        plan json;
      begin
        execute 'explain (format json) ' || format(query, variadic params) into plan;
        return round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric)::bigint;
      end
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function "shop_planned_rows"(query text, variadic params text[]) returns bigint language plpgsql volatile as $$
      declare
        plan json;
      begin
        execute 'explain (format json) ' || query into plan using params;
        return round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric)::bigint;
      end
    $$;`);
  }
}

import { defineComposedStatement, mapPlaceholders } from './sql.js';

/** Up to this many matches a list's total is counted exactly; beyond it is estimated (shown as 'about N'). */
export const EXACT_TOTAL_LIMIT = 10_000;

/**
 * The planner's row estimate of a query, inside the statement that needs it (no second round trip for
 * an EXPLAIN): `shop_planned_rows(...)` of `query`, a statement's text with `?` placeholders whose
 * values follow as the call's own `(?)::text` parameters (pass the query's values again). The function
 * (migrations: planned_rows) writes each value into the query as a quoted literal (format's %L), as
 * the query's own statement would be planned with them, EXPLAINs it and answers its "Plan Rows":
 * nothing of the query runs. The query is code, never user input. The one way of estimating a total:
 * the lists' capped counts below and the storefront search (product-search.sql.ts).
 */
export function plannedRows(query: string): string {
  let count = 0;
  // A `%` of the query is format's, written `%%`; each placeholder becomes %L; quotes are doubled inside
  // the literal; and a question mark that is no placeholder (`\?`) stays one for the outer statement.
  const template = mapPlaceholders(query.replace(/%/g, '%%'), (n) => ((count = n), '%L'), '\\?').replace(/'/g, "''");
  // A variadic function takes no call without a variadic value: an empty array for a query without any.
  // Each value in parentheses: written into the text (MikroORM's execute), -1::text would be -(1::text).
  return `shop_planned_rows('${template}'${count ? ', (?)::text'.repeat(count) : ", variadic '{}'::text[]"})`;
}

/**
 * The parts are a list's matches (`select ... from ... where ...` without order and paging): the text of
 * a statement declared in its own module (e.g. product-list.sql.ts `productListMatches`), prepared there.
 * The sample stands for any of them.
 */
interface MatchesParts {
  matches: string;
}
const MATCHES_SAMPLES: readonly MatchesParts[] = [{ matches: 'select id from product where id > ?' }];

/**
 * At most EXACT_TOTAL_LIMIT + 1 matches counted and, when there are more, the planner's estimate of them
 * all (plannedRows): one statement whatever the list (common/pagination.ts listTotal). Parameters: the
 * matches' values, then the same again for the estimate.
 */
export const countCappedMatches = defineComposedStatement<MatchesParts, unknown[], { n: string; planned: string | null }>(
  'pagination.countCappedMatches',
  ({ matches }) =>
    `select count(*) as n, case when count(*) > ${EXACT_TOTAL_LIMIT} then ${plannedRows(matches)} end as planned
     from (${matches} limit ${EXACT_TOTAL_LIMIT + 1}) as capped`,
  MATCHES_SAMPLES,
);

/** The planner's estimate of the matches alone (common/pagination.ts estimatedTotal): the matches' values. */
export const plannedMatches = defineComposedStatement<MatchesParts, unknown[], { planned: string }>(
  'pagination.plannedMatches',
  ({ matches }) => `select ${plannedRows(matches)} as planned`,
  MATCHES_SAMPLES,
);

import { defineComposedStatement } from './sql.js';

/** Up to this many matches a list's total is counted exactly; beyond it is estimated (shown as 'about N'). */
export const EXACT_TOTAL_LIMIT = 10_000;

/**
 * The parts are a list's matches (`select ... from ... where ...` without order and paging): the text of
 * a statement declared in its own module (e.g. product-list.sql.ts `productListMatches`), prepared there.
 * The sample stands for any of them.
 */
interface MatchesParts {
  matches: string;
}
const MATCHES_SAMPLES: readonly MatchesParts[] = [{ matches: 'select id from product where id > ?' }];

/** At most EXACT_TOTAL_LIMIT + 1 matches counted (common/pagination.ts listTotal). */
export const countCappedMatches = defineComposedStatement<MatchesParts, unknown[], { n: string }>(
  'pagination.countCappedMatches',
  ({ matches }) => `select count(*) as n from (${matches} limit ${EXACT_TOTAL_LIMIT + 1}) as capped`,
  MATCHES_SAMPLES,
);

/**
 * The planner's plan of the matches, nothing run (common/pagination.ts estimatedTotal). PREPARE takes no
 * EXPLAIN: sql-statements.test.ts prepares the explained statement.
 */
export const explainMatches = defineComposedStatement<MatchesParts, unknown[], { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>(
  'pagination.explainMatches',
  ({ matches }) => `explain (format json) ${matches}`,
  MATCHES_SAMPLES,
);

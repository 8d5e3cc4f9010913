import type { EntityManager } from '@mikro-orm/postgresql';
import { raw, RawQueryFragment, type EntityName, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { Field, InputType, Int, ObjectType, UseMiddleware, type ClassType } from 'type-graphql';
import { ValidateBy } from 'class-validator';
import { fieldError } from './errors.js';
import { Required } from './validation/rules.js';
import { countCappedMatches, EXACT_TOTAL_LIMIT, plannedMatches } from './pagination.sql.js';
import { run } from './sql.js';

export const PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PER_PAGE = 10;

/** The admin list options of the contract: page (from 1), per_page (10/20/50/100), sort (`col` / `-col`), keyword. */
@InputType()
export class ListOptions {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @ValidateBy({
    name: 'page',
    validator: { validate: (v) => v === undefined || v === null || (Number.isInteger(v) && v >= 1), defaultMessage: () => 'Please check your input.' },
  })
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_PER_PAGE })
  @ValidateBy({
    name: 'perPage',
    validator: {
      validate: (v) => v === undefined || v === null || (PER_PAGE_OPTIONS as readonly number[]).includes(v),
      defaultMessage: () => 'Please check your input.',
    },
  })
  perPage?: number;

  @Field({ nullable: true })
  sort?: string;

  @Field({ nullable: true })
  keyword?: string;
}

@ObjectType()
export class BatchResult {
  @Field(() => Int)
  affected!: number;
}

/** The `data` of a batch update that switches records on or off: `{ enabled }` (all or nothing). */
@InputType()
export class BatchEnabledInput {
  @Field(() => Boolean, { nullable: true })
  @Required()
  enabled!: boolean;
}

/** The `data` of a batch update that shows or hides records: `{ visibled }` (all or nothing). */
@InputType()
export class BatchVisibilityInput {
  @Field(() => Boolean, { nullable: true })
  @Required()
  visibled!: boolean;
}

export interface Page<T> {
  items: T[];
  totalItems: number;
  /** false when totalItems is the planner's estimate (more than EXACT_TOTAL_LIMIT matches); absent means exact. */
  totalExact?: boolean;
  page: number;
  perPage: number;
}

export { EXACT_TOTAL_LIMIT };

/**
 * The total of a list without counting every match of a large table: at most EXACT_TOTAL_LIMIT + 1
 * matches are counted, and beyond that the planner's row estimate of the query stands in (never below
 * what was counted), read by the same statement. `matches` is the list's query without order and paging
 * (`select ... from ... where ...`, `?` placeholders). One statement whatever the page: a list costs the
 * same for 10 rows as for 100.
 */
export async function listTotal(em: EntityManager, matches: { sql: string; params: readonly unknown[] }): Promise<{ totalItems: number; totalExact: boolean }> {
  const [counted] = await run(em, countCappedMatches({ matches: matches.sql }), [...matches.params, ...matches.params]);
  const n = Number(counted.n);
  if (n <= EXACT_TOTAL_LIMIT) return { totalItems: n, totalExact: true };
  return { totalItems: Math.max(Number(counted.planned ?? 0), n), totalExact: false };
}

/** The planner's row estimate of `matches` (pagination.sql.ts plannedRows: nothing counted), never below the `atLeast` matches seen. */
export async function estimatedTotal(em: EntityManager, matches: { sql: string; params: readonly unknown[] }, atLeast: number): Promise<number> {
  const [estimate] = await run(em, plannedMatches({ matches: matches.sql }), [...matches.params]);
  return Math.max(Number(estimate.planned), atLeast);
}

/** `RoleList extends Paginated(Role)`: the `{ items, totalItems, page, perPage }` answer of a list query. */
export function Paginated<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class PaginatedList implements Page<T> {
    @Field(() => [itemType])
    items!: T[];

    @Field(() => Int)
    totalItems!: number;

    // Lists that always count exactly need not say so: an absent value answers true.
    @Field(() => Boolean, { description: `false: totalItems is an estimate (more than ${EXACT_TOTAL_LIMIT} matches), shown as 'about N'` })
    @UseMiddleware(async (_action, next) => ((await next()) as boolean | undefined) ?? true)
    totalExact?: boolean;

    @Field(() => Int)
    page!: number;

    @Field(() => Int)
    perPage!: number;
  }
  return PaginatedList;
}

/** A text as a LIKE / ILIKE pattern's literal part: its `%`, `_` and `\\` matched as themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ListQuery<T> {
  /** Columns (entity property names) a client may sort by; the first is not special. */
  sortable: string[];
  /** Properties matched (case-insensitively, anywhere) by the keyword. */
  searchable: string[];
  where?: FilterQuery<T>;
  populate?: string[];
}

/**
 * A copy of a filter for a second query: MikroORM consumes a raw SQL condition (raw(), e.g. keywordFilter's
 * search in translations) when a query uses it, so the copy gets fresh fragments of the same SQL.
 */
function copyFilter<F>(filter: F): F {
  if (Array.isArray(filter)) return filter.map(copyFilter) as F;
  if (!filter || typeof filter !== 'object' || Object.getPrototypeOf(filter) !== Object.prototype) return filter;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    const fragment = RawQueryFragment.isKnownFragment(key) ? RawQueryFragment.getKnownFragment(key, false) : undefined;
    copy[fragment ? String(fragment.clone()) : key] = copyFilter(value);
  }
  return copy as F;
}

/**
 * One page of an entity list with the contract's options. Two queries whatever the page size: the rows
 * and the total (listTotal: exact up to EXACT_TOTAL_LIMIT, estimated beyond). Sorting only by
 * whitelisted columns; default newest first.
 */
export async function paginate<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  options: ListOptions | undefined,
  query: ListQuery<T>,
): Promise<Page<T>> {
  const page = options?.page ?? 1;
  const perPage = options?.perPage ?? DEFAULT_PER_PAGE;
  let orderBy: QueryOrderMap<T> = { id: 'desc' } as QueryOrderMap<T>;
  if (options?.sort) {
    const descending = options.sort.startsWith('-');
    const column = options.sort.replace(/^-/, '').replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    if (!query.sortable.includes(column)) throw fieldError('sort', 'Please check your input.');
    // id breaks ties (and must not overwrite the direction when the column is id itself).
    orderBy = (column === 'id' ? { id: descending ? 'desc' : 'asc' } : { [column]: descending ? 'desc' : 'asc', id: 'asc' }) as QueryOrderMap<T>;
  }
  const conditions: unknown[] = [];
  if (query.where) conditions.push(query.where);
  const keyword = options?.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    conditions.push({ $or: query.searchable.map((column) => ({ [column]: { $ilike: pattern } })) });
  }
  const where = (conditions.length ? { $and: conditions } : {}) as FilterQuery<T>;
  const counted = copyFilter(where);
  const items = await em.find(entity, where, {
    orderBy: [orderBy],
    limit: perPage,
    offset: (page - 1) * perPage,
    populate: query.populate as never,
  });
  const matches = em.createQueryBuilder(entity).select(raw('1')).where(counted).getKnexQuery().toSQL();
  const total = await listTotal(em, { sql: matches.sql, params: matches.bindings });
  return { items, ...total, page, perPage };
}

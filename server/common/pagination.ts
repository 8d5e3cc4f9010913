import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { Field, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import { ValidateBy } from 'class-validator';
import { fieldError } from './errors.js';
import { Required } from './validation/rules.js';

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
  page: number;
  perPage: number;
}

/** `RoleList extends Paginated(Role)`: the `{ items, totalItems, page, perPage }` answer of a list query. */
export function Paginated<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class PaginatedList implements Page<T> {
    @Field(() => [itemType])
    items!: T[];

    @Field(() => Int)
    totalItems!: number;

    @Field(() => Int)
    page!: number;

    @Field(() => Int)
    perPage!: number;
  }
  return PaginatedList;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ListQuery<T> {
  /** Columns (entity property names) a client may sort by; the first is not special. */
  sortable: string[];
  /** Properties matched (case-insensitively, anywhere) by the keyword. */
  searchable: string[];
  where?: FilterQuery<T>;
  populate?: string[];
}

/**
 * One page of an entity list with the contract's options. Two queries whatever the page size: the rows
 * and the count. Sorting only by whitelisted columns; default newest first.
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
  const [items, totalItems] = await em.findAndCount(entity, where, {
    orderBy: [orderBy],
    limit: perPage,
    offset: (page - 1) * perPage,
    populate: query.populate as never,
  });
  return { items, totalItems, page, perPage };
}

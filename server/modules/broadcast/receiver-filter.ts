import type { EntityManager } from '@mikro-orm/postgresql';
import { Customer } from '../customer/customer.entity.js';
import type { ReceiverFilters, ReceiverGroup } from './broadcast.entities.js';

/**
 * The receiver-group filter compiler: a group becomes one SQL select of recipients
 * `(customer_id, lead_id, email, first_name, last_name, language)`, so that counting a group, counting
 * every group of a list page and freezing a broadcast's recipients are each ONE statement, whatever the
 * number of people (a 20,000-recipient broadcast is frozen by an insert ... select).
 *
 * A group is one or more recipient SOURCES (customers today; leads once the Lead entity exists). Each
 * source has a base select and one condition builder per filter. A filter a source can not answer (a
 * funnel stage for customers) makes that source contribute nobody when the filter is set: a marketing
 * audience must never widen because a filter does not apply.
 * A group with explicit customer_ids / lead_ids is exactly those people (the filters are ignored).
 *
 * Wiring leads (when server/modules/lead lands): add a `LEAD_SOURCE` below (base select over `lead`,
 * conditions for status_ids, lead_sources, tags, stage_ids, language, and `explicit` for lead_ids) and
 * list it in SOURCES. Nothing else changes.
 */

export interface SqlPart {
  sql: string;
  params: unknown[];
}

type FilterName = keyof ReceiverFilters;
type Condition = (value: never, context: CompileContext) => SqlPart | null;

interface CompileContext {
  mainLanguage: string;
  /** Whether customers carry a membership tier (the tiers issue adds `customer.tier_id`). */
  customerHasTier: boolean;
}

interface RecipientSource {
  /** `select ... from <table> <alias>` giving the six recipient columns, before any condition. */
  base: string;
  /** Always true of an addressable recipient (an address, enabled). */
  always: string;
  conditions: Partial<Record<FilterName, Condition>>;
  /** The explicit list of this source (customer_ids or lead_ids of the group). */
  explicit: (group: Pick<ReceiverGroup, 'customerIds' | 'leadIds'>) => number[];
  idColumn: string;
}

const NOBODY: SqlPart = { sql: 'false', params: [] };
const nonEmpty = <T>(list: T[] | null | undefined): list is T[] => Array.isArray(list) && list.length > 0;
const list = (sql: string) => (values: unknown[] | null | undefined) => (nonEmpty(values) ? { sql, params: [values] } : null);

const CUSTOMER_SOURCE: RecipientSource = {
  base: `select c.id as customer_id, cast(null as integer) as lead_id, lower(c.email) as email, c.first_name, c.last_name, c.language from customer c`,
  always: `c.enabled and c.email <> ''`,
  idColumn: 'c.id',
  explicit: (group) => group.customerIds ?? [],
  conditions: {
    subscribed: ((value: boolean | null | undefined) => (typeof value === 'boolean' ? { sql: 'c.is_subscribe = ?', params: [value] } : null)) as Condition,
    // Tiers are another issue's column: until customers have one, a tier filter matches nobody.
    tierIds: ((values: number[] | null | undefined, context: CompileContext) =>
      nonEmpty(values) ? (context.customerHasTier ? { sql: 'c.tier_id in (?)', params: [values] } : NOBODY) : null) as Condition,
    statusIds: list('c.status_id in (?)') as Condition,
    leadSources: list('c.lead_source in (?)') as Condition,
    tags: ((values: string[] | null | undefined) => (nonEmpty(values) ? { sql: 'jsonb_exists_any(c.tags, array[?])', params: [values] } : null)) as Condition,
    orderedWithinDays: ((days: number | null | undefined) =>
      typeof days === 'number'
        ? {
            sql: `exists (select 1 from shop_order o where o.customer_id = c.id and o.created_at >= now() - cast(? as double precision) * interval '1 day')`,
            params: [days],
          }
        : null) as Condition,
    language: ((value: string | null | undefined, context: CompileContext) =>
      value ? { sql: 'coalesce(c.language, ?) = ?', params: [context.mainLanguage, value] } : null) as Condition,
  },
};

/** Every source a group draws from (add LEAD_SOURCE here; see the top of this file). */
const SOURCES: RecipientSource[] = [CUSTOMER_SOURCE];

function sourceSelect(source: RecipientSource, group: Pick<ReceiverGroup, 'filters' | 'customerIds' | 'leadIds'>, context: CompileContext): SqlPart | null {
  const hasExplicit = nonEmpty(group.customerIds) || nonEmpty(group.leadIds);
  const where: SqlPart[] = [{ sql: source.always, params: [] }];
  if (hasExplicit) {
    const ids = source.explicit(group);
    if (!ids.length) return null;
    where.push({ sql: `${source.idColumn} in (?)`, params: [ids] });
  } else {
    for (const [name, value] of Object.entries(group.filters ?? {}) as [FilterName, unknown][]) {
      const condition = source.conditions[name];
      const isSet = value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0) && value !== '';
      if (!isSet) continue;
      if (!condition) return null; // a filter this source can not answer: none of its people
      const part = condition(value as never, context);
      if (part) where.push(part);
    }
  }
  return { sql: `${source.base} where ${where.map((part) => `(${part.sql})`).join(' and ')}`, params: where.flatMap((part) => part.params) };
}

/** The recipients of one group (may repeat an address across sources); NOBODY-select when none applies. */
export function groupSelect(group: Pick<ReceiverGroup, 'filters' | 'customerIds' | 'leadIds'>, context: CompileContext): SqlPart {
  const parts = SOURCES.map((source) => sourceSelect(source, group, context)).filter((part): part is SqlPart => part !== null);
  if (!parts.length) return { sql: `${CUSTOMER_SOURCE.base} where false`, params: [] };
  return { sql: parts.map((part) => part.sql).join(' union all '), params: parts.flatMap((part) => part.params) };
}

export async function compileContext(em: EntityManager, mainLanguage: string): Promise<CompileContext> {
  const customer = em.getMetadata().get(Customer.name);
  return { mainLanguage, customerHasTier: 'tier' in customer.properties || 'tierId' in customer.properties };
}

/** Distinct addresses of several groups, one row per address (the customer's row first). */
export function recipientsSelect(groups: Pick<ReceiverGroup, 'filters' | 'customerIds' | 'leadIds'>[], context: CompileContext): SqlPart {
  const selects = groups.map((group) => groupSelect(group, context));
  return {
    sql: `select distinct on (r.email) r.customer_id, r.lead_id, r.email, r.first_name, r.last_name, r.language
      from (${selects.map((s) => s.sql).join(' union all ')}) r order by r.email, r.customer_id nulls last, r.lead_id`,
    params: selects.flatMap((s) => s.params),
  };
}

/** The distinct address counts of many groups in one query (a list page of any size). */
export async function countGroups(
  em: EntityManager,
  groups: Pick<ReceiverGroup, 'id' | 'filters' | 'customerIds' | 'leadIds'>[],
  context: CompileContext,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (!groups.length) return counts;
  const parts = groups.map((group) => {
    const select = groupSelect(group, context);
    return { sql: `select cast(? as integer) as group_id, count(distinct g.email) as count from (${select.sql}) g`, params: [group.id, ...select.params] };
  });
  const rows = await em.execute<{ group_id: number; count: string }[]>(
    parts.map((p) => p.sql).join(' union all '),
    parts.flatMap((p) => p.params),
  );
  for (const row of rows) counts.set(Number(row.group_id), Number(row.count));
  return counts;
}

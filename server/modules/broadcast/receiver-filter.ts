import type { EntityManager } from '@mikro-orm/postgresql';
import { run } from '../../common/sql.js';
import type { ReceiverGroup } from './broadcast.entities.js';
import { countGroupRecipients, freezeRecipients } from './broadcast.sql.js';

/**
 * Receiver groups as the one jsonb parameter of the recipient statements (broadcast.sql.ts, where each
 * filter's meaning for customers and for leads is written down). Counting a list page of groups and
 * freezing a broadcast's recipients are each ONE statement, whatever the number of groups or people (a
 * 20,000-recipient broadcast is frozen by an insert ... select).
 */
type GroupDefinition = Pick<ReceiverGroup, 'filters' | 'customerIds' | 'leadIds'> & { id?: number };

/** One record of `jsonb_to_recordset`: snake_case columns; an unset filter (null, '', []) is null, so it does not narrow. */
interface GroupRow {
  group_id: number;
  main_language: string;
  customer_ids: number[] | null;
  lead_ids: number[] | null;
  subscribed: boolean | null;
  tier_ids: number[] | null;
  status_ids: number[] | null;
  lead_sources: string[] | null;
  tags: string[] | null;
  stage_ids: number[] | null;
  ordered_within_days: number | null;
  language: string | null;
}

const listOrNull = <T>(values: T[] | null | undefined): T[] | null => (Array.isArray(values) && values.length ? values : null);

function groupRow(group: GroupDefinition, index: number, mainLanguage: string): GroupRow {
  const filters = group.filters ?? {};
  return {
    group_id: group.id ?? index,
    main_language: mainLanguage,
    customer_ids: listOrNull(group.customerIds),
    lead_ids: listOrNull(group.leadIds),
    subscribed: typeof filters.subscribed === 'boolean' ? filters.subscribed : null,
    tier_ids: listOrNull(filters.tierIds),
    status_ids: listOrNull(filters.statusIds),
    lead_sources: listOrNull(filters.leadSources),
    tags: listOrNull(filters.tags),
    stage_ids: listOrNull(filters.stageIds),
    ordered_within_days: typeof filters.orderedWithinDays === 'number' ? filters.orderedWithinDays : null,
    language: filters.language || null,
  };
}

export const groupsParameter = (groups: GroupDefinition[], mainLanguage: string): string =>
  JSON.stringify(groups.map((group, index) => groupRow(group, index, mainLanguage)));

/** The distinct address counts of many groups in one query (a list page of any size). */
export async function countGroups(em: EntityManager, groups: (GroupDefinition & { id: number })[], mainLanguage: string): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (!groups.length) return counts;
  const rows = await run(em, countGroupRecipients, [groupsParameter(groups, mainLanguage)]);
  for (const row of rows) counts.set(Number(row.group_id), Number(row.count));
  return counts;
}

/** Freezes the recipients of a broadcast's groups (one row per address) in `em`'s transaction. */
export async function freezeGroupRecipients(em: EntityManager, broadcastId: number, groups: GroupDefinition[], mainLanguage: string): Promise<void> {
  if (!groups.length) return;
  await run(em, freezeRecipients, [groupsParameter(groups, mainLanguage), broadcastId]);
}

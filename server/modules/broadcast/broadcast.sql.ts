import { defineComposedStatement, defineStatement } from '../../common/sql.js';
import type { BroadcastStatus, RecipientStatus } from './broadcast.entities.js';

/**
 * The recipients of receiver groups, as `recipient (group_id, customer_id, lead_id, email, first_name,
 * last_name, language)`: one row per group and person. The groups come in as ONE jsonb parameter (an
 * array of `GroupRow`, receiver-filter.ts), so counting a whole list page of groups and freezing a
 * broadcast's recipients are each one fixed statement, whatever the number of groups or people.
 *
 * Two sources: customers and leads. A group with an explicit list (customer_ids / lead_ids) is exactly
 * those people. Otherwise every set filter must hold; a filter a source can not answer (a funnel stage
 * for customers, a membership tier or orders for leads) makes that source contribute nobody: a marketing
 * audience never widens because a filter does not apply. `subscribed` is the customer's `is_subscribe`,
 * and for a lead the latest consent record of its address (none is no consent), the same rule the send
 * checks again right before each mail (stillConsents).
 */
const GROUP_RECIPIENTS = `with g as (
  select * from jsonb_to_recordset(cast(? as jsonb)) as g(
    group_id integer, main_language text, customer_ids integer[], lead_ids integer[], subscribed boolean, tier_ids integer[],
    status_ids integer[], lead_sources text[], tags text[], stage_ids integer[], ordered_within_days integer, language text)
),
recipient as (
  select g.group_id, c.id as customer_id, cast(null as integer) as lead_id, lower(c.email) as email,
         cast(c.first_name as text) as first_name, cast(c.last_name as text) as last_name, cast(c.language as text) as language
    from g join customer c on c.enabled and c.email <> '' and case
      when g.customer_ids is not null or g.lead_ids is not null then c.id = any(coalesce(g.customer_ids, '{}'))
      else g.stage_ids is null
        and (g.subscribed is null or c.is_subscribe = g.subscribed)
        and (g.tier_ids is null or c.membership_tier_id = any(g.tier_ids))
        and (g.status_ids is null or c.status_id = any(g.status_ids))
        and (g.lead_sources is null or cast(c.lead_source as text) = any(g.lead_sources))
        and (g.tags is null or jsonb_exists_any(c.tags, g.tags))
        and (g.ordered_within_days is null or exists (select 1 from shop_order o
              where o.customer_id = c.id and o.created_at >= now() - g.ordered_within_days * interval '1 day'))
        and (g.language is null or coalesce(c.language, g.main_language) = g.language)
      end
  union all
  select g.group_id, cast(null as integer), l.id, lower(l.emails->>0),
         cast(l.first_name as text), cast(l.last_name as text), cast(null as text)
    from g join lead l on coalesce(l.emails->>0, '') <> '' and case
      when g.customer_ids is not null or g.lead_ids is not null then l.id = any(coalesce(g.lead_ids, '{}'))
      else g.tier_ids is null and g.ordered_within_days is null
        and (g.subscribed is null or g.subscribed = coalesce((select k.subscribed from consent_record k
              where k.email = lower(l.emails->>0) order by k.created_at desc, k.id desc limit 1), false))
        and (g.status_ids is null or l.status_id = any(g.status_ids))
        and (g.lead_sources is null or cast(l.lead_source as text) = any(g.lead_sources))
        and (g.tags is null or jsonb_exists_any(l.tags, g.tags))
        and (g.stage_ids is null or l.stage_id = any(g.stage_ids))
        -- A lead has no language of its own: it reads the main one.
        and (g.language is null or g.main_language = g.language)
      end
)`;

/** The distinct addresses each group reaches now (every group of the parameter has a row). */
export const countGroupRecipients = defineStatement<[groups: string], { group_id: number; count: string }>(
  'broadcast.countGroupRecipients',
  `${GROUP_RECIPIENTS}
   select g.group_id, count(distinct r.email) as count from g left join recipient r on r.group_id = g.group_id group by g.group_id`,
);

/** Freezes a broadcast's recipients: one row per address over all its groups (the customer's row first). */
export const freezeRecipients = defineStatement<[groups: string, broadcastId: number], never>(
  'broadcast.freezeRecipients',
  `${GROUP_RECIPIENTS}
   insert into broadcast_recipient (broadcast_id, customer_id, lead_id, email, first_name, last_name, language, status)
   select distinct on (r.email) cast(? as integer), r.customer_id, r.lead_id, r.email, coalesce(r.first_name, ''), coalesce(r.last_name, ''), r.language, 'pending'
     from recipient r order by r.email, r.customer_id nulls last, r.lead_id
   on conflict (broadcast_id, email) do nothing`,
);

export const lockBroadcastToStart = defineStatement<
  [broadcastId: number],
  { status: BroadcastStatus; send_at: Date | null; receiver_groups: string[] | string }
>('broadcast.lockBroadcastToStart', `select status, send_at, receiver_groups from broadcast where id = ? for update`);

/** One job per pending recipient, spaced by the sending rate; the unique key makes a second queueing a no-op. */
export const queueRecipientJobs = defineStatement<[jobType: string, spacingMs: number, maxAttempts: number, broadcastId: number], never>(
  'broadcast.queueRecipientJobs',
  `insert into job (type, payload, state, run_at, attempts, max_attempts, unique_key, created_at, updated_at)
   select cast(? as text), jsonb_build_object('recipientId', r.id), 'pending',
          now() + (row_number() over (order by r.id) - 1) * cast(? as double precision) * interval '1 millisecond',
          0, cast(? as integer), 'broadcast:' || r.broadcast_id || ':' || r.id, now(), now()
   from broadcast_recipient r where r.broadcast_id = ? and r.status = 'pending'
   on conflict (unique_key) do nothing`,
);

export const countRecipients = defineStatement<[broadcastId: number], { count: string }>(
  'broadcast.countRecipients',
  `select count(*) as count from broadcast_recipient where broadcast_id = ?`,
);

export const markStarted = defineStatement<[status: BroadcastStatus, recipients: number, recipientsAgain: number, broadcastId: number], never>(
  'broadcast.markStarted',
  `update broadcast set status = cast(? as text), recipients = cast(? as integer), started_at = now(),
     finished_at = case when cast(? as integer) = 0 then now() else null end, updated_at = now() where id = ?`,
);

export const lockBroadcast = defineStatement<[broadcastId: number], { id: number }>(
  'broadcast.lockBroadcast',
  'select id from broadcast where id = ? for update',
);

/** Only a pending recipient changes: its outcome is recorded once. */
export const markRecipientDone = defineStatement<[outcome: RecipientStatus, recipientId: number], { id: number }>(
  'broadcast.markRecipientDone',
  `update broadcast_recipient set status = cast(? as text), done_at = now() where id = ? and status = 'pending' returning id`,
);

/** Counts one outcome on the broadcast, which is sent when every recipient is done. */
export const countOutcome = defineComposedStatement<{ column: 'sent' | 'failed' | 'skipped' }, [broadcastId: number]>(
  'broadcast.countOutcome',
  ({ column }) => `update broadcast set ${column} = ${column} + 1, updated_at = now(),
     status = case when status = 'sending' and sent + failed + skipped + 1 >= recipients then 'sent' else status end,
     finished_at = case when status = 'sending' and sent + failed + skipped + 1 >= recipients then now() else finished_at end
   where id = ?`,
  [{ column: 'sent' }, { column: 'failed' }, { column: 'skipped' }],
);

export const customerConsent = defineStatement<[customerId: number], { is_subscribe: boolean; enabled: boolean }>(
  'broadcast.customerConsent',
  'select is_subscribe, enabled from customer where id = ?',
);

/** The latest consent record of an address (an address without an account: none is no consent). */
export const latestConsent = defineStatement<[email: string], { subscribed: boolean }>(
  'broadcast.latestConsent',
  'select subscribed from consent_record where email = ? order by created_at desc, id desc limit 1',
);

export interface RecipientRow {
  id: number;
  broadcast_id: number;
  customer_id: number | null;
  lead_id: number | null;
  email: string;
  first_name: string;
  last_name: string;
  language: string | null;
  status: RecipientStatus;
  broadcast_status: BroadcastStatus;
  message_id: number;
}

export const recipientWithBroadcast = defineStatement<[recipientId: number], RecipientRow>(
  'broadcast.recipientWithBroadcast',
  `select r.id, r.broadcast_id, r.customer_id, r.lead_id, r.email, r.first_name, r.last_name, r.language, r.status,
          b.status as broadcast_status, b.message_id
     from broadcast_recipient r join broadcast b on b.id = r.broadcast_id where r.id = ?`,
);

/** Canceling: what has not been sent is not sent. */
export const cancelPendingRecipients = defineStatement<[broadcastId: number], never>(
  'broadcast.cancelPendingRecipients',
  `update broadcast_recipient set status = 'canceled', done_at = now() where broadcast_id = ? and status = 'pending'`,
);

/** Broadcasts not sent yet (draft, scheduled) that name any of these groups. */
export const broadcastsUsingGroups = defineStatement<[statuses: BroadcastStatus[], names: string[]], { count: string }>(
  'broadcast.broadcastsUsingGroups',
  `select count(*) as count from broadcast where status in (?) and jsonb_exists_any(receiver_groups, array[?])`,
);

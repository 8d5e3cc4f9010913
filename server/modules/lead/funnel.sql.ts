import { defineStatement } from '../../common/sql.js';

/**
 * Per stage of a funnel, from the leads' history in the period [from, to): entries, entries followed by a
 * later stage, and the average stay of the stays that ended in the period (funnel-figures.ts).
 */
export const stageFigures = defineStatement<
  [funnelId: number, from: Date, to: Date, from: Date, to: Date, from: Date, to: Date, funnelId: number],
  { stage_id: number; entered: string; moved_on: string; average_days: string | null }
>(
  'funnel.stageFigures',
  `with stay as (
     select c.lead_id, c.to_stage_id as stage_id, c.created_at as entered_at, s.position,
            lead(c.created_at) over w as left_at, lead(c.to_stage_id) over w as next_stage_id
       from lead_status_change c join funnel_stage s on s.id = c.to_stage_id
      where s.funnel_id = ? and (c.from_stage_id is distinct from c.to_stage_id)
     window w as (partition by c.lead_id order by c.created_at, c.id)
   )
   select s.id as stage_id,
          count(st.lead_id) filter (where st.entered_at >= ? and st.entered_at < ?) as entered,
          count(st.lead_id) filter (where st.entered_at >= ? and st.entered_at < ? and n.position > st.position) as moved_on,
          avg(extract(epoch from st.left_at - st.entered_at) / 86400) filter (where st.left_at >= ? and st.left_at < ?) as average_days
     from funnel_stage s
     left join stay st on st.stage_id = s.id
     left join funnel_stage n on n.id = st.next_stage_id
    where s.funnel_id = ?
    group by s.id, s.position order by s.position, s.id`,
);

/** Expected value of the leads that entered a won stage of the funnel in [from, to). */
export const wonValue = defineStatement<[funnelId: number, from: Date, to: Date], { total: string }>(
  'funnel.wonValue',
  `select coalesce(sum(l.expected_value), 0)::numeric(14,2)::text as total from lead l
    where exists (select 1 from lead_status_change c join funnel_stage s on s.id = c.to_stage_id
                   where c.lead_id = l.id and s.funnel_id = ? and s.won and c.created_at >= ? and c.created_at < ?)`,
);

/** Cards and total expected value per stage of a funnel's board. */
export const boardColumnFigures = defineStatement<[funnelId: number], { stage_id: number; n: string; total: string }>(
  'funnel.boardColumnFigures',
  `select stage_id, count(*) as n, coalesce(sum(expected_value), 0)::numeric(14,2)::text as total
     from lead where funnel_id = ? and stage_id is not null group by stage_id`,
);

/** A funnel by its English name (the demo data seeds once). */
export const funnelByEnglishName = defineStatement<[name: string], { id: number }>(
  'funnel.funnelByEnglishName',
  `select id from funnel where name->>'en_us' = ? limit 1`,
);

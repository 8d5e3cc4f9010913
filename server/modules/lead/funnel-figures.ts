import type { EntityManager } from '@mikro-orm/postgresql';
import { run } from '../../common/sql.js';
import type { FunnelFigures } from './funnel.inputs.js';
import { stageFigures, wonValue } from './funnel.sql.js';

/**
 * Funnel figures from the leads' history (lead_status_change rows with a stage), for the period
 * [from, to):
 * - entered: leads whose history shows them entering the stage in the period;
 * - movedOn: of those entries, how many were followed by entering another stage of the funnel with a
 *   higher position (conversion = movedOn / entered);
 * - averageDays: time between entering the stage and the next stage change, for stays that ended in the
 *   period;
 * - wonValue: expected value of the leads that entered a won stage in the period.
 * Two queries, whatever the number of leads.
 */
export async function funnelFigures(em: EntityManager, funnelId: number, from: Date, to: Date): Promise<Pick<FunnelFigures, 'stages' | 'wonValue'>> {
  const rows = await run(em, stageFigures, [funnelId, from, to, from, to, from, to, funnelId]);
  const [won] = await run(em, wonValue, [funnelId, from, to]);
  return {
    stages: rows.map((row) => {
      const entered = Number(row.entered);
      const movedOn = Number(row.moved_on);
      return {
        stageId: row.stage_id,
        entered,
        movedOn,
        conversion: entered ? Math.round((movedOn / entered) * 1000) / 10 : null,
        averageDays: row.average_days === null ? null : Math.round(Number(row.average_days) * 10) / 10,
      };
    }),
    wonValue: won.total,
  };
}

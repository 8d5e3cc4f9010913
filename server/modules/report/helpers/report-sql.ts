import { addDays } from '../../../../core/shop-time.js';
import { ReportGroup } from '../report.inputs.js';
import type { ReportRange } from '../report-range.js';

/** The period a local date falls in, as SQL over a date column (weeks start on Monday, as ISO's). */
export function periodSql(column: string, group: ReportGroup): string {
  if (group === ReportGroup.day) return `to_char(${column}, 'YYYY-MM-DD')`;
  return `to_char(date_trunc('${group === ReportGroup.week ? 'week' : 'month'}', ${column})::date, 'YYYY-MM-DD')`;
}

/** Every period of the range in order (a chart shows a day without sales as zero, not as a gap). */
export function periodsOf(from: string, to: string, group: ReportGroup): string[] {
  const periods: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const date = new Date(`${day}T00:00:00Z`);
    let period = day;
    if (group === ReportGroup.week) period = addDays(day, -((date.getUTCDay() + 6) % 7));
    if (group === ReportGroup.month) period = `${day.slice(0, 8)}01`;
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  return periods;
}

/** The channel and store conditions of a ledger-like table, with their parameters. */
export function channelFilter(range: Pick<ReportRange, 'channel' | 'storeId'>, alias: string, storeNone: 'zero' | 'null'): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (range.channel) {
    parts.push(`${alias}.channel = ?`);
    params.push(range.channel);
  }
  if (range.storeId != null) {
    parts.push(storeNone === 'zero' ? `${alias}.store_id = ?` : `coalesce(${alias}.store_id, 0) = ?`);
    params.push(range.storeId);
  }
  return { sql: parts.map((p) => ` and ${p}`).join(''), params };
}

/** A statement's parts: the channel and store filter. */
export type ChannelParts = Pick<ReportRange, 'channel' | 'storeId'>;

/** One filter of each shape channelFilter gives (none, channel, store, both): the samples of a composed statement. */
export const CHANNEL_FILTER_SAMPLES: readonly ChannelParts[] = [
  { channel: null, storeId: null },
  { channel: 'web', storeId: null },
  { channel: null, storeId: 1 },
  { channel: 'web', storeId: 1 },
];

/** A statement's parts: the channel and store filter, and the period grouping. */
export type PeriodParts = ChannelParts & Pick<ReportRange, 'group'>;

/** Every filter shape with every grouping: the samples of a statement grouped by period. */
export const PERIOD_FILTER_SAMPLES: readonly PeriodParts[] = Object.values(ReportGroup).flatMap((group) =>
  CHANNEL_FILTER_SAMPLES.map((filter) => ({ ...filter, group })),
);

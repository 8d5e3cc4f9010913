import type { EntityManager } from '@mikro-orm/postgresql';
import { shopTimeZone } from '../settings/index.js';
import { addDays, localDateOf, startOfLocalDay } from '../../../core/shop-time.js';
import { run } from '../../common/sql.js';
import { lastSnapshotDay, snapshotDaySql } from './report.sql.js';

/** Days a late snapshot run catches up at most (a server that was down a while). */
const CATCH_UP_DAYS = 31;

/**
 * Writes every inventory's quantity at the end of the shop day `localDate` (read only: the stock
 * tables are the inventory module's). The quantity is today's minus every movement of the history since
 * the day ended (the history replayed backwards); the difference from the previous day's snapshot plus
 * the day's movements is kept beside it: 0 when the history accounts for every unit (reconciled), else
 * the number of units some writer moved without a history row. Written again, a day is replaced.
 */
export async function snapshotDay(em: EntityManager, localDate: string, timeZone: string): Promise<number> {
  const dayStart = startOfLocalDay(localDate, timeZone);
  const dayEnd = startOfLocalDay(addDays(localDate, 1), timeZone);
  const rows = await run(em, snapshotDaySql, [localDate, dayEnd, dayStart, dayEnd, localDate, dayEnd]);
  return rows.length;
}

/**
 * The days that have ended and have no snapshot yet, oldest first: from the day after the latest
 * snapshot (at most CATCH_UP_DAYS back) to yesterday.
 */
export async function missingSnapshotDays(em: EntityManager, today: string): Promise<string[]> {
  const [row] = await run(em, lastSnapshotDay);
  const yesterday = addDays(today, -1);
  let day = row?.last ? addDays(row.last, 1) : yesterday;
  if (day < addDays(today, -CATCH_UP_DAYS)) day = addDays(today, -CATCH_UP_DAYS);
  const days: string[] = [];
  for (; day <= yesterday; day = addDays(day, 1)) days.push(day);
  return days;
}

export async function snapshotMissingDays(em: EntityManager, now = new Date()): Promise<string[]> {
  const timeZone = await shopTimeZone(em);
  const days = await missingSnapshotDays(em, localDateOf(now, timeZone));
  for (const day of days) await em.transactional((tx) => snapshotDay(tx, day, timeZone));
  return days;
}

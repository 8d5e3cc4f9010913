import { ValidationError, type FieldErrors } from '../../common/errors.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { addDays, localDateOf, startOfLocalDay } from '../../../core/shop-time.js';
import { ReportGroup, type ReportFilter } from './report.inputs.js';

export const REPORT_MESSAGES = {
  order: 'The start date must be on or before the end date.',
  span: 'A report covers at most 3 years.',
} as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 3 * 366;
export const DEFAULT_LIMIT = 10;
export const DEFAULT_LOW_STOCK = 5;

/** A checked report filter: local dates, both included, and the previous period of the same length. */
export interface ReportRange {
  from: string;
  to: string;
  days: number;
  group: ReportGroup;
  channel: string | null;
  storeId: number | null;
  compare: boolean;
  limit: number;
  threshold: number;
  previous: { from: string; to: string };
  today: string;
  timeZone: string;
  /** The instants the range begins and ends (exclusive) in the shop's zone, for tables dated by instant. */
  start: Date;
  end: Date;
}

function isDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Checks the filter (every field's error at once) and fills the defaults (low stock: the setting); `now` in the shop's zone. */
export function reportRange(filter: ReportFilter | null | undefined, timeZone: string, now = new Date(), lowStockThreshold = DEFAULT_LOW_STOCK): ReportRange {
  const today = localDateOf(now, timeZone);
  const errors: FieldErrors = {};
  const from = filter?.from?.trim() || addDays(today, -29);
  const to = filter?.to?.trim() || today;
  if (!isDate(from)) errors.from = MESSAGES.noSpecific;
  if (!isDate(to)) errors.to = MESSAGES.noSpecific;
  if (!errors.from && !errors.to) {
    if (from > to) errors.from = REPORT_MESSAGES.order;
    else if (daysBetween(from, to) > MAX_DAYS) errors.to = REPORT_MESSAGES.span;
  }
  const channel = filter?.channel?.trim() || null;
  if (channel !== null && channel !== 'web' && channel !== 'pos' && channel !== 'agent') errors.channel = MESSAGES.noSpecific;
  const limit = filter?.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) errors.limit = MESSAGES.noSpecific;
  const threshold = filter?.threshold ?? lowStockThreshold;
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > 1_000_000) errors.threshold = MESSAGES.noSpecific;
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const days = daysBetween(from, to);
  return {
    from,
    to,
    days,
    group: filter?.group ?? ReportGroup.day,
    channel,
    storeId: filter?.storeId ?? null,
    compare: Boolean(filter?.compare),
    limit,
    threshold,
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
    today,
    timeZone,
    start: startOfLocalDay(from, timeZone),
    end: startOfLocalDay(addDays(to, 1), timeZone),
  };
}

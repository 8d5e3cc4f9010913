/**
 * The shop's calendar (DESIGN 3, time): instants are stored in UTC, but a day, a week and a month are the
 * shop's own, in its time zone (setting `timezone`, default Asia/Hong_Kong). A report that cuts days at UTC
 * midnight puts an order made at 00:30 in Hong Kong on the previous day; these two functions are the only
 * way the server turns an instant into a local date and back.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Hong_Kong';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the name is a time zone this runtime knows (an IANA name such as Asia/Hong_Kong). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of an instant in the zone. */
function wallClock(instant: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** The zone's offset from UTC at that instant, in ms (Hong Kong: +8 h). */
function offsetAt(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (instant.getTime() - instant.getMilliseconds());
}

/** The shop's date of an instant, 'YYYY-MM-DD'. */
export function localDateOf(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The instant the local date begins in the zone (its midnight, or the first instant after a DST gap). */
export function startOfLocalDay(localDate: string, timeZone: string): Date {
  const [year, month, day] = localDate.split('-').map(Number);
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  // The offset at the guess may differ from the offset at the answer across a DST change: look twice.
  let instant = new Date(midnightAsUtc - offsetAt(new Date(midnightAsUtc), timeZone));
  instant = new Date(midnightAsUtc - offsetAt(instant, timeZone));
  if (localDateOf(instant, timeZone) !== localDate) instant = new Date(instant.getTime() + 3_600_000);
  return instant;
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no zone involved). */
export function addDays(localDate: string, days: number): string {
  const [year, month, day] = localDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * An instant as the zone's wall clock 'YYYY-MM-DDTHH:mm' (the value of a datetime-local input showing
 * shop time, web/src/ui/form/DateTimeField.tsx).
 */
export function localDateTimeOf(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${localDateOf(instant, timeZone)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * The instant a wall-clock time 'YYYY-MM-DDTHH:mm' of the zone names; null when it is no such time. A
 * time a DST change skips (02:30 on a spring-forward night) lands an hour beside it.
 */
export function instantOfLocalDateTime(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // A date that does not exist (2026-02-30, 25:00) would roll over into another: refused instead.
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offset at the guess may differ from the offset at the answer across a DST change: look twice.
  let instant = asUtc - offsetAt(new Date(asUtc), timeZone);
  instant = asUtc - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

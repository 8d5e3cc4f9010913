/**
 * send_at is entered in the shop's time zone (settings basic.timezone), whatever the admin's computer
 * says: 'YYYY-MM-DDTHH:mm' there <-> an instant.
 */

/** Minutes the zone is ahead of UTC at `instant`. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** '2026-12-01T09:30' in `timeZone` as an ISO instant; null when empty or unreadable. */
export function shopTimeToIso(local: string | null | undefined, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // Twice: the offset at the guess may differ from the offset at the answer around a DST change.
  let instant = guess - offsetMinutes(guess, timeZone) * 60_000;
  instant = guess - offsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant).toISOString();
}

/** An ISO instant as 'YYYY-MM-DDTHH:mm' in `timeZone` (for a datetime-local input); '' for none. */
export function isoToShopTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  return new Date(instant + offsetMinutes(instant, timeZone) * 60_000).toISOString().slice(0, 16);
}

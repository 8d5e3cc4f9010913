/**
 * The one way dates and times are shown (issue 15): on the shop's clock (setting basic.timezone), in the
 * reader's language. A staff member in London and one in Hong Kong see an order of 01:30 Hong Kong time
 * on the same day, the day the shop's reports count it in. `date` is what tables show (spec 9: the date
 * part only); `dateTime` and `dateTimeSeconds` are for histories and logs. The back office reads the zone
 * with the `shopTimeZone` query (admin/framework/useShopDates.ts), the storefront from its public config
 * (shop/settings/useShopDates.ts); both format here.
 */
export type DateShape = 'date' | 'shortDate' | 'dateTime' | 'dateTimeSeconds';

const SHAPES: Record<DateShape, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  // A day without its year, where room is short (under a chart's tick).
  shortDate: { month: 'short', day: 'numeric' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
};

/** A calendar date without a time (a `Date` scalar, e.g. points expiring on a day): the same day on every clock. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `value` (an ISO instant, a 'YYYY-MM-DD' calendar date or a Date) in `shape`; '' when there is none, or
 * while the zone is still loading (a date on the wrong clock would be worse than none for a moment).
 */
export function formatShopDate(value: unknown, shape: DateShape, locale: string, timeZone: string | undefined): string {
  if (!timeZone || (typeof value !== 'string' && !(value instanceof Date))) return '';
  const calendarDate = typeof value === 'string' && CALENDAR_DATE.test(value);
  const instant = value instanceof Date ? value : new Date(calendarDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(instant.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { ...SHAPES[shape], timeZone: calendarDate ? 'UTC' : timeZone }).format(instant);
}

/** The formatters of one screen: the reader's locale and the shop's zone, bound once. */
export interface ShopDates {
  /** Undefined while it loads. */
  timeZone: string | undefined;
  date: (value: unknown) => string;
  dateTime: (value: unknown) => string;
  dateTimeSeconds: (value: unknown) => string;
}

export function shopDates(locale: string, timeZone: string | undefined): ShopDates {
  return {
    timeZone,
    date: (value) => formatShopDate(value, 'date', locale, timeZone),
    dateTime: (value) => formatShopDate(value, 'dateTime', locale, timeZone),
    dateTimeSeconds: (value) => formatShopDate(value, 'dateTimeSeconds', locale, timeZone),
  };
}

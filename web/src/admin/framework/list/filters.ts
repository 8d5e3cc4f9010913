import type { AnyResource, ResourceFilter } from '../resource';
import { addDays, startOfLocalDay } from '../../../../../core/shop-time';
import { toSnakeCase } from './list-params';

/** A filter's key in the URL (its name in snake_case, like the sort keys). */
export const filterKey = (filter: Pick<ResourceFilter, 'name'>) => toSnakeCase(filter.name);

export const filterKeys = (resource: AnyResource): string[] => (resource.filters ?? []).map(filterKey);

/** A multiselect's URL value is its choices joined by commas. */
export const splitMulti = (raw: string): string[] => raw.split(',').filter(Boolean);

/**
 * `YYYY-MM-DD` as the instant that day (or the next, for an exclusive end) begins on the shop's clock, ISO:
 * the days the list shows its dates in (ui/shop-dates.ts). Null when not a date.
 */
export function dayStart(raw: string, timeZone: string, nextDay = false): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(Date.UTC(year, month, day));
  // A day that does not exist (2026-02-30) would roll over into another: refused instead.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return null;
  return startOfLocalDay(nextDay ? addDays(raw, 1) : raw, timeZone).toISOString();
}

function filterValue(filter: ResourceFilter, raw: string, timeZone: string): unknown {
  const scalar = (value: string) => {
    if (!filter.numeric) return value;
    const number = Number(value);
    return Number.isInteger(number) ? number : undefined;
  };
  switch (filter.kind) {
    case 'multiselect': {
      const values = splitMulti(raw)
        .map(scalar)
        .filter((value) => value !== undefined);
      return values.length ? values : undefined;
    }
    case 'date':
      return dayStart(raw, timeZone, filter.endOfDay) ?? undefined;
    default:
      return scalar(raw);
  }
}

/** The list query's filter input from the URL values (days on the shop's clock, `timeZone`); undefined when nothing is filtered. */
export function filterInput(resource: AnyResource, values: Record<string, string>, timeZone: string): Record<string, unknown> | undefined {
  const entries = (resource.filters ?? [])
    .map((filter) => [filter.name, values[filterKey(filter)] ? filterValue(filter, values[filterKey(filter)], timeZone) : undefined] as const)
    .filter(([, value]) => value !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** A day filter is set: the list waits for the shop's time zone before it asks (a day read on another clock is another range). */
export const filtersByDay = (resource: AnyResource, values: Record<string, string>): boolean =>
  (resource.filters ?? []).some((filter) => filter.kind === 'date' && Boolean(values[filterKey(filter)]));

/** The list document's variables: the options, and the filters in their own variable or merged into the options. */
export function listVariables(
  resource: AnyResource,
  options: Record<string, unknown>,
  values: Record<string, string>,
  timeZone: string,
): Record<string, unknown> {
  const filter = filterInput(resource, values, timeZone);
  if (resource.filterVariable === 'options') return { options: { ...options, ...filter } };
  return filter ? { options, filter } : { options };
}

import type { AnyResource, ResourceFilter } from '../resource';
import { toSnakeCase } from './list-params';

/** A filter's key in the URL (its name in snake_case, like the sort keys). */
export const filterKey = (filter: Pick<ResourceFilter, 'name'>) => toSnakeCase(filter.name);

export const filterKeys = (resource: AnyResource): string[] => (resource.filters ?? []).map(filterKey);

/** A multiselect's URL value is its choices joined by commas. */
export const splitMulti = (raw: string): string[] => raw.split(',').filter(Boolean);

/** `YYYY-MM-DD` as the start of that day in the admin's time zone (or of the next day), ISO; null when not a date. */
export function dayStart(raw: string, nextDay = false): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  // A day that does not exist (2026-02-30) would roll over into another: refused instead.
  if (date.getFullYear() !== year || date.getMonth() !== month || date.getDate() !== day) return null;
  if (nextDay) date.setDate(day + 1);
  return date.toISOString();
}

function filterValue(filter: ResourceFilter, raw: string): unknown {
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
      return dayStart(raw, filter.endOfDay) ?? undefined;
    default:
      return scalar(raw);
  }
}

/** The list query's filter input from the URL values; undefined when nothing is filtered. */
export function filterInput(resource: AnyResource, values: Record<string, string>): Record<string, unknown> | undefined {
  const entries = (resource.filters ?? [])
    .map((filter) => [filter.name, values[filterKey(filter)] ? filterValue(filter, values[filterKey(filter)]) : undefined] as const)
    .filter(([, value]) => value !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The list document's variables: the options, and the filters in their own variable or merged into the options. */
export function listVariables(resource: AnyResource, options: Record<string, unknown>, values: Record<string, string>): Record<string, unknown> {
  const filter = filterInput(resource, values);
  if (resource.filterVariable === 'options') return { options: { ...options, ...filter } };
  return filter ? { options, filter } : { options };
}

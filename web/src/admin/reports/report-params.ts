import { useSearchParams } from 'react-router-dom';
import type { ReportFilter, ReportGroup } from '../../graphql/admin/graphql';

export const PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth', 'thisYear', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];
export const GROUPS: readonly ReportGroup[] = ['day', 'week', 'month'];
export const CHANNELS = ['', 'web', 'pos', 'agent'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' plus n days (calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The dates of a preset, counted from the shop's today (the server's `reportToday`, in the shop's zone). */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): { from: string; to: string } {
  const month = today.slice(0, 8);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${month}01`, to: today };
    case 'lastMonth': {
      const end = addDays(`${month}01`, -1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

export interface ReportParams {
  preset: Preset;
  from: string;
  to: string;
  group: ReportGroup;
  channel: string;
  storeId: string;
  compare: boolean;
}

/**
 * The report's filter, kept in the address (a report can be bookmarked and shared): `?preset=lastMonth`
 * or `?from=...&to=...`, `group`, `channel`, `store_id`, `compare=1`. Dates follow the preset unless it is custom.
 */
export function useReportParams(today: string | undefined) {
  const [params, setParams] = useSearchParams();
  const presetParam = params.get('preset') as Preset | null;
  const preset: Preset = presetParam && PRESETS.includes(presetParam) ? presetParam : params.get('from') ? 'custom' : 'last30';
  const customFrom = params.get('from') ?? '';
  const customTo = params.get('to') ?? '';
  const range =
    preset === 'custom'
      ? { from: DATE.test(customFrom) ? customFrom : (today ?? ''), to: DATE.test(customTo) ? customTo : (today ?? '') }
      : today
        ? presetRange(preset, today)
        : { from: '', to: '' };
  const group = (GROUPS as readonly string[]).includes(params.get('group') ?? '') ? (params.get('group') as ReportGroup) : 'day';
  const value: ReportParams = {
    preset,
    ...range,
    group,
    channel: params.get('channel') ?? '',
    storeId: params.get('store_id') ?? '',
    compare: params.get('compare') === '1',
  };
  const update = (changes: Partial<Record<'preset' | 'from' | 'to' | 'group' | 'channel' | 'store_id' | 'compare', string | null>>) => {
    const next = new URLSearchParams(params);
    for (const [key, v] of Object.entries(changes)) {
      if (v) next.set(key, v);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return { value, update };
}

/** The GraphQL filter of the params (null until the shop's today is known). */
export function filterOf(p: ReportParams, extra: Partial<ReportFilter> = {}): ReportFilter | null {
  if (!p.from || !p.to) return null;
  const store = Number(p.storeId);
  return {
    from: p.from,
    to: p.to,
    group: p.group,
    channel: p.channel || null,
    storeId: Number.isInteger(store) && store > 0 ? store : null,
    compare: p.compare,
    ...extra,
  };
}

/** The REST query of the same filter, for the export (`/api/admin/report/{name}/export?...`). */
export function exportQuery(p: ReportParams): string {
  const query = new URLSearchParams({ from: p.from, to: p.to, group: p.group });
  if (p.channel) query.set('channel', p.channel);
  if (p.storeId) query.set('store_id', p.storeId);
  return query.toString();
}

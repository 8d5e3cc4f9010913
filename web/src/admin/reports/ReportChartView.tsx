import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatShopDate } from '../../ui/shop-dates';
import type { ReportChartProps } from './ReportChart';

/**
 * The value axis's width: room for a short label ("10K", "1.5M", "100萬") beside its tick. (The chart's
 * own `width: 'auto'` still cut the top tick's label.)
 */
const VALUE_AXIS_WIDTH = 56;

const SHOP_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A series' value in the tooltip: by its formatter (an amount), else as the number it is; nothing for a gap. */
const tooltipValue = (format: ((value: number) => string) | undefined) => (value: number | null) =>
  value === null ? '' : format ? format(value) : String(value);

/**
 * The chart above a report's table (MUI X Charts): lines over the periods, or bars for categories
 * (products, warehouses). Values are numbers for drawing only; the table shows the exact amounts. The
 * value axis counts in the admin's language's short form (10K, 1萬): in full, "10,000" was cut to
 * "10,0…" at the axis's default 45 px.
 *
 * Lines are straight from point to point (issue 46): a smooth curve between days swung above and below
 * values that never happened (below 0 before the first sale). The tooltip names the day as the reader
 * writes it (a report's days are the shop's days, 'YYYY-MM-DD', the same on every clock) and the amount
 * as ui/money.ts writes it.
 */
export default function ReportChartView({ labels, series, kind = 'line', height = 300 }: ReportChartProps) {
  const { locale } = useIntl();
  const yAxis = useMemo(() => {
    const short = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    return [{ width: VALUE_AXIS_WIDTH, valueFormatter: (value: number | null) => (value === null ? '' : short.format(value)) }];
  }, [locale]);
  // A shop day in full in the tooltip, short under its tick; other periods (a week, a month) and names as they are.
  const xValue = useMemo(
    () => (value: string, context: { location: string }) =>
      SHOP_DAY.test(value) ? formatShopDate(value, context.location === 'tick' ? 'shortDate' : 'date', locale, 'UTC') : value,
    [locale],
  );
  if (!labels.length) return null;
  if (kind === 'bar') {
    return (
      <BarChart
        height={height}
        yAxis={yAxis}
        xAxis={[{ scaleType: 'band', data: labels }]}
        series={series.map((s) => ({ label: s.label, data: s.data, valueFormatter: tooltipValue(s.valueFormatter) }))}
      />
    );
  }
  return (
    <LineChart
      height={height}
      yAxis={yAxis}
      xAxis={[{ scaleType: 'point', data: labels, valueFormatter: xValue }]}
      series={series.map((s) => ({
        label: s.label,
        data: s.data,
        curve: 'linear' as const,
        showMark: labels.length <= 45,
        valueFormatter: tooltipValue(s.valueFormatter),
      }))}
    />
  );
}

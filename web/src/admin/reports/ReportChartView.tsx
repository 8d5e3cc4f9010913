import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ReportChartProps } from './ReportChart';

/**
 * The value axis's width: room for a short label ("10K", "1.5M", "100萬") beside its tick. (The chart's
 * own `width: 'auto'` still cut the top tick's label.)
 */
const VALUE_AXIS_WIDTH = 56;

/**
 * The chart above a report's table (MUI X Charts): lines over the periods, or bars for categories
 * (products, warehouses). Values are numbers for drawing only; the table shows the exact amounts. The
 * value axis counts in the admin's language's short form (10K, 1萬): in full, "10,000" was cut to
 * "10,0…" at the axis's default 45 px.
 */
export default function ReportChartView({ labels, series, kind = 'line', height = 300 }: ReportChartProps) {
  const { locale } = useIntl();
  const yAxis = useMemo(() => {
    const short = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    return [{ width: VALUE_AXIS_WIDTH, valueFormatter: (value: number | null) => (value === null ? '' : short.format(value)) }];
  }, [locale]);
  if (!labels.length) return null;
  if (kind === 'bar') {
    return (
      <BarChart height={height} yAxis={yAxis} xAxis={[{ scaleType: 'band', data: labels }]} series={series.map((s) => ({ label: s.label, data: s.data }))} />
    );
  }
  return (
    <LineChart
      height={height}
      yAxis={yAxis}
      xAxis={[{ scaleType: 'point', data: labels }]}
      series={series.map((s) => ({ label: s.label, data: s.data, showMark: labels.length <= 45 }))}
    />
  );
}

import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReportChartProps } from './ReportChart';

/**
 * The chart above a report's table (MUI X Charts): lines over the periods, or bars for categories
 * (products, warehouses). Values are numbers for drawing only; the table shows the exact amounts. The
 * value axis is as wide as its labels ("10,000" was cut to "10,0…" in the default 45 px).
 */
const VALUE_AXIS = [{ width: 'auto' as const }];

export default function ReportChartView({ labels, series, kind = 'line', height = 300 }: ReportChartProps) {
  if (!labels.length) return null;
  if (kind === 'bar') {
    return (
      <BarChart
        height={height}
        yAxis={VALUE_AXIS}
        xAxis={[{ scaleType: 'band', data: labels }]}
        series={series.map((s) => ({ label: s.label, data: s.data }))}
      />
    );
  }
  return (
    <LineChart
      height={height}
      yAxis={VALUE_AXIS}
      xAxis={[{ scaleType: 'point', data: labels }]}
      series={series.map((s) => ({ label: s.label, data: s.data, showMark: labels.length <= 45 }))}
    />
  );
}

import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReportChartProps } from './ReportChart';

/**
 * The chart above a report's table (MUI X Charts): lines over the periods, or bars for categories
 * (products, warehouses). Values are numbers for drawing only; the table shows the exact amounts.
 */
export default function ReportChartView({ labels, series, kind = 'line', height = 300 }: ReportChartProps) {
  if (!labels.length) return null;
  if (kind === 'bar') {
    return <BarChart height={height} xAxis={[{ scaleType: 'band', data: labels }]} series={series.map((s) => ({ label: s.label, data: s.data }))} />;
  }
  return (
    <LineChart
      height={height}
      xAxis={[{ scaleType: 'point', data: labels }]}
      series={series.map((s) => ({ label: s.label, data: s.data, showMark: labels.length <= 45 }))}
    />
  );
}

import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

export interface ChartSeries {
  label: string;
  data: number[];
  /** How the tooltip writes a value (an amount through ui/money.ts); a plain number otherwise. */
  valueFormatter?: (value: number) => string;
}

export interface ReportChartProps {
  /** The x values: periods (a shop day 'YYYY-MM-DD', a week, a month) for lines, names for bars. */
  labels: string[];
  series: ChartSeries[];
  kind?: 'line' | 'bar';
  height?: number;
}

// MUI X Charts is large: loaded with the first chart, not with the back office.
const ReportChartView = lazy(() => import('./ReportChartView'));

/** The chart above a report's table (and on the dashboard); a placeholder of its height while it loads. */
export function ReportChart(props: ReportChartProps) {
  const height = props.height ?? 300;
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>
      <ReportChartView {...props} />
    </Suspense>
  );
}

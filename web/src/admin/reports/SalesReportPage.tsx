import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { SalesReportDocument, type SalesAmountsFieldsFragment } from '../../graphql/admin/graphql';
import { filterOf } from './report-params';
import { ReportChart } from './ReportChart';
import { Figure, ReportShell, ReportStatus, REPORT_SCREENS, type ReportContext } from './ReportShell';
import { ReportTable, type ReportColumn } from './ReportTable';

type Figures = SalesAmountsFieldsFragment;

/** The columns of sales figures, in the order of the issue: orders, units, gross, discounts, refunds... */
export function salesColumns<R extends Figures>(t: (id: string) => string): ReportColumn<R>[] {
  const column = (key: keyof Figures & string, kind: ReportColumn<R>['kind']): ReportColumn<R> => ({ key, kind, label: t(`admin.report.sales.${key}`) });
  return [
    column('orders', 'count'),
    column('units', 'count'),
    column('grossSales', 'money'),
    column('discounts', 'money'),
    column('refunds', 'money'),
    column('shipping', 'money'),
    column('tax', 'money'),
    column('netSales', 'money'),
    column('totalSales', 'money'),
    column('averageOrderValue', 'money'),
    column('canceledOrders', 'count'),
  ];
}

function SalesView({ params, money }: ReportContext) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const filter = filterOf(params);
  const { data, loading, error } = useQuery(SalesReportDocument, { variables: { filter }, skip: !filter, fetchPolicy: 'cache-and-network' });
  const report = data?.salesReport;
  const figure = (key: keyof Figures & string, kind: 'money' | 'count') => {
    const format = (f: Figures | null | undefined) => (f ? (kind === 'money' ? money(String(f[key])) : String(f[key])) : null);
    return (
      <Figure
        key={key}
        label={t(`admin.report.sales.${key}`)}
        value={format(report?.summary) ?? '—'}
        previous={format(report?.previous)}
        testId={`report-summary-${key}`}
      />
    );
  };
  const amount = (value: number) => money(String(value));
  const series = report
    ? [
        { label: t('admin.report.sales.netSales'), data: report.rows.map((r) => Number(r.netSales)), valueFormatter: amount },
        ...(report.previousRows
          ? [
              {
                label: t('admin.report.previousPeriod'),
                data: report.previousRows.map((r) => Number(r.netSales)).slice(0, report.rows.length),
                valueFormatter: amount,
              },
            ]
          : []),
      ]
    : [];
  return (
    <>
      <ReportStatus loading={loading} error={error} />
      {report ? (
        <>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
            {figure('netSales', 'money')}
            {figure('orders', 'count')}
            {figure('units', 'count')}
            {figure('grossSales', 'money')}
            {figure('discounts', 'money')}
            {figure('refunds', 'money')}
            {figure('shipping', 'money')}
            {figure('averageOrderValue', 'money')}
          </Stack>
          <Paper sx={{ p: 2 }}>
            <ReportChart labels={report.rows.map((r) => r.period)} series={series} />
          </Paper>
          <Paper>
            <ReportTable
              testId="report-table"
              money={money}
              rows={report.rows}
              columns={[{ key: 'period', kind: 'text', label: t('admin.report.period') }, ...salesColumns<(typeof report.rows)[number]>(t)]}
            />
          </Paper>
          <Paper>
            <ReportTable
              title={t('admin.report.sales.byPaymentMethod')}
              money={money}
              rows={report.paymentMethods}
              columns={[
                { key: 'paymentMethod', kind: 'text', label: t('admin.report.sales.paymentMethod') },
                ...salesColumns<(typeof report.paymentMethods)[number]>(t),
              ]}
            />
          </Paper>
          <Paper>
            <ReportTable
              title={t('admin.report.sales.promotions')}
              money={money}
              rows={report.promotions}
              columns={[
                { key: 'name', kind: 'text', label: t('admin.report.sales.promotion') },
                { key: 'orders', kind: 'count', label: t('admin.report.sales.orders') },
                { key: 'amount', kind: 'money', label: t('admin.report.sales.promotionCost') },
              ]}
            />
          </Paper>
        </>
      ) : null}
    </>
  );
}

/** /admin/report/sales: orders, units, gross, discounts, refunds on their day, shipping, net, by period. */
export function SalesReportPage() {
  return <ReportShell screen={REPORT_SCREENS[0]}>{(context) => <SalesView {...context} />}</ReportShell>;
}

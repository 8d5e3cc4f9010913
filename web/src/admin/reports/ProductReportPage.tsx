import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ProductReportDocument, type ProductSalesFieldsFragment } from '../../graphql/admin/graphql';
import { filterOf } from './report-params';
import { ReportChart } from './ReportChart';
import { Figure, ReportShell, ReportStatus, REPORT_SCREENS, type ReportContext } from './ReportShell';
import { ReportTable, type ReportColumn } from './ReportTable';

function productColumns(t: (id: string) => string, perStock: boolean): ReportColumn<ProductSalesFieldsFragment>[] {
  const label = (key: string) => t(`admin.report.products.${key}`);
  return [
    { key: 'sku', kind: 'text', label: label('sku') },
    {
      key: 'name',
      kind: 'text',
      label: label('name'),
      render: (row) => (row.productId ? <RouterLink to={`/admin/product/edit/${row.productId}`}>{row.name}</RouterLink> : row.name),
    },
    ...(perStock ? [{ key: 'options', kind: 'text', label: label('options') } as ReportColumn<ProductSalesFieldsFragment>] : []),
    { key: 'unitsSold', kind: 'count', label: label('unitsSold') },
    { key: 'unitsRefunded', kind: 'count', label: label('unitsRefunded') },
    { key: 'revenue', kind: 'money', label: label('revenue') },
    { key: 'refunds', kind: 'money', label: label('refunds') },
    { key: 'netRevenue', kind: 'money', label: label('netRevenue') },
  ];
}

function ProductsView({ params, money }: ReportContext) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const filter = filterOf(params, { compare: false });
  const { data, loading, error } = useQuery(ProductReportDocument, { variables: { filter }, skip: !filter, fetchPolicy: 'cache-and-network' });
  const report = data?.productReport;
  const groupColumns = (name: string) => [
    { key: 'name' as const, kind: 'text' as const, label: name },
    { key: 'unitsSold' as const, kind: 'count' as const, label: t('admin.report.products.unitsSold') },
    { key: 'netRevenue' as const, kind: 'money' as const, label: t('admin.report.products.netRevenue') },
  ];
  return (
    <>
      <ReportStatus loading={loading} error={error} />
      {report ? (
        <>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
            <Figure label={t('admin.report.products.unitsSold')} value={String(report.summary.unitsSold)} />
            <Figure label={t('admin.report.products.unitsRefunded')} value={String(report.summary.unitsRefunded)} />
            <Figure label={t('admin.report.products.refunds')} value={money(report.summary.refunds)} />
            <Figure label={t('admin.report.products.netRevenue')} value={money(report.summary.netRevenue)} testId="report-summary-netRevenue" />
          </Stack>
          <Paper sx={{ p: 2 }}>
            <ReportChart
              kind="bar"
              labels={report.top.map((r) => r.sku)}
              series={[
                { label: t('admin.report.products.netRevenue'), data: report.top.map((r) => Number(r.netRevenue)), valueFormatter: (v) => money(String(v)) },
              ]}
            />
          </Paper>
          <Paper>
            <ReportTable
              testId="report-table"
              title={t('admin.report.products.perProduct')}
              money={money}
              rows={report.rows}
              columns={productColumns(t, false)}
            />
          </Paper>
          <Paper>
            <ReportTable title={t('admin.report.products.top')} money={money} rows={report.top} columns={productColumns(t, false)} />
          </Paper>
          <Paper>
            <ReportTable title={t('admin.report.products.bottom')} money={money} rows={report.bottom} columns={productColumns(t, false)} />
          </Paper>
          <Paper>
            <ReportTable title={t('admin.report.products.perStock')} money={money} rows={report.stocks} columns={productColumns(t, true)} />
          </Paper>
          <Paper>
            <ReportTable
              title={t('admin.report.products.byCategory')}
              money={money}
              rows={report.categories}
              columns={groupColumns(t('admin.report.products.category'))}
            />
          </Paper>
          <Paper>
            <ReportTable
              title={t('admin.report.products.byBrand')}
              money={money}
              rows={report.brands}
              columns={groupColumns(t('admin.report.products.brand'))}
            />
          </Paper>
        </>
      ) : null}
    </>
  );
}

/** /admin/report/products: units, net revenue and refunds per product and stock; top and bottom; categories, brands. */
export function ProductReportPage() {
  return (
    <ReportShell screen={REPORT_SCREENS[1]} showGroup={false} showCompare={false}>
      {(context) => <ProductsView {...context} />}
    </ReportShell>
  );
}

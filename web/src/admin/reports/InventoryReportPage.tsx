import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { InventoryReportDocument, type InventoryReportRowFieldsFragment } from '../../graphql/admin/graphql';
import { filterOf } from './report-params';
import { ReportChart } from './ReportChart';
import { Figure, ReportShell, ReportStatus, REPORT_SCREENS, type ReportContext } from './ReportShell';
import { ReportTable, type ReportColumn } from './ReportTable';

function stockColumns(t: (id: string) => string, to: string): ReportColumn<InventoryReportRowFieldsFragment>[] {
  return [
    { key: 'sku', kind: 'text', label: t('sku') },
    {
      key: 'name',
      kind: 'text',
      label: t('name'),
      render: (r) => (r.productId ? <RouterLink to={`/admin/product/edit/${r.productId}`}>{r.name}</RouterLink> : r.name),
    },
    { key: 'warehouseName', kind: 'text', label: t('warehouse') },
    { key: 'onHand', kind: 'count', label: t('onHand') },
    { key: 'quantityAtDate', kind: 'count', label: `${t('quantityAtDate')} ${to}` },
    { key: 'soldLast30Days', kind: 'count', label: t('soldLast30Days') },
    { key: 'daysOfCover', kind: 'number', label: t('daysOfCover') },
  ];
}

function InventoriesView({ params, money }: ReportContext) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.report.inventories.${id}` });
  const filter = filterOf(params, { compare: false });
  const { data, loading, error } = useQuery(InventoryReportDocument, { variables: { filter }, skip: !filter, fetchPolicy: 'cache-and-network' });
  const report = data?.inventoryReport;
  return (
    <>
      <ReportStatus loading={loading} error={error} />
      {report ? (
        <>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
            <Figure
              label={intl.formatMessage({ id: 'admin.report.inventories.unitsOnHand' }, { date: report.to })}
              value={String(report.summary.unitsOnHand)}
              testId="report-summary-unitsOnHand"
            />
            <Figure label={t('valueAtCost')} value={money(report.summary.valueAtCost)} testId="report-summary-valueAtCost" />
            {report.summary.unitsWithoutCost > 0 ? <Figure label={t('unitsWithoutCost')} value={String(report.summary.unitsWithoutCost)} /> : null}
            <Figure label={t('valueAtPrice')} value={money(report.summary.valueAtPrice)} testId="report-summary-valueAtPrice" />
            <Figure label={t('lowStockSkus')} value={String(report.summary.lowStockSkus)} />
            <Figure label={t('outOfStockSkus')} value={String(report.summary.outOfStockSkus)} />
          </Stack>
          <Paper sx={{ p: 2 }}>
            <ReportChart
              kind="bar"
              labels={report.warehouses.map((w) => w.warehouseName)}
              series={[
                { label: t('onHand'), data: report.warehouses.map((w) => w.onHand) },
                { label: `${t('quantityAtDate')} ${report.to}`, data: report.warehouses.map((w) => w.quantityAtDate) },
              ]}
            />
          </Paper>
          <Paper>
            <ReportTable
              title={t('warehouses')}
              money={money}
              rows={report.warehouses}
              columns={[
                { key: 'warehouseName', kind: 'text', label: t('warehouse') },
                { key: 'onHand', kind: 'count', label: t('onHand') },
                { key: 'quantityAtDate', kind: 'count', label: `${t('quantityAtDate')} ${report.to}` },
              ]}
            />
          </Paper>
          <Paper>
            <ReportTable title={t('lowStock')} money={money} rows={report.lowStock} columns={stockColumns(t, report.to)} />
          </Paper>
          <Paper>
            <ReportTable
              title={t('movements')}
              money={money}
              rows={report.movements}
              columns={[
                { key: 'type', kind: 'text', label: t('type') },
                { key: 'movements', kind: 'count', label: t('movementCount') },
                { key: 'units', kind: 'count', label: t('units') },
              ]}
            />
          </Paper>
          <Paper>
            <ReportTable testId="report-table" title={t('stocks')} money={money} rows={report.rows} columns={stockColumns(t, report.to)} />
          </Paper>
        </>
      ) : null}
    </>
  );
}

/** /admin/report/inventories: on hand per warehouse, stock at the range's last day, low stock, movements, days of cover. */
export function InventoryReportPage() {
  return (
    <ReportShell screen={REPORT_SCREENS[3]} showGroup={false} showCompare={false}>
      {(context) => <InventoriesView {...context} />}
    </ReportShell>
  );
}

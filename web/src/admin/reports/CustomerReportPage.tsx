import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { CustomerReportDocument } from '../../graphql/admin/graphql';
import { filterOf } from './report-params';
import { ReportChart } from './ReportChart';
import { Figure, ReportShell, ReportStatus, REPORT_SCREENS, type ReportContext } from './ReportShell';
import { ReportTable } from './ReportTable';

function CustomersView({ params, money }: ReportContext) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.report.customer.${id}` });
  const filter = filterOf(params, { compare: false });
  const { data, loading, error } = useQuery(CustomerReportDocument, { variables: { filter }, skip: !filter, fetchPolicy: 'cache-and-network' });
  const report = data?.customerReport;
  return (
    <>
      <ReportStatus loading={loading} error={error} />
      {report ? (
        <>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
            <Figure label={t('newCustomers')} value={String(report.summary.newCustomers)} />
            <Figure label={t('returningCustomers')} value={String(report.summary.returningCustomers)} />
            <Figure label={t('registrations')} value={String(report.summary.registrations)} />
            <Figure label={t('netSpend')} value={money(report.summary.netSpend)} />
          </Stack>
          <Paper sx={{ p: 2 }}>
            <ReportChart
              labels={report.rows.map((r) => r.period)}
              series={[
                { label: t('newCustomers'), data: report.rows.map((r) => r.newCustomers) },
                { label: t('returningCustomers'), data: report.rows.map((r) => r.returningCustomers) },
              ]}
            />
          </Paper>
          <Paper>
            <ReportTable
              testId="report-table"
              money={money}
              rows={report.rows}
              columns={[
                { key: 'period', kind: 'text', label: intl.formatMessage({ id: 'admin.report.period' }) },
                { key: 'newCustomers', kind: 'count', label: t('newCustomers') },
                { key: 'returningCustomers', kind: 'count', label: t('returningCustomers') },
                { key: 'guestOrders', kind: 'count', label: t('guestOrders') },
              ]}
            />
          </Paper>
          <Paper>
            <ReportTable
              title={t('topCustomers')}
              money={money}
              rows={report.topCustomers}
              columns={[
                {
                  key: 'name',
                  kind: 'text',
                  label: t('name'),
                  render: (r) => <RouterLink to={`/admin/customer/edit/${r.customerId}`}>{r.name || r.email}</RouterLink>,
                },
                { key: 'email', kind: 'text', label: t('email') },
                { key: 'orders', kind: 'count', label: t('orders') },
                { key: 'netSpend', kind: 'money', label: t('netSpend') },
              ]}
            />
          </Paper>
          <Paper>
            <ReportTable
              title={t('leadSources')}
              money={money}
              rows={report.leadSources}
              columns={[
                { key: 'leadSource', kind: 'text', label: t('leadSource') },
                { key: 'leads', kind: 'count', label: t('leads') },
                { key: 'customers', kind: 'count', label: t('customers') },
                { key: 'firstOrders', kind: 'count', label: t('firstOrders') },
              ]}
            />
          </Paper>
          <Paper>
            <ReportTable
              title={t('tiers')}
              money={money}
              rows={report.tiers}
              columns={[
                { key: 'tier', kind: 'text', label: t('tier') },
                { key: 'customers', kind: 'count', label: t('customers') },
                { key: 'netSpend', kind: 'money', label: t('netSpend') },
              ]}
            />
          </Paper>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
            <Figure label={t('pointsIssued')} value={String(report.points.issued)} />
            <Figure label={t('pointsSpent')} value={String(report.points.spent)} />
            <Figure label={t('pointsExpired')} value={String(report.points.expired)} />
            <Figure label={t('pointsOutstanding')} value={String(report.points.outstanding)} />
          </Stack>
        </>
      ) : null}
    </>
  );
}

/** /admin/report/customer: new and returning customers, top spenders, tiers, lead source conversion, points. */
export function CustomerReportPage() {
  return (
    <ReportShell screen={REPORT_SCREENS[2]} showCompare={false}>
      {(context) => <CustomersView {...context} />}
    </ReportShell>
  );
}

import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { CustomerReportDocument } from '../../graphql/admin/graphql';
import { filterOf } from './report-params';
import { ReportChart } from './ReportChart';
import { Figure, ReportShell, ReportStatus, REPORT_SCREENS, type ReportContext } from './ReportShell';
import { ReportTable } from './ReportTable';

/** The reward points figures, in the order the screen shows them, with their labels. */
const POINTS = [
  ['issued', 'pointsIssued'],
  ['spent', 'pointsSpent'],
  ['expired', 'pointsExpired'],
  ['takenBack', 'pointsTakenBack'],
  ['outstanding', 'pointsOutstanding'],
] as const;

function CustomersView({ params, money }: ReportContext) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.report.customer.${id}` });
  const filter = filterOf(params, { compare: false });
  const { data, loading, error } = useQuery(CustomerReportDocument, { variables: { filter }, skip: !filter, fetchPolicy: 'cache-and-network' });
  const report = data?.customerReport;
  // The customers without a tier have an empty name: the table and the chart call them "No tier".
  const tiers = (report?.tiers ?? []).map((row) => ({ ...row, label: row.tier || t('noTier') }));
  const sourceLabel = (source: string) => (source ? intl.formatMessage({ id: `admin.customer.source.${source}`, defaultMessage: source }) : t('noSource'));
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
                { key: 'leadSource', kind: 'text', label: t('leadSource'), render: (r) => sourceLabel(r.leadSource) },
                { key: 'leads', kind: 'count', label: t('leads') },
                { key: 'customers', kind: 'count', label: t('customers') },
                { key: 'firstOrders', kind: 'count', label: t('firstOrders') },
              ]}
            />
          </Paper>
          <Paper sx={{ p: 2 }}>
            <ReportChart
              kind="bar"
              labels={tiers.map((r) => r.label)}
              series={[{ label: t('netSpend'), data: tiers.map((r) => Number(r.netSpend)), valueFormatter: (v) => money(String(v)) }]}
            />
          </Paper>
          <Paper>
            <ReportTable
              title={t('tiers')}
              testId="report-tiers"
              money={money}
              rows={tiers}
              columns={[
                { key: 'label', kind: 'text', label: t('tier') },
                { key: 'customers', kind: 'count', label: t('members') },
                { key: 'activeCustomers', kind: 'count', label: t('activeCustomers') },
                { key: 'orders', kind: 'count', label: t('orders') },
                { key: 'netSpend', kind: 'money', label: t('netSpend') },
              ]}
            />
          </Paper>
          <Typography variant="h6" component="h2">
            {t('points')}
          </Typography>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
            {POINTS.map(([key, label]) => (
              <Figure key={key} label={t(label)} value={String(report.points[key])} testId={`report-points-${key}`} />
            ))}
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

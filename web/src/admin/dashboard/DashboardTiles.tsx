import { useQuery } from '@apollo/client/react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardDocument } from '../../graphql/admin/graphql';
import { baseCurrencyOf, useMoney } from '../../ui/money';
import { ReportChart } from '../reports/ReportChart';
import { useShopDates } from '../framework/useShopDates';

function Tile({ to, label, value, hint, testId }: { to: string; label: ReactNode; value: ReactNode; hint?: ReactNode; testId: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardActionArea component={RouterLink} to={to} sx={{ p: 2, height: '100%' }} data-testid={testId}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5">{value}</Typography>
          {hint ? (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          ) : null}
        </CardActionArea>
      </Card>
    </Grid>
  );
}

/**
 * The dashboard's figures: the server answers only the tiles the admin's role may see (null otherwise),
 * and each tile links to the screen that acts on it.
 */
export function DashboardTiles() {
  const intl = useIntl();
  const dates = useShopDates();
  const format = useMoney();
  const { data, loading } = useQuery(DashboardDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <LinearProgress />;
  const dashboard = data?.dashboard;
  if (!dashboard) return null;
  const config = data.publicConfig;
  const money = (amount: string) => format(amount, baseCurrencyOf(config));
  const { sales, orders, stock, customers } = dashboard;
  const m = (id: string, values?: Record<string, ReactNode>) => <FormattedMessage id={`admin.dashboard.${id}`} values={values} />;
  return (
    <>
      <Grid container spacing={2}>
        {sales ? (
          <Tile
            testId="tile-sales"
            to="/admin/report/sales?preset=today"
            label={m('todaySales')}
            value={money(sales.netSales)}
            hint={m('sameDayLastWeek', { value: money(sales.sameDayLastWeek) })}
          />
        ) : null}
        {orders ? <Tile testId="tile-fulfil" to="/admin/order?status=paid" label={m('toFulfil')} value={orders.toFulfil} /> : null}
        {orders ? <Tile testId="tile-review" to="/admin/order?status=payment_review" label={m('paymentReview')} value={orders.inPaymentReview} /> : null}
        {stock ? (
          <Tile
            testId="tile-low-stock"
            to="/admin/report/inventories"
            label={m('lowStock')}
            value={stock.lowStockCount}
            hint={m('lowStockHint', { threshold: stock.threshold })}
          />
        ) : null}
        {customers ? (
          <Tile
            testId="tile-customers"
            to="/admin/customer?sort=-created_at"
            label={m('newCustomers')}
            value={customers.newToday}
            hint={m('newLast7Days', { count: customers.newLast7Days })}
          />
        ) : null}
        {dashboard.leadsDue != null ? (
          <Tile testId="tile-leads" to={`/admin/lead?follow_up_before=${dashboard.today}&sort=follow_up_at`} label={m('leadsDue')} value={dashboard.leadsDue} />
        ) : null}
      </Grid>
      {sales ? (
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            <Link component={RouterLink} to="/admin/report/sales?preset=last30" data-testid="chart-link">
              {m('salesChart')}
            </Link>
          </Typography>
          <ReportChart
            height={240}
            labels={sales.last30Days.map((r) => r.period)}
            series={[
              {
                label: intl.formatMessage({ id: 'admin.report.sales.netSales' }),
                data: sales.last30Days.map((r) => Number(r.netSales)),
                valueFormatter: (value) => money(String(value)),
              },
            ]}
          />
        </Paper>
      ) : null}
      <Grid container spacing={2}>
        {orders ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper sx={{ overflowX: 'auto' }}>
              <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
                {m('latestOrders')}
              </Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{m('orderNumber')}</TableCell>
                    <TableCell>{m('status')}</TableCell>
                    <TableCell align="right">{m('total')}</TableCell>
                    <TableCell>{m('date')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {orders.latest.map((o) => (
                    <TableRow key={o.id}>
                      <TableCell>
                        <Link component={RouterLink} to={`/admin/order/${o.id}`}>
                          {o.orderNumber}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <FormattedMessage id={`admin.order.status.${o.status}`} />
                      </TableCell>
                      {/* An amount and a date each on one line (they wrapped in the half-width card). */}
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(o.grandTotal)}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.date(o.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          </Grid>
        ) : null}
        {stock ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper sx={{ overflowX: 'auto' }}>
              <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
                {m('lowStockList')}
              </Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{m('sku')}</TableCell>
                    <TableCell>{m('warehouse')}</TableCell>
                    <TableCell align="right">{m('onHand')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {stock.lowStock.map((s) => (
                    <TableRow key={s.inventoryId}>
                      <TableCell>
                        {s.productId ? (
                          <Link component={RouterLink} to={`/admin/product/edit/${s.productId}`}>
                            {s.sku}
                          </Link>
                        ) : (
                          s.sku
                        )}
                      </TableCell>
                      <TableCell>{s.warehouseName}</TableCell>
                      <TableCell align="right">{s.onHand}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          </Grid>
        ) : null}
      </Grid>
    </>
  );
}

import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FunnelFiguresDocument } from '../../../graphql/admin/graphql';
import { errorMessages } from '../../framework/format';
import { DateRangeFilter } from '../../reports/DateRangeFilter';
import { useReportParams } from '../../reports/report-params';
import { useShopMoney } from '../../framework/useShopMoney';

/**
 * The board's figures of a period, from the leads' history: entries, conversion onward, days in stage, won
 * value. The period is chosen as on the reports (a preset or from/to, in shop days; kept in the address);
 * the first answer, for the default last 30 days, tells the shop's today the presets count from.
 */
export function FunnelFiguresPanel({ funnelId, stages }: { funnelId: number; stages: { id: number; name: string }[] }) {
  const [today, setToday] = useState<string>();
  const money = useShopMoney();
  const { value: period, update } = useReportParams(today);
  const variables = period.from ? { id: funnelId, fromDate: period.from, toDate: period.to } : { id: funnelId };
  const { data, previousData, error } = useQuery(FunnelFiguresDocument, { variables, fetchPolicy: 'cache-and-network' });
  const figures = (data ?? previousData)?.funnelFigures;
  useEffect(() => {
    if (figures?.today) setToday(figures.today);
  }, [figures?.today]);
  if (!figures) return error ? <Alert severity="error">{errorMessages(error).join(' ')}</Alert> : null;
  const nameOf = (id: number) => stages.find((stage) => stage.id === id)?.name ?? String(id);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2, overflowX: 'auto' }} data-testid="funnel-figures">
      <Typography variant="h6" component="h2">
        <FormattedMessage id="admin.funnel.figures" />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ my: 1, flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
        <DateRangeFilter preset={period.preset} from={period.from || figures.fromDate} to={period.to || figures.toDate} onChange={update} />
      </Stack>
      {error ? <Alert severity="error">{errorMessages(error).join(' ')}</Alert> : null}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="admin.funnel.stageName" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="admin.funnel.entered" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="admin.funnel.conversion" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="admin.funnel.averageDays" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.stages.map((row) => (
            <TableRow key={row.stageId} data-testid={`funnel-figures-${row.stageId}`}>
              <TableCell>{nameOf(row.stageId)}</TableCell>
              <TableCell align="right">{row.entered}</TableCell>
              <TableCell align="right">{row.conversion === null || row.conversion === undefined ? '-' : `${row.conversion}%`}</TableCell>
              <TableCell align="right">{row.averageDays ?? '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography sx={{ mt: 1 }}>
        <FormattedMessage id="admin.funnel.wonValue" values={{ value: money.base(figures.wonValue) }} />
      </Typography>
    </Paper>
  );
}

import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { FunnelFiguresDocument } from '../../../graphql/admin/graphql';

const PERIOD_DAYS = 30;

/** The board's figures of the last 30 days, from the leads' history: entries, conversion onward, days in stage, won value. */
export function FunnelFiguresPanel({ funnelId, stages }: { funnelId: number; stages: { id: number; name: string }[] }) {
  const period = useMemo(() => {
    const to = new Date();
    return { from: new Date(to.getTime() - PERIOD_DAYS * 86_400_000).toISOString(), to: to.toISOString() };
  }, []);
  const { data } = useQuery(FunnelFiguresDocument, { variables: { id: funnelId, ...period }, fetchPolicy: 'cache-and-network' });
  const figures = data?.funnelFigures;
  if (!figures) return null;
  const nameOf = (id: number) => stages.find((stage) => stage.id === id)?.name ?? String(id);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2, overflowX: 'auto' }} data-testid="funnel-figures">
      <Typography variant="h6" component="h2">
        <FormattedMessage id="admin.funnel.figures" values={{ days: PERIOD_DAYS }} />
      </Typography>
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
            <TableRow key={row.stageId}>
              <TableCell>{nameOf(row.stageId)}</TableCell>
              <TableCell align="right">{row.entered}</TableCell>
              <TableCell align="right">{row.conversion === null || row.conversion === undefined ? '-' : `${row.conversion}%`}</TableCell>
              <TableCell align="right">{row.averageDays ?? '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography sx={{ mt: 1 }}>
        <FormattedMessage id="admin.funnel.wonValue" values={{ value: figures.wonValue }} />
      </Typography>
    </Paper>
  );
}

import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { MailOutboxDocument, type MailStatus } from '../../graphql/admin/graphql';
import { useShopDates } from '../framework/useShopDates';

export const MAIL_STATUSES: readonly MailStatus[] = ['stored', 'sent', 'failed'];
const PER_PAGE_OPTIONS = [10, 20, 50, 100];

/**
 * /admin/setting/outbox (permission setting, as the server's mailOutbox field): every mail the shop
 * produced, newest first, read-only. Mail is kept here when no SMTP server is configured.
 */
export function MailOutboxPage() {
  const intl = useIntl();
  const dates = useShopDates();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perPage = PER_PAGE_OPTIONS.includes(Number(params.get('per_page'))) ? Number(params.get('per_page')) : 10;
  const status = (MAIL_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as MailStatus) : null;
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  // The keyword reaches the address (and the query) after typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((params.get('keyword') ?? '') !== keyword) set({ keyword: keyword.trim() || null, page: null });
    }, 500);
    return () => clearTimeout(timer);
  });
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'admin.outbox.title' });
  }, [intl]);

  const { data, error, refetch } = useQuery(MailOutboxDocument, {
    variables: { options: { page, perPage, keyword: params.get('keyword') || undefined, status } },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.mailOutbox;

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          <FormattedMessage id="admin.outbox.title" />
        </Typography>
        <Button component={RouterLink} to="/admin/setting">
          <FormattedMessage id="admin.setting.title" />
        </Button>
      </Stack>
      <Paper>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
          <TextField
            size="small"
            label={intl.formatMessage({ id: 'admin.resource.search' })}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'outbox-keyword' } }}
          />
          <TextField
            select
            size="small"
            sx={{ minWidth: 160 }}
            label={intl.formatMessage({ id: 'admin.outbox.status' })}
            value={status ?? ''}
            onChange={(event) => set({ status: event.target.value || null, page: null })}
          >
            <MenuItem value="">
              <FormattedMessage id="admin.outbox.allStatuses" />
            </MenuItem>
            {MAIL_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                <FormattedMessage id={`admin.outbox.status.${value}`} />
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {error ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button onClick={() => void refetch()}>
                <FormattedMessage id="common.action.retry" />
              </Button>
            }
          >
            {error.message}
          </Alert>
        ) : null}
        <Table size="small" data-testid="outbox-table">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="admin.field.id" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="admin.outbox.to" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="admin.outbox.subject" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="admin.outbox.status" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="admin.outbox.createdAt" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(list?.items ?? []).map((mail) => (
              <TableRow key={mail.id} hover data-testid={`outbox-row-${mail.id}`}>
                <TableCell>{mail.id}</TableCell>
                <TableCell>{mail.to}</TableCell>
                <TableCell>
                  <RouterLink to={`/admin/setting/outbox/${mail.id}`}>{mail.subject}</RouterLink>
                </TableCell>
                <TableCell>
                  <FormattedMessage id={`admin.outbox.status.${mail.status}`} />
                </TableCell>
                <TableCell>{dates.dateTime(mail.createdAt)}</TableCell>
              </TableRow>
            ))}
            {list && list.items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>
                  <FormattedMessage id="admin.outbox.empty" />
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={list?.totalItems ?? 0}
          page={page - 1}
          rowsPerPage={perPage}
          rowsPerPageOptions={PER_PAGE_OPTIONS}
          onPageChange={(_event, next) => set({ page: next > 0 ? String(next + 1) : null })}
          onRowsPerPageChange={(event) => set({ per_page: event.target.value === '10' ? null : event.target.value, page: null })}
        />
      </Paper>
    </>
  );
}

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
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { MailOutboxDocument, type MailStatus } from '../../graphql/admin/graphql';
import { PER_PAGE_OPTIONS } from '../framework/list/list-params';
import { useListParams } from '../framework/list/useListParams';
import { useShopDates } from '../framework/useShopDates';
import { ErrorText } from '../../ui/ErrorAlert';

export const MAIL_STATUSES: readonly MailStatus[] = ['stored', 'sent', 'failed'];
const FILTER_KEYS = ['status'] as const;
const asStatus = (value: string | undefined): MailStatus | null => ((MAIL_STATUSES as readonly string[]).includes(value ?? '') ? (value as MailStatus) : null);

/**
 * /admin/setting/outbox (permission setting, as the server's mailOutbox field): every mail the shop
 * produced, newest first, read-only. Mail is kept here when no SMTP server is configured.
 */
export function MailOutboxPage() {
  const intl = useIntl();
  const dates = useShopDates();
  const { params, queryParams, update } = useListParams(FILTER_KEYS);
  const { page, perPage, keyword } = params;
  // Filters reach the query at once (only the keyword waits for the typing pause).
  const status = asStatus(params.filters.status);
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'admin.outbox.title' });
  }, [intl]);

  const { data, error, refetch } = useQuery(MailOutboxDocument, {
    variables: { options: { page, perPage, keyword: queryParams.keyword.trim() || undefined, status } },
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
            onChange={(event) => update({ keyword: event.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'outbox-keyword' } }}
          />
          <TextField
            select
            size="small"
            sx={{ minWidth: 160 }}
            label={intl.formatMessage({ id: 'admin.outbox.status' })}
            value={status ?? ''}
            onChange={(event) => update({ filters: { status: event.target.value } })}
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
            <ErrorText error={error} />
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
          rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
          onPageChange={(_event, next) => update({ page: next + 1 })}
          onRowsPerPageChange={(event) => update({ perPage: Number(event.target.value) })}
        />
      </Paper>
    </>
  );
}

import type { Theme } from '@mui/material/styles';
import { useApolloClient, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog, MessageDialog, type DialogMessage } from '../dialogs';
import { declaredVariables, errorMessages } from '../format';
import { createPath, editPath, resourcePath, type AnyResource, type BatchColumn, type ColumnKind, type ListAnswer } from '../resource';
import { BatchToolbar } from './BatchToolbar';
import { affectedOf, batchDone } from './batch-result';
import { filterKeys, filtersByDay, listVariables } from './filters';
import { ImportExportButtons } from './ImportExportButtons';
import { ListFilters } from './ListFilters';
import { PER_PAGE_OPTIONS, nextSort, parseSort, toSnakeCase } from './list-params';
import { ResourceCell } from './ResourceCell';
import { useShopMoney } from '../useShopMoney';
import { useListParams } from './useListParams';
import { useShopDates } from '../useShopDates';

type Row = { id: number } & Record<string, unknown>;

type Pending = { kind: 'batchUpdate'; data: Partial<Record<BatchColumn, boolean>> } | { kind: 'batchDelete' } | { kind: 'delete'; id: number };

/**
 * The row actions (edit, delete) stay in view at the right edge when a wide list scrolls sideways: at
 * 1366 px the customer list's twelve columns pushed them out of sight. Opaque, so that the cells
 * scrolling beneath do not show through.
 */
const ACTIONS_CELL = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  whiteSpace: 'nowrap',
  backgroundColor: 'background.paper',
  boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`,
} as const;

/** A cell of a column of this kind: amounts right-aligned, dates and amounts on one line (an amount once wrapped after its mark). */
function cellLayout(kind: ColumnKind | undefined): { align?: 'right'; sx?: { whiteSpace: 'nowrap' } } {
  if (kind === 'money') return { align: 'right', sx: { whiteSpace: 'nowrap' } };
  return kind === 'date' ? { sx: { whiteSpace: 'nowrap' } } : {};
}

/**
 * The list screen of a resource (`/admin/{name}`): server-side pagination, sorting, keyword search and
 * the declared filters kept in the URL, row selection with the declared batch actions, import/export,
 * edit and delete.
 */
export function ResourceListPage({ resource }: { resource: AnyResource }) {
  const intl = useIntl();
  const dates = useShopDates();
  const money = useShopMoney();
  const client = useApolloClient();
  const { params, queryParams, update } = useListParams(filterKeys(resource));
  const [selected, setSelected] = useState<number[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DialogMessage | null>(null);

  const { data, previousData, error, refetch } = useQuery(resource.data.list, {
    pollInterval: resource.pollIntervalMs,
    variables: declaredVariables(resource.data.list, {
      ...resource.fixedVariables,
      ...listVariables(
        resource,
        {
          page: queryParams.page,
          perPage: queryParams.perPage,
          sort: queryParams.sort || undefined,
          keyword: queryParams.keyword.trim() || undefined,
        },
        queryParams.filters,
        dates.timeZone ?? '',
      ),
    }),
    skip: !dates.timeZone && filtersByDay(resource, queryParams.filters),
    fetchPolicy: 'cache-and-network',
  });
  const answer = ((data ?? previousData) as Record<string, ListAnswer<Row>> | undefined)?.[resource.data.listField];
  const rows = useMemo(() => answer?.items ?? [], [answer]);
  const total = answer?.totalItems ?? 0;

  // A selection is of the rows on screen: another page or search starts a new one.
  useEffect(() => setSelected((ids) => ids.filter((id) => rows.some((row) => row.id === id))), [rows]);

  const title = resource.heading ?? intl.formatMessage({ id: resource.titleId });
  useEffect(() => {
    document.title = title;
  }, [title]);

  const batch = resource.batch ?? {};
  const BatchActions = resource.batchActions;
  const selectable =
    Boolean((batch.enabled || batch.visibled) && resource.data.updateMany) || Boolean(batch.delete && resource.data.removeMany) || Boolean(BatchActions);
  const { remove } = resource.data;
  const sort = parseSort(params.sort);
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));

  // The question stays the same while its dialog fades out.
  const [asked, setAsked] = useState('');
  const confirmText = (): string => {
    if (!pending) return asked;
    if (pending.kind === 'delete') return intl.formatMessage({ id: resource.messages?.confirmDelete ?? 'admin.resource.confirm.delete' });
    const id =
      pending.kind === 'batchUpdate' ? 'admin.resource.confirm.batchUpdate' : (resource.messages?.confirmBatchDelete ?? 'admin.resource.confirm.batchDelete');
    return intl.formatMessage({ id }, { count: selected.length });
  };
  const question = confirmText();
  useEffect(() => {
    if (question) setAsked(question);
  }, [question]);

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    const failureTitle = pending.kind === 'batchUpdate' ? 'admin.resource.dialog.batchUpdateFail' : 'admin.resource.dialog.deleteFail';
    try {
      let affected: number | undefined;
      if (pending.kind === 'delete' && remove) {
        await client.mutate({ mutation: remove, variables: declaredVariables(remove, { ...resource.fixedVariables, id: pending.id }) });
      } else if (pending.kind === 'batchDelete' && resource.data.removeMany) {
        affected = affectedOf(
          (
            await client.mutate({
              mutation: resource.data.removeMany,
              variables: declaredVariables(resource.data.removeMany, { ...resource.fixedVariables, ids: selected }),
            })
          ).data,
        );
      } else if (pending.kind === 'batchUpdate' && resource.data.updateMany) {
        affected = affectedOf(
          (
            await client.mutate({
              mutation: resource.data.updateMany,
              variables: declaredVariables(resource.data.updateMany, { ...resource.fixedVariables, ids: selected, data: pending.data }),
            })
          ).data,
        );
      }
      setSelected([]);
      if (pending.kind !== 'delete') setMessage(batchDone(intl, affected ?? selected.length));
      await refetch();
    } catch (failure) {
      // The rows stay as they are: the server changes all or nothing.
      setMessage({ titleId: failureTitle, messages: errorMessages(failure) });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const toggle = (id: number) => setSelected((ids) => (ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id]));
  const columnCount = resource.columns.length + 1 + (selectable ? 1 : 0);

  return (
    <Paper sx={{ p: { xs: 1, md: 2 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {resource.searchable ? (
          <TextField
            size="small"
            type="search"
            value={params.keyword}
            onChange={(event) => update({ keyword: event.target.value })}
            placeholder={intl.formatMessage({ id: 'admin.resource.search' })}
            slotProps={{
              htmlInput: { 'aria-label': intl.formatMessage({ id: 'admin.resource.search' }), 'data-testid': 'list-keyword' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        ) : null}
        <Stack direction="row" spacing={1}>
          {resource.importExport ? (
            <ImportExportButtons entity={resource.name} options={resource.importExport} onMessage={setMessage} onImported={() => void refetch()} />
          ) : null}
          {resource.pages
            ?.filter((page) => page.labelId)
            .map(({ path, labelId, link, icon: Icon }) => (
              <Button
                key={path}
                variant="outlined"
                startIcon={Icon ? <Icon fontSize="small" /> : undefined}
                component={RouterLink}
                to={link ?? `${resourcePath(resource)}/${path}`}
                data-testid={`list-page-${path}`}
              >
                <FormattedMessage id={labelId} />
              </Button>
            ))}
          {resource.creatable === false ? null : (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={createPath(resource)} data-testid="list-create">
              <FormattedMessage id="admin.resource.create" />
            </Button>
          )}
        </Stack>
      </Stack>

      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessages(error).join(' ')}
        </Alert>
      ) : null}

      {resource.filters?.length ? <ListFilters filters={resource.filters} values={params.filters} onChange={(filters) => update({ filters })} /> : null}

      {selectable && selected.length > 0 ? (
        <BatchToolbar
          batch={batch}
          count={selected.length}
          onUpdate={(change) => setPending({ kind: 'batchUpdate', data: change })}
          onDelete={() => setPending({ kind: 'batchDelete' })}
        >
          {BatchActions ? (
            <BatchActions
              ids={selected}
              onDone={(affected) => {
                setMessage(batchDone(intl, affected ?? selected.length));
                setSelected([]);
                void refetch();
              }}
            />
          ) : null}
        </BatchToolbar>
      ) : null}

      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {selectable ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={selected.length > 0 && !allSelected}
                    onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
                    slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'admin.resource.selectAll' }) } }}
                  />
                </TableCell>
              ) : null}
              {resource.columns.map((column) => {
                const key = toSnakeCase(column.key);
                const label = intl.formatMessage({ id: column.labelId });
                return (
                  <TableCell key={column.key} align={cellLayout(column.kind).align} sortDirection={sort?.column === key ? sort.direction : false}>
                    {column.sortable ? (
                      <TableSortLabel
                        active={sort?.column === key}
                        direction={sort?.column === key ? sort.direction : 'asc'}
                        onClick={() => update({ sort: nextSort(params.sort, key) })}
                        data-testid={`sort-${key}`}
                      >
                        {label}
                      </TableSortLabel>
                    ) : (
                      label
                    )}
                  </TableCell>
                );
              })}
              <TableCell align="right" sx={ACTIONS_CELL}>
                <FormattedMessage id="admin.resource.actions" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover selected={selected.includes(row.id)} data-testid={`row-${row.id}`}>
                {selectable ? (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.includes(row.id)}
                      onChange={() => toggle(row.id)}
                      slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'admin.resource.selectRow' }, { id: row.id }) } }}
                    />
                  </TableCell>
                ) : null}
                {resource.columns.map((column) => (
                  <TableCell key={column.key} {...cellLayout(column.kind)}>
                    <ResourceCell column={column} row={row} dates={dates} money={money} />
                  </TableCell>
                ))}
                <TableCell align="right" sx={ACTIONS_CELL}>
                  <IconButton
                    size="small"
                    component={RouterLink}
                    to={resource.rowLink ? resource.rowLink(row) : editPath(resource, row.id)}
                    aria-label={intl.formatMessage({ id: 'admin.resource.edit' })}
                    data-testid={`edit-${row.id}`}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  {remove ? (
                    <IconButton
                      size="small"
                      onClick={() => setPending({ kind: 'delete', id: row.id })}
                      aria-label={intl.formatMessage({ id: 'admin.resource.delete' })}
                      data-testid={`delete-${row.id}`}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
            {answer && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columnCount} align="center">
                  <FormattedMessage id="admin.resource.empty" />
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={total > 0 ? Math.min(params.page - 1, Math.max(0, Math.ceil(total / params.perPage) - 1)) : 0}
        rowsPerPage={params.perPage}
        rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
        onPageChange={(_event, page) => update({ page: page + 1 })}
        onRowsPerPageChange={(event) => update({ perPage: Number(event.target.value) })}
        {...(answer?.totalExact === false
          ? {
              labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
                intl.formatMessage({ id: 'admin.resource.displayedRowsAbout' }, { from, to, count }),
            }
          : {})}
      />

      <ConfirmDialog open={pending !== null} message={question} busy={busy} onConfirm={() => void run()} onCancel={() => setPending(null)} />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </Paper>
  );
}

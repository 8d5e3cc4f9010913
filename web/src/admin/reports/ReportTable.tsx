import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export type ColumnKind = 'money' | 'count' | 'text' | 'number';

export interface ReportColumn<R> {
  key: keyof R & string;
  label: string;
  kind: ColumnKind;
  /** A cell of its own (e.g. a link); sorting still uses the value. */
  render?: (row: R) => ReactNode;
}

const numeric = (kind: ColumnKind) => kind !== 'text';

/**
 * A report's table, sortable by any column on the page (the report's rows are all here: a range has at
 * most a few hundred periods or the listed products). Money is shown by `money`, the base currency rule.
 */
export function ReportTable<R extends object>({
  title,
  columns,
  rows,
  money,
  testId,
}: {
  title?: string;
  columns: ReportColumn<R>[];
  rows: readonly R[];
  money: (amount: string) => string;
  testId?: string;
}) {
  const [sort, setSort] = useState<{ key: string; desc: boolean } | null>(null);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const column = columns.find((c) => c.key === sort.key);
    const value = (row: R) => (row as Record<string, unknown>)[sort.key];
    return [...rows].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const order = column && numeric(column.kind) ? Number(x ?? 0) - Number(y ?? 0) : String(x ?? '').localeCompare(String(y ?? ''));
      return sort.desc ? -order : order;
    });
  }, [rows, sort, columns]);
  const cell = (row: R, column: ReportColumn<R>) => {
    if (column.render) return column.render(row);
    const value = (row as Record<string, unknown>)[column.key];
    if (value === null || value === undefined) return '—';
    return column.kind === 'money' ? money(String(value)) : String(value);
  };
  return (
    <>
      {title ? (
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2 }}>
          {title}
        </Typography>
      ) : null}
      <TableContainer>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={numeric(column.kind) ? 'right' : 'left'}
                  sortDirection={sort?.key === column.key ? (sort.desc ? 'desc' : 'asc') : false}
                >
                  <TableSortLabel
                    active={sort?.key === column.key}
                    direction={sort?.key === column.key && sort.desc ? 'desc' : 'asc'}
                    onClick={() => setSort((s) => ({ key: column.key, desc: s?.key === column.key ? !s.desc : numeric(column.kind) }))}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((row, index) => (
              <TableRow key={index} hover>
                {columns.map((column) => (
                  <TableCell key={column.key} align={numeric(column.kind) ? 'right' : 'left'} data-column={column.key} sx={{ whiteSpace: 'nowrap' }}>
                    {cell(row, column)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {sorted.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  <FormattedMessage id="admin.report.empty" />
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

import { useQuery } from '@apollo/client/react';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ReportCalendarDocument } from '../../graphql/admin/graphql';
import { baseCurrencyOf, useMoney } from '../../ui/money';
import { MessageDialog, type DialogMessage } from '../framework/dialogs';
import { errorMessages } from '../framework/format';
import { downloadFile } from '../framework/list/import-export';
import { DateRangeFilter } from './DateRangeFilter';
import { CHANNELS, GROUPS, exportQuery, useReportParams, type ReportParams } from './report-params';

export const REPORT_SCREENS = [
  { path: 'sales', api: 'sales' },
  { path: 'products', api: 'products' },
  { path: 'customer', api: 'customers' },
  { path: 'inventories', api: 'inventories' },
] as const;
export type ReportScreen = (typeof REPORT_SCREENS)[number];

export interface ReportContext {
  params: ReportParams;
  /** An amount in the base currency, as the admin's locale writes it (ui/money.ts). */
  money: (amount: string) => string;
}

/**
 * The frame of the four report screens: tabs, the filter bar (date presets or a custom range, group by,
 * channel and store, comparison), the export, a progress bar while loading and the report itself. The
 * filter lives in the address; the report's own query runs in `children` (a view component, showing
 * ReportStatus while it loads) once the shop's today is known.
 */
export function ReportShell({
  screen,
  children,
  showGroup = true,
  showCompare = true,
}: {
  screen: ReportScreen;
  children: (context: ReportContext) => ReactNode;
  showGroup?: boolean;
  showCompare?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const location = useLocation();
  const calendar = useQuery(ReportCalendarDocument);
  const today = calendar.data?.reportToday;
  const { value: params, update } = useReportParams(today);
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const [exporting, setExporting] = useState(false);
  const config = calendar.data?.publicConfig;
  const format = useMoney();
  const money = (amount: string) => format(amount, baseCurrencyOf(config));

  useEffect(() => {
    document.title = intl.formatMessage({ id: `admin.report.${screen.path}.title` });
  }, [intl, screen.path]);

  const runExport = async () => {
    setExporting(true);
    try {
      await downloadFile(`/api/admin/report/${screen.api}/export?${exportQuery(params)}`, `${screen.api} report.xlsx`);
    } catch (e) {
      setMessage({ titleId: 'admin.resource.dialog.exportFail', messages: errorMessages(e) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        <FormattedMessage id="admin.report.title" />
      </Typography>
      <Tabs value={screen.path} variant="scrollable" allowScrollButtonsMobile>
        {REPORT_SCREENS.map((s) => (
          <Tab key={s.path} value={s.path} label={t(`admin.report.${s.path}.title`)} component={RouterLink} to={`/admin/report/${s.path}${location.search}`} />
        ))}
      </Tabs>
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}>
          <DateRangeFilter preset={params.preset} from={params.from} to={params.to} onChange={update} />
          {showGroup ? (
            <TextField
              select
              size="small"
              label={t('admin.report.groupBy')}
              value={params.group}
              onChange={(e) => update({ group: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'report-group' } }}
              sx={{ minWidth: 120 }}
            >
              {GROUPS.map((g) => (
                <MenuItem key={g} value={g}>
                  {t(`admin.report.group.${g}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            select
            size="small"
            label={t('admin.report.channel')}
            value={params.channel}
            onChange={(e) => update({ channel: e.target.value || null })}
            sx={{ minWidth: 120 }}
          >
            {CHANNELS.map((c) => (
              <MenuItem key={c || 'all'} value={c}>
                {t(`admin.report.channel.${c || 'all'}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('admin.report.store')}
            value={params.storeId}
            onChange={(e) => update({ store_id: e.target.value || null })}
            slotProps={{ htmlInput: { 'data-testid': 'report-store' } }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('admin.report.store.all')}</MenuItem>
            {(calendar.data?.storeOptions ?? []).map((store) => (
              <MenuItem key={store.id} value={String(store.id)}>
                {store.name}
              </MenuItem>
            ))}
          </TextField>
          {showCompare ? (
            <FormControlLabel
              control={<Switch checked={params.compare} onChange={(e) => update({ compare: e.target.checked ? '1' : null })} />}
              label={t('admin.report.compare')}
            />
          ) : null}
          <Button
            startIcon={<FileDownloadIcon />}
            disabled={exporting || !params.from}
            onClick={() => void runExport()}
            data-testid="report-export"
            sx={{ ml: { md: 'auto' } }}
          >
            <FormattedMessage id="admin.report.export" />
          </Button>
        </Stack>
      </Paper>
      {calendar.loading || exporting ? <LinearProgress /> : null}
      {calendar.error ? <Alert severity="error">{errorMessages(calendar.error).join(' ')}</Alert> : null}
      {today ? children({ params, money }) : null}
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </Stack>
  );
}

/** The progress bar while a report loads, or its error. */
export function ReportStatus({ loading, error }: { loading: boolean; error?: unknown }) {
  if (error) return <Alert severity="error">{errorMessages(error).join(' ')}</Alert>;
  return loading ? <LinearProgress data-testid="report-loading" /> : null;
}

/** A headline figure, with the previous period's beside it when compared. */
export function Figure({ label, value, previous, testId }: { label: string; value: string; previous?: string | null; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 150, flex: '1 1 150px' }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" data-testid={testId}>
        {value}
      </Typography>
      {previous != null ? (
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage id="admin.report.previous" values={{ value: previous }} />
        </Typography>
      ) : null}
    </Paper>
  );
}

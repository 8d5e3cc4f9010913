import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { PRESETS, type Preset } from './report-params';

export type RangeChange = Partial<Record<'preset' | 'from' | 'to', string | null>>;

/**
 * The date range of the reports and the funnel figures: a preset (today, last 7 days...) or a custom
 * from/to, in shop days (the presets count from the shop's today, report-params.ts). A preset shows its
 * dates; `custom` shows two date fields.
 */
export function DateRangeFilter({ preset, from, to, onChange }: { preset: Preset; from: string; to: string; onChange: (changes: RangeChange) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <TextField
        select
        size="small"
        label={t('admin.report.range')}
        value={preset}
        onChange={(e) => onChange(e.target.value === 'custom' ? { preset: 'custom', from, to } : { preset: e.target.value, from: null, to: null })}
        slotProps={{ htmlInput: { 'data-testid': 'report-preset' } }}
        sx={{ minWidth: 170 }}
      >
        {PRESETS.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`admin.report.preset.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      {preset === 'custom' ? (
        <>
          <TextField
            size="small"
            type="date"
            label={t('admin.report.from')}
            value={from}
            onChange={(e) => onChange({ from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={t('admin.report.to')}
            value={to}
            onChange={(e) => onChange({ to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="report-dates">
          {from} – {to}
        </Typography>
      )}
    </>
  );
}
